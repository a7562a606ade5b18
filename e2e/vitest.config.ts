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
    // A browser shows a change when the stack has done its work; on a busy machine
    // that takes longer than expect.poll's default second.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    hookTimeout: 240_000,
  },
});
