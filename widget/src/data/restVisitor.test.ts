import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startAuthEmulator } from '../../test/startAuthEmulator';
import { restVisitor, type AuthEndpoints } from './restVisitor';

let emulator: Awaited<ReturnType<typeof startAuthEmulator>>;
let endpoints: AuthEndpoints;
let storage: Map<string, string>;
let requests: string[];
const KEY = 'vg-visitor-auth:test-key';
const HOUR = 3_600_000;

const store = () => ({
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => void storage.set(key, value),
  removeItem: (key: string) => void storage.delete(key),
});
/** The real fetch, with each request's path noted. */
const counted: typeof fetch = (input, init) => {
  requests.push(new URL(String(input)).pathname);
  return fetch(input, init);
};
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;

beforeAll(async () => {
  emulator = await startAuthEmulator();
  endpoints = {
    apiKey: 'test-key',
    identityToolkit: `${emulator.origin}/identitytoolkit.googleapis.com`,
    secureToken: `${emulator.origin}/securetoken.googleapis.com`,
  };
}, 90_000);
afterAll(() => emulator?.stop());
beforeEach(() => {
  storage = new Map();
  requests = [];
});

describe('restVisitor, against the Auth emulator', () => {
  it('signs a new visitor up anonymously in one request and keeps them', async () => {
    const visitor = await restVisitor(endpoints, null, store(), counted);
    expect(requests).toEqual(['/identitytoolkit.googleapis.com/v1/accounts:signUp']);
    expect(visitor.isNew).toBe(true);
    expect(visitor.isAnonymous).toBe(true);
    const claims = claimsOf(await visitor.idToken());
    expect(claims.user_id).toBe(visitor.uid);
    expect((claims.firebase as { sign_in_provider?: string }).sign_in_provider).toBe('anonymous');
    expect(JSON.parse(storage.get(KEY) ?? '{}')).toMatchObject({ uid: visitor.uid });
  });

  it('brings a returning visitor back with no request while the token is valid', async () => {
    const first = await restVisitor(endpoints, null, store(), counted);
    requests = [];
    const again = await restVisitor(endpoints, null, store(), counted);
    expect(requests).toEqual([]);
    expect(again.uid).toBe(first.uid);
    expect(again.isNew).toBe(false);
    expect(await again.idToken()).toBe(await first.idToken());
  });

  it('refreshes an expired token, keeping the visitor', async () => {
    const first = await restVisitor(endpoints, null, store(), counted);
    requests = [];
    const later = () => Date.now() + 2 * HOUR;
    const again = await restVisitor(endpoints, null, store(), counted, later);
    expect(requests).toEqual(['/securetoken.googleapis.com/v1/token']);
    expect(again.uid).toBe(first.uid);
    expect(again.isNew).toBe(false);
    expect(claimsOf(await again.idToken()).user_id).toBe(first.uid);
  });

  it('takes over a visitor the Auth SDK signed in before, with its uid', async () => {
    const earlier = await restVisitor(endpoints, null, store(), counted);
    const { refreshToken } = JSON.parse(storage.get(KEY) ?? '{}') as { refreshToken: string };
    storage = new Map();
    const visitor = await restVisitor(
      endpoints,
      { uid: earlier.uid, refreshToken },
      store(),
      counted,
    );
    expect(visitor.uid).toBe(earlier.uid);
    expect(visitor.isNew).toBe(false);
  });

  it('starts a new visitor when the kept one no longer exists', async () => {
    const gone = await restVisitor(endpoints, null, store(), counted);
    const removed = await fetch(
      `${emulator.origin}/emulator/v1/projects/${emulator.projectId}/accounts`,
      { method: 'DELETE' },
    );
    expect(removed.ok).toBe(true);
    const visitor = await restVisitor(
      endpoints,
      null,
      store(),
      counted,
      () => Date.now() + 2 * HOUR,
    );
    expect(visitor.isNew).toBe(true);
    expect(visitor.uid).not.toBe(gone.uid);
  });

  it('refreshes on demand and tells the listeners, the current token first', async () => {
    const visitor = await restVisitor(endpoints, null, store(), counted);
    const heard: (string | null)[] = [];
    const stop = visitor.onIdToken((token) => heard.push(token));
    await Promise.resolve();
    const before = await visitor.idToken();
    expect(heard).toEqual([before]);
    const after = await visitor.idToken(true);
    expect(heard).toEqual([before, after]);
    stop();
    await visitor.idToken(true);
    expect(heard).toHaveLength(2);
  });

  it('says why when sign-up is refused', async () => {
    const refused = { ...endpoints, apiKey: '' };
    await expect(restVisitor(refused, null, store(), counted)).rejects.toThrow(/sign-in/);
  });
});
