import { describe, expect, it } from 'vitest';
import { productionBuildProblem } from './productionBuildEnv';

describe('productionBuildProblem', () => {
  it('lets a build for the local stack through only when it says so', () => {
    expect(productionBuildProblem({ VITE_USE_EMULATORS: 'true' })).toBeNull();
    expect(productionBuildProblem({})).toBe(
      'This production build has no VITE_FIREBASE_PROJECT_ID, VITE_FIREBASE_API_KEY, VITE_FIREBASE_AUTH_DOMAIN, VITE_CHAT_ORIGIN. Set them in .env.<project> (npm run deploy reads web/.env.<project>), or build for the local stack with VITE_USE_EMULATORS=true.',
    );
  });

  it('names only what is missing, and accepts a complete production configuration', () => {
    const complete = {
      VITE_FIREBASE_PROJECT_ID: 'voiceglow-eu',
      VITE_FIREBASE_API_KEY: 'AIza-example',
      VITE_FIREBASE_AUTH_DOMAIN: 'voiceglow-eu.firebaseapp.com',
      VITE_CHAT_ORIGIN: 'https://chat-eu.example.com',
    };
    expect(productionBuildProblem({ ...complete, VITE_CHAT_ORIGIN: ' ' })).toMatch(
      /^This production build has no VITE_CHAT_ORIGIN\./,
    );
    expect(productionBuildProblem(complete)).toBeNull();
  });
});
