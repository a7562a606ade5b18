import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { clientExistsMessage, clientSchema, type Client } from '@vg/common';
import { HttpError } from '../http/HttpError';

/**
 * Credentials of a client (password digest, login code) live apart from
 * `clients/{id}`, which the client and its agency can read, in
 * `clientSecrets/{id}`, which no browser can read or write.
 */
export const clientSecretsPath = (clientId: string) => `clientSecrets/${clientId}`;

/** What a client record shows to the agency and to webhooks: never credentials. */
export function publicClient(client: Record<string, unknown>): Record<string, unknown> {
  const { dashboardPassword: _password, magicCode: _code, ...rest } = client;
  return rest;
}

/** The client with this e-mail in the region, if any. */
export async function findClientByEmail(
  db: Firestore,
  email: string,
  tx?: Transaction,
): Promise<Client | null> {
  const query = db.collection('clients').where('email', '==', email.trim().toLowerCase()).limit(1);
  const snapshot = tx ? await tx.get(query) : await query.get();
  const doc = snapshot.docs[0];
  if (!doc) return null;
  const parsed = clientSchema.safeParse({ ID: doc.id, ...doc.data() });
  return parsed.success ? parsed.data : null;
}

/** 'Client already exists to org: {org}' when another client has the e-mail. */
export async function refuseTakenEmail(
  db: Firestore,
  tx: Transaction,
  email: string,
  exceptClientId?: string,
): Promise<void> {
  const existing = await findClientByEmail(db, email, tx);
  if (!existing || existing.ID === exceptClientId) return;
  const orgSnap = existing.orgId ? await tx.get(db.doc(`orgs/${existing.orgId}`)) : null;
  const orgName = (orgSnap?.get('name') as string | undefined) ?? existing.orgId ?? 'another org';
  throw new HttpError(409, clientExistsMessage(orgName), { code: 'client-exists' });
}
