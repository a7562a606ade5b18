import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

// One root run covers every package; each package names its own project.
// Each project is a group of its own (sequence.groupOrder, 1 to 10): its files
// run together, so a project without isolation loads its modules and its
// jsdom once. Projects sharing a group have their files sorted together, and
// a worker switching between projects starts afresh for nearly every file.
export default defineConfig({
  test: {
    projects: [
      'common',
      'emulator',
      'functions',
      'widget',
      'web',
      'web/vitest.data.config.ts',
      'rules',
      {
        test: {
          name: 'scripts',
          sequence: { groupOrder: 9 },
          root: 'scripts',
          include: ['**/*.test.ts'],
          isolate: false,
          testTimeout: 30_000,
          // The chat service's test talks to the run's Firestore and Auth emulators.
          globalSetup: [resolve(import.meta.dirname, 'functions/src/testing/globalSetup.ts')],
        },
      },
      // The browser suite (e2e/vitest.config.ts) runs on its own; its bench and setup helpers are plain units.
      {
        test: {
          name: 'e2e-units',
          root: 'e2e',
          include: ['bench/*.test.ts', 'setup/*.test.ts'],
          sequence: { groupOrder: 10 },
        },
      },
    ],
  },
});
