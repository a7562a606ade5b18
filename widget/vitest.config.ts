import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'widget',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // Each test may wait several times for Testing Library's 5 s; a busy machine must not cut it short.
    testTimeout: 20_000,
  },
});
