import { defineProject } from 'vitest/config';

/** The data modules' tests: each file starts its own emulator and database clients. */
export const DATA_TESTS = 'src/data/**/*.test.{ts,tsx}';

export default defineProject({
  test: {
    name: 'web',
    // Its files run together, in one worker (see the root vitest.config.ts).
    sequence: { groupOrder: 6 },
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [DATA_TESTS],
    setupFiles: ['./test/setup.ts'],
    // Component and logic tests keep no state between files, so they share one
    // module graph per worker instead of loading React, Mantine and jsdom for
    // each file (about four times faster).
    isolate: false,
    // Each test may wait several times for Testing Library's 5 s; a busy machine must not cut it short.
    testTimeout: 20_000,
  },
});
