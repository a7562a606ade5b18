import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'functions',
    // Its files run together, in one worker (see the root vitest.config.ts).
    sequence: { groupOrder: 3 },
    include: ['src/**/*.test.ts'],
    testTimeout: 20000,
    hookTimeout: 60000,
    // One Firestore emulator and one Auth emulator serve every handler test.
    globalSetup: ['src/testing/globalSetup.ts'],
    // The files share one module graph per worker instead of loading the
    // router, firebase-admin and the schemas for each file (about five times
    // less CPU); the setup file gives each file the worker's environment,
    // settings read afresh and full rate limits.
    isolate: false,
    setupFiles: ['src/testing/setupFile.ts'],
  },
});
