import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

describe('readEnv', () => {
  it('defaults to the local stack on a dev server', () => {
    expect(readEnv({ DEV: true })).toEqual({
      firebaseProjectId: 'demo-voiceglow',
      firebaseApiKey: 'demo-api-key',
      firebaseAuthDomain: undefined,
      useEmulators: true,
      firestoreEmulatorHost: '127.0.0.1:8080',
      authEmulatorUrl: 'http://127.0.0.1:9099',
      chatOrigin: 'http://127.0.0.1:8787',
      apiOrigin: undefined,
      functionsEmulatorOrigin: 'http://127.0.0.1:5001',
    });
  });

  it('never assumes the local stack in a build that did not ask for it', () => {
    expect(readEnv({}).useEmulators).toBe(false);
    expect(readEnv({ VITE_USE_EMULATORS: 'true' }).useEmulators).toBe(true);
  });

  it('takes production values and trims trailing slashes', () => {
    const env = readEnv({
      VITE_USE_EMULATORS: 'false',
      VITE_CHAT_ORIGIN: 'https://chat.example.com/',
      VITE_API_ORIGIN: 'https://api.example.com',
    });
    expect(env.useEmulators).toBe(false);
    expect(env.chatOrigin).toBe('https://chat.example.com');
    expect(env.apiOrigin).toBe('https://api.example.com');
  });

  it('refuses malformed values at start-up', () => {
    expect(() => readEnv({ VITE_CHAT_ORIGIN: 'chat.example.com' })).toThrow(/VITE_CHAT_ORIGIN/);
    expect(() => readEnv({ VITE_FIRESTORE_EMULATOR_HOST: 'localhost' })).toThrow(/host:port/);
  });
});
