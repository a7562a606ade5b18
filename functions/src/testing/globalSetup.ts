import type { TestProject } from 'vitest/node';
import { startLocalEmulators } from './startLocalEmulators';

/**
 * Starts, once per test run, the project's own Firestore emulator and the
 * firebase-tools Auth emulator (in-process, on free ports). Handler tests
 * read their addresses with `inject('firestoreHost')` / `inject('authHost')`.
 * The functions project and scripts (the
 * chat service's test) name this file: whichever comes first starts the
 * emulators for the whole run, the others find them provided.
 */
export default async function setup(project: TestProject) {
  const run = project.vitest;
  const provided = run.getProvidedContext();
  if (provided.firestoreHost && provided.authHost) return;
  const emulators = await startLocalEmulators();
  run.provide('firestoreHost', emulators.firestoreHost);
  run.provide('authHost', emulators.authHost);
  return () => emulators.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    firestoreHost: string;
    authHost: string;
  }
}
