import { afterEach, describe, expect, it } from 'vitest';
import { persistedFirebaseUser } from './persistedFirebaseUser';

const KEY = 'firebase:authUser:key-1:[DEFAULT]';

afterEach(() => localStorage.clear());

describe('persistedFirebaseUser', () => {
  it("reads the user the Auth SDK keeps in local storage, in the SDK's format", async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        uid: 'owner-1',
        isAnonymous: false,
        email: 'owner@example.com',
        stsTokenManager: { refreshToken: 'refresh-1', accessToken: 'a', expirationTime: 1 },
      }),
    );
    await expect(persistedFirebaseUser('key-1')).resolves.toEqual({
      uid: 'owner-1',
      isAnonymous: false,
      refreshToken: 'refresh-1',
    });
    // Another project's key, another app: not this user.
    await expect(persistedFirebaseUser('key-2')).resolves.toBeNull();
  });

  it('answers null for nothing kept or a record it cannot use', async () => {
    await expect(persistedFirebaseUser('key-1')).resolves.toBeNull();
    localStorage.setItem(KEY, '{not json');
    await expect(persistedFirebaseUser('key-1')).resolves.toBeNull();
    localStorage.setItem(KEY, JSON.stringify({ uid: 'u', stsTokenManager: {} }));
    await expect(persistedFirebaseUser('key-1')).resolves.toBeNull();
  });
});
