import { defineConfig } from 'vitest/config';

// Browser tests on the whole local stack: started once, files run one by one.
export default defineConfig({
  // Paths are the package's, whichever folder the run starts from.
  root: import.meta.dirname,
  test: {
    name: 'e2e',
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./setup/stack.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
