import { defineProject } from 'vitest/config';
import { FUNCTIONS_TESTS, ISOLATED_TESTS } from './vitest.config';

// The function tests that need fresh modules (see ISOLATED_TESTS).
export default defineProject({
  test: {
    name: 'functions-isolated',
    // Its files run together, in one worker (see the root vitest.config.ts).
    sequence: { groupOrder: 4 },
    include: ISOLATED_TESTS,
    ...FUNCTIONS_TESTS,
  },
});
