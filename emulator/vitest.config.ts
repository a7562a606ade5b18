import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'emulator',
    // Its files run together, in one worker (see the root vitest.config.ts).
    sequence: { groupOrder: 2 },
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'stack/**/*.test.ts'],
    // Every file starts its own servers on free ports; files share one module graph per worker.
    isolate: false,
    testTimeout: 20000,
    hookTimeout: 30000,
  },
});
