import { afterAll, vi } from 'vitest';
import { terminate } from 'firebase/firestore';
import { DEMO_PROJECT_ID } from '@vg/common';
import { startEmulator } from '../../emulator/src/server';

/**
 * Our Firestore emulator on a free port with open rules, for tests of the
 * data modules (they read its address from the env): call at the top of the
 * test file, before importing the module under test. Stopped after the file.
 */
export async function useDataEmulator(): Promise<void> {
  const emulator = await startEmulator({ host: '127.0.0.1', port: 0, quiet: true });
  vi.stubEnv('VITE_FIRESTORE_EMULATOR_HOST', emulator.address);
  emulator.engine.setRules(DEMO_PROJECT_ID, [
    {
      content: `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /{path=**} { allow read, write: if true; }
  }
}`,
    },
  ]);
  afterAll(async () => {
    const { regionDb } = await import('../src/data/firebase');
    await terminate(regionDb('eu'));
    await emulator.close();
  });
}
