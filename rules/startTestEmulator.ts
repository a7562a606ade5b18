import { startEmulator } from '../emulator/src/server';
import { freePort } from '@vg/common/dev/freePort';

/** Our Firestore emulator on a free port, for one test file. */
export async function startTestEmulator() {
  const port = await freePort();
  const emulator = await startEmulator({ host: '127.0.0.1', port });
  return { port, close: () => emulator.close() };
}
