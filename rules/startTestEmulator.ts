import { createServer } from 'node:net';
import { startEmulator } from '../emulator/src/server';

/** Our Firestore emulator on a free port, for one test file. */
export async function startTestEmulator() {
  const port = await freePort();
  const emulator = await startEmulator({ host: '127.0.0.1', port });
  return { port, close: () => emulator.close() };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
