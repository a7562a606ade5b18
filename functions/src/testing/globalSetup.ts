import type { TestProject } from 'vitest/node';
import { startLocalEmulators } from './startLocalEmulators';

/**
 * Starts, once per test run, the project's own Firestore emulator and the
 * firebase-tools Auth emulator (in-process, on free ports). Handler tests
 * read their addresses with `inject('firestoreHost')` / `inject('authHost')`.
 */
export default async function setup(project: TestProject) {
  const emulators = await startLocalEmulators();
  project.provide('firestoreHost', emulators.firestoreHost);
  project.provide('authHost', emulators.authHost);
  return () => emulators.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    firestoreHost: string;
    authHost: string;
  }
}
