import { defineProject } from 'vitest/config';
import { PREACT_ALIASES } from './vite.config';

export default defineProject({
  // The components are tested on the runtime visitors get.
  resolve: {
    alias: {
      ...PREACT_ALIASES,
      // Its ES build, transformed like the app, so its imports of react-dom meet the aliases too.
      '@testing-library/react': '@testing-library/react/dist/@testing-library/react.esm.js',
    },
  },
  test: {
    name: 'widget',
    // Its files run together, in one worker (see the root vitest.config.ts).
    sequence: { groupOrder: 5 },
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // The files share one module graph and one jsdom per worker instead of
    // loading Preact, Testing Library and jsdom for each file (about three
    // times faster); the setup file gives each file a fresh page and chat.
    isolate: false,
    // Each test may wait several times for Testing Library's 5 s; a busy machine must not cut it short.
    testTimeout: 20_000,
    server: { deps: { inline: [/@testing-library\/react/, /zustand/] } },
  },
});
