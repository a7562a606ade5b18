import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

// One root run covers every package; each package names its own project.
export default defineConfig({
  test: {
    projects: [
      'common',
      'emulator',
      'functions',
      'functions/vitest.isolated.config.ts',
      'widget',
      'web',
      'web/vitest.data.config.ts',
      'rules',
      {
        test: {
          name: 'scripts',
          root: 'scripts',
          include: ['**/*.test.ts'],
          isolate: false,
          testTimeout: 30_000,
          // The chat service's test talks to the run's Firestore and Auth emulators.
          globalSetup: [resolve(import.meta.dirname, 'functions/src/testing/globalSetup.ts')],
        },
      },
      // The browser suite (e2e/vitest.config.ts) runs on its own; its bench and setup helpers are plain units.
      { test: { name: 'e2e-units', root: 'e2e', include: ['bench/*.test.ts', 'setup/*.test.ts'] } },
    ],
  },
});
