import { defineConfig } from 'vitest/config';

// Browser tests on the whole local stack: started once, two files at a time.
export default defineConfig({
  // Paths are the package's, whichever folder the run starts from.
  root: import.meta.dirname,
  test: {
    name: 'e2e',
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./setup/stack.ts'],
    // A browser test spends about half its time waiting on the stack and the page,
    // so two files at a time keep both cores busy (the suite takes about two thirds
    // of the time). Files find their own records by unique names (fresh users,
    // agents, visitors and stand-in accounts) and give back any seeded demo record
    // they change, so a file never depends on what another is doing meanwhile.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    // A browser shows a change when the stack has done its work; on a busy machine
    // that takes longer than expect.poll's default second.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    hookTimeout: 240_000,
  },
});
