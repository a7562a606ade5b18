import { describe, expect, it } from 'vitest';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { STORAGE_KEYS } from '../store/storageKeys';
import { useDataEmulator } from '../../test/dataEmulator';

await useDataEmulator();
const { disableClientPush, enableClientPush, pushHeldHere, wantsPush } =
  await import('./clientPush');
const { regionDb } = await import('./firebase');

const record = (id: string) => doc(regionDb('eu'), 'clients', id);
async function seedClient(id: string, fields: Record<string, unknown>) {
  await setDoc(record(id), { ID: id, ownerID: 'agency', email: `${id}@x.test`, ...fields });
}

describe("a client's push token on its own record", () => {
  it('keeps the saved choice when this browser cannot take pushes (jsdom has no Push API)', async () => {
    await seedClient('no-push', {
      notificationsSettings: { notifyThrough: 'email', notifyIf: 'all' },
    });
    const result = await enableClientPush('eu', 'no-push', {
      ask: true,
      settings: { notifyThrough: 'push', notifyIf: 'all' },
    });
    expect(result).toEqual({ status: 'unsupported' });
    const saved = (await getDoc(record('no-push'))).data();
    expect(saved?.notificationsSettings).toEqual({ notifyThrough: 'email', notifyIf: 'all' });
    expect(saved?.FB_PUSH_TOKEN).toBeUndefined();
  });

  it('clears the token with a choice without push, and forgets that this browser held it', async () => {
    await seedClient('turning-off', {
      notificationsSettings: { notifyThrough: 'all', notifyIf: 'requestsOnly' },
      FB_PUSH_TOKEN: 'held-here',
    });
    localStorage.setItem(
      STORAGE_KEYS.pushRegistration,
      JSON.stringify({ region: 'eu', uid: 'turning-off', token: 'held-here' }),
    );
    expect(pushHeldHere('turning-off', 'held-here')).toBe(true);
    expect(pushHeldHere('someone-else', 'held-here')).toBe(false);

    await disableClientPush('eu', 'turning-off', { notifyThrough: 'email', notifyIf: 'all' });
    const saved = (await getDoc(record('turning-off'))).data();
    expect(saved?.FB_PUSH_TOKEN).toBeNull();
    expect(saved?.notificationsSettings).toEqual({ notifyThrough: 'email', notifyIf: 'all' });
    expect(localStorage.getItem(STORAGE_KEYS.pushRegistration)).toBeNull();
  });

  it('counts push and all channels as push', () => {
    expect(['email', 'push', 'all', 'none'].filter((v) => wantsPush(v as 'all'))).toEqual([
      'push',
      'all',
    ]);
  });
});
