import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'functions',
    include: ['src/**/*.test.ts'],
    testTimeout: 20000,
    hookTimeout: 60000,
    // One Firestore emulator and one Auth emulator serve every handler test.
    globalSetup: ['src/testing/globalSetup.ts'],
  },
});
