import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'common',
    // Its files run together, in one worker (see the root vitest.config.ts).
    sequence: { groupOrder: 1 },
    include: ['src/**/*.test.ts'],
    // Pure logic: the files share one module graph per worker instead of each loading zod.
    isolate: false,
  },
});
