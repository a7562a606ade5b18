import { defineProject } from 'vitest/config';
import { DATA_TESTS } from './vitest.config';

// The data modules keep one Firestore client per region for the page's life;
// their tests point it at an emulator of their own, so each file gets fresh modules.
export default defineProject({
  test: {
    name: 'web-data',
    // Its files run together, in one worker (see the root vitest.config.ts).
    sequence: { groupOrder: 7 },
    environment: 'jsdom',
    include: [DATA_TESTS],
    setupFiles: ['./test/setup.ts'],
    testTimeout: 20_000,
  },
});
