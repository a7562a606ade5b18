import { collection, doc, getDoc, onSnapshot, query, updateDoc, where } from 'firebase/firestore';
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
    (snap) => onChange(snap.exists() ? parseOrganisation(snap.id, snap.data()) : null),
    onError,
  );
}

/**
 * What a client may change of its own record: presence (the widget shows
 * online team members), how it is notified and its browser's push token.
 */
export async function updateOwnClientSettings(
  region: Region,
  uid: string,
  changes: {
    status?: 'online' | 'offline';
    notificationsSettings?: NotificationsSettings;
    FB_PUSH_TOKEN?: string | null;
  },
): Promise<void> {
  await updateDoc(clientRef(region, uid), changes);
}

/** The documents of `name` owned by an agency workspace, parsed, live, sorted by `sortKey`. */
function watchOwned<T>(
  region: Region,
  name: 'orgs' | 'clients',
  ownerID: string,
  parse: (id: string, data: unknown) => T | null,
  sortKey: (item: T) => string,
  onChange: (items: T[]) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    query(collection(regionDb(region), name), where('ownerID', '==', ownerID)),
    (snap) =>
      onChange(
        snap.docs
          .flatMap((d) => {
            const item = parse(d.id, d.data());
            return item ? [item] : [];
          })
          .sort((a, b) => sortKey(a).localeCompare(sortKey(b))),
      ),
    onError,
  );
}

function parseOrganisation(id: string, data: unknown): Organisation | null {
  const parsed = organisationSchema.safeParse({ ID: id, ...(data as object) });
  return parsed.success ? parsed.data : null;
}

/** Every organisation of an agency workspace, live, by name. */
export function watchAgencyOrganisations(
  region: Region,
  ownerID: string,
  onChange: (organisations: Organisation[]) => void,
  onError: (error: Error) => void,
): () => void {
  return watchOwned(region, 'orgs', ownerID, parseOrganisation, (o) => o.name, onChange, onError);
}

/** Every client of an agency workspace, live, by name. */
export function watchAgencyClients(
  region: Region,
  ownerID: string,
  onChange: (clients: Client[]) => void,
  onError: (error: Error) => void,
): () => void {
  return watchOwned(
    region,
    'clients',
    ownerID,
    parseClient,
    (c) => c.name ?? c.email,
    onChange,
    onError,
  );
}
