import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'rules', include: ['*.test.ts'], testTimeout: 20000, hookTimeout: 30000 },
});
