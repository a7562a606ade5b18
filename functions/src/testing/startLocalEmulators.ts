import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

export interface LocalEmulators {
  /** host:port of the project's own Firestore emulator. */
  firestoreHost: string;
  /** host:port of firebase-tools' Auth emulator. */
  authHost: string;
  close: () => Promise<void>;
}

/**
 * Starts the project's own Firestore emulator and the firebase-tools Auth
 * emulator in this process, each on a free port, for project `demo-voiceglow`.
 */
export async function startLocalEmulators(): Promise<LocalEmulators> {
  // Not a literal import: the emulator package type-checks on its own.
  const emulatorModule = new URL('../../../emulator/src/server.ts', import.meta.url).pathname;
  const { startEmulator } = (await import(/* @vite-ignore */ emulatorModule)) as {
    startEmulator: (options: { port: number; quiet: boolean }) => Promise<{
      address: string;
      close: () => Promise<void>;
    }>;
  };
  const firestore = await startEmulator({ port: 0, quiet: true });

  const auth = await startAuthEmulator();
  return {
    firestoreHost: firestore.address,
    authHost: auth.host,
    async close() {
      await auth.close();
      await firestore.close();
    },
  };
}

/** firebase-tools' Auth emulator in this process, on a free port, for project `demo-voiceglow`. */
export async function startAuthEmulator(): Promise<{ host: string; close: () => Promise<void> }> {
  const require = createRequire(import.meta.url);
  const { createApp } = require('firebase-tools/lib/emulator/auth/server.js') as {
    createApp: (
      projectId: string,
      mode: number,
    ) => Promise<{ listen: (port: number, host: string, callback: () => void) => Server }>;
  };
  const app = await createApp('demo-voiceglow', 0);
  const auth = await new Promise<Server>((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
  });
  return {
    host: `127.0.0.1:${(auth.address() as AddressInfo).port}`,
    async close() {
      auth.closeAllConnections();
      await new Promise((resolve) => auth.close(resolve));
    },
  };
}
