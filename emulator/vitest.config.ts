import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'emulator',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'stack/**/*.test.ts'],
    testTimeout: 20000,
    hookTimeout: 30000,
  },
});
