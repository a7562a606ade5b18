import { afterAll, beforeAll } from 'vitest';
import { startApi, type ApiAnswer } from './apiClient';
import { signInAnonymously, signUpOwner, useEmulators, type TestUser } from './emulators';

type StartedApi = Awaited<ReturnType<typeof startApi>>;

/**
 * The set-up every API test file shares: the emulators, the real API router
 * on a local port, a visitor signed in anonymously and an agent owner,
 * started once for the file and closed after it. Call at the top of a test
 * file; its own `beforeAll` hooks registered earlier run first (e.g. to
 * start a stand-in and set its address in the environment).
 *
 * `visitor` and `owner` are filled in before the first test runs, so test
 * bodies use them directly.
 */
export function useApiHarness() {
  useEmulators();
  const users = useTestUsers();
  let started: StartedApi | undefined;
  const running = () => {
    if (!started) throw new Error('The API starts in beforeAll: call it from a test or hook.');
    return started;
  };
  const api = {
    call: (...args: Parameters<StartedApi['call']>): Promise<ApiAnswer> => running().call(...args),
    get url() {
      return running().url;
    },
  };
  beforeAll(async () => {
    started = await startApi();
  });
  afterAll(() => started?.close());
  return { api, ...users };
}

/**
 * A visitor (anonymous, as the widget signs one in) and an agent owner
 * (e-mail account) with real ID tokens from the Auth emulator, for the file.
 */
export function useTestUsers(): { visitor: TestUser; owner: TestUser } {
  const visitor: TestUser = { uid: '', idToken: '' };
  const owner: TestUser = { uid: '', idToken: '' };
  beforeAll(async () => {
    const [signedIn, signedUp] = await Promise.all([signInAnonymously(), signUpOwner()]);
    Object.assign(visitor, signedIn);
    Object.assign(owner, signedUp);
  });
  return { visitor, owner };
}
