import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';

/**
 * Starts, once per test run, the project's own Firestore emulator and the
 * firebase-tools Auth emulator (in-process, on free ports). Handler tests
 * read their addresses with `inject('firestoreHost')` / `inject('authHost')`.
 */
export default async function setup(project: TestProject) {
  // Not a literal import: the emulator package type-checks on its own.
  const emulatorModule = new URL('../../../emulator/src/server.ts', import.meta.url).pathname;
  const { startEmulator } = (await import(/* @vite-ignore */ emulatorModule)) as {
    startEmulator: (options: { port: number; quiet: boolean }) => Promise<{
      address: string;
      close: () => Promise<void>;
    }>;
  };
  const firestore = await startEmulator({ port: 0, quiet: true });

  const require = createRequire(import.meta.url);
  const { createApp } = require('firebase-tools/lib/emulator/auth/server.js') as {
    createApp: (projectId: string, mode: number) => Promise<{ listen: ListenFn }>;
  };
  const app = await createApp('demo-voiceglow', 0);
  const auth = await new Promise<import('node:http').Server>((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
  });
  const { port } = auth.address() as AddressInfo;

  project.provide('firestoreHost', firestore.address);
  project.provide('authHost', `127.0.0.1:${port}`);
  return async () => {
    auth.closeAllConnections();
    await new Promise((resolve) => auth.close(resolve));
    await firestore.close();
  };
}

type ListenFn = (port: number, host: string, callback: () => void) => import('node:http').Server;

declare module 'vitest' {
  export interface ProvidedContext {
    firestoreHost: string;
    authHost: string;
  }
}
