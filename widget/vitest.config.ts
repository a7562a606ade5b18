import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'widget',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
  },
});
