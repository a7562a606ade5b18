import { doc, getDoc } from 'firebase/firestore';
import type { NotificationsSettings, Region } from '@vg/common';
import { STORAGE_KEYS } from '../store/storageKeys';
import { firebaseAuth, regionDb } from './firebase';
import { updateOwnClientSettings } from './clients';
import {
  registerBrowserForPush,
  unregisterBrowserFromPush,
  type BrowserPush,
} from './pushRegistration';

export type { BrowserPush };

/** Whether a notifyThrough choice includes browser push. */
export function wantsPush(notifyThrough: NotificationsSettings['notifyThrough']): boolean {
  return notifyThrough === 'push' || notifyThrough === 'all';
}

/**
 * Registers this browser for push and writes its token to the client's own
 * record (FB_PUSH_TOKEN, which the rules let a client change), together
 * with `settings` when given: a choice that includes push is saved only
 * once the browser really takes pushes. Nothing is written when the record
 * already holds this token.
 */
export async function enableClientPush(
  region: Region,
  uid: string,
  options: { ask: boolean; settings?: NotificationsSettings; recordToken?: string | null },
): Promise<BrowserPush> {
  const result = await registerBrowserForPush({ ask: options.ask });
  if (result.status !== 'registered') return result;
  if (options.settings || options.recordToken !== result.token)
    await updateOwnClientSettings(region, uid, {
      ...(options.settings ? { notificationsSettings: options.settings } : {}),
      FB_PUSH_TOKEN: result.token,
    });
  hold({ region, uid, token: result.token });
  return result;
}

/**
 * Saves a choice without push: the record forgets its push token, and this
 * browser's token is deleted at FCM when it was this client's.
 */
export async function disableClientPush(
  region: Region,
  uid: string,
  settings: NotificationsSettings,
): Promise<void> {
  await updateOwnClientSettings(region, uid, {
    notificationsSettings: settings,
    FB_PUSH_TOKEN: null,
  });
  const held = heldRegistration();
  if (held?.uid === uid) {
    hold(null);
    await unregisterBrowserFromPush(held.token);
  }
}

/**
 * Sign-out: a browser left signed out must not keep receiving the client's
 * pushes (a shared computer), so the record's token is cleared, but only
 * when it is still this browser's (the client may have turned push on in
 * another browser since), and the token is deleted at FCM.
 */
export async function releaseClientPush(): Promise<void> {
  const held = heldRegistration();
  if (!held) return;
  hold(null);
  if (firebaseAuth().currentUser?.uid !== held.uid) return;
  const region = held.region as Region;
  const record = await getDoc(doc(regionDb(region), 'clients', held.uid));
  if (record.exists() && record.get('FB_PUSH_TOKEN') === held.token)
    await updateOwnClientSettings(region, held.uid, { FB_PUSH_TOKEN: null });
  await unregisterBrowserFromPush(held.token);
}

/** Whether the record's token is the one this browser holds for this client. */
export function pushHeldHere(uid: string, recordToken: string | null | undefined): boolean {
  const held = heldRegistration();
  return !!recordToken && held?.uid === uid && held.token === recordToken;
}

interface HeldRegistration {
  region: Region;
  uid: string;
  token: string;
}

function heldRegistration(): HeldRegistration | null {
  try {
    return JSON.parse(
      localStorage.getItem(STORAGE_KEYS.pushRegistration) ?? 'null',
    ) as HeldRegistration | null;
  } catch {
    return null;
  }
}

function hold(held: HeldRegistration | null): void {
  if (held) localStorage.setItem(STORAGE_KEYS.pushRegistration, JSON.stringify(held));
  else localStorage.removeItem(STORAGE_KEYS.pushRegistration);
}
