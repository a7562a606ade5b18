import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'rules',
    // Its files run together, in one worker (see the root vitest.config.ts).
    sequence: { groupOrder: 8 },
    include: ['*.test.ts'],
    // Each file starts its own emulator and holds no module state, so files share a module graph.
    isolate: false,
    testTimeout: 20000,
    hookTimeout: 30000,
  },
});
