import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'common',
    include: ['src/**/*.test.ts'],
    // Pure logic: the files share one module graph per worker instead of each loading zod.
    isolate: false,
  },
});
