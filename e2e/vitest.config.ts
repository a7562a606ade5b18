import { defineConfig } from 'vitest/config';

// Browser tests on the whole local stack: started once, files run one by one.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./setup/stack.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
