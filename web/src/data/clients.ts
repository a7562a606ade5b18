import { doc, getDoc, onSnapshot, updateDoc } from 'firebase/firestore';
import {
  clientSchema,
  organisationSchema,
  type Client,
  type NotificationsSettings,
  type Organisation,
  type Region,
} from '@vg/common';
import { regionDb } from './firebase';

export type { Client, Organisation };

function clientRef(region: Region, uid: string) {
  return doc(regionDb(region), 'clients', uid);
}

function parseClient(uid: string, data: unknown): Client | null {
  const parsed = clientSchema.safeParse({ ID: uid, ...(data as object) });
  if (!parsed.success) console.warn(`Client ${uid} does not match the schema`, parsed.error.issues);
  return parsed.success ? parsed.data : null;
}

/**
 * The signed-in account's client record (`clients/{uid}`), or null for
 * workspace users: agency clients are told apart by having one.
 */
export async function getClientAccount(region: Region, uid: string): Promise<Client | null> {
  const snap = await getDoc(clientRef(region, uid));
  return snap.exists() ? parseClient(uid, snap.data()) : null;
}

export function watchClientAccount(
  region: Region,
  uid: string,
  onChange: (client: Client | null) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    clientRef(region, uid),
    (snap) => onChange(snap.exists() ? parseClient(uid, snap.data()) : null),
    onError,
  );
}

/** The client's organisation (readable by its orgUsers). */
export function watchOrganisation(
  region: Region,
  orgId: string,
  onChange: (organisation: Organisation | null) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    doc(regionDb(region), 'orgs', orgId),
    (snap) => {
      if (!snap.exists()) return onChange(null);
      const parsed = organisationSchema.safeParse({ ID: snap.id, ...snap.data() });
      onChange(parsed.success ? parsed.data : null);
    },
    onError,
  );
}

/**
 * What a client may change of its own record: presence (the widget shows
 * online team members) and how it is notified.
 */
export async function updateOwnClientSettings(
  region: Region,
  uid: string,
  changes: { status?: 'online' | 'offline'; notificationsSettings?: NotificationsSettings },
): Promise<void> {
  await updateDoc(clientRef(region, uid), changes);
}
