import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import {
  REGIONS,
  UNKNOWN_EMAIL_MESSAGE,
  documentIdSchema,
  type Client,
  type Region,
} from '@vg/common';
import { adminAuth, dbFor } from '../firestore';
import { findClientByEmail } from './clientRecord';

export interface LoginClient {
  region: Region;
  db: Firestore;
  client: Client;
  agency: FirebaseFirestore.DocumentData | null;
}

/** A callable's input parsed with its shared schema, or invalid-argument with the first issue. */
export function parseCallable<Schema extends z.ZodType>(
  schema: Schema,
  data: unknown,
): z.infer<Schema> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  throw new HttpsError('invalid-argument', `${where}${issue?.message ?? 'Invalid request.'}`);
}

/**
 * The client signing in on an agency's login screen: found by e-mail in the
 * region (both regions when none is named). `agencyRef` is the agency's id,
 * custom domain or sub-domain; when it names an agency, only that agency's
 * clients sign in there. Unknown e-mails answer NOT_FOUND with the spec's
 * text, which the screen marks on the e-mail field.
 */
export async function findLoginClient(
  email: string,
  agencyRef: string | undefined,
  region: Region | undefined,
): Promise<LoginClient> {
  for (const candidate of region ? [region] : REGIONS) {
    const db = dbFor(candidate);
    const client = await findClientByEmail(db, email);
    if (!client) continue;
    const agency = agencyRef ? await findAgency(db, agencyRef) : null;
    if (agency && agency.userId !== client.ownerID) continue;
    return { region: candidate, db, client, agency };
  }
  throw new HttpsError('not-found', UNKNOWN_EMAIL_MESSAGE);
}

async function findAgency(db: Firestore, ref: string) {
  if (documentIdSchema.safeParse(ref).success) {
    const byId = await db.doc(`agencies/${ref}`).get();
    if (byId.exists) return byId.data() ?? null;
  }
  const host = ref.toLowerCase();
  for (const field of ['customDomain', 'VGsubDomain']) {
    const found = await db.collection('agencies').where(field, '==', host).limit(1).get();
    if (found.docs[0]) return found.docs[0].data();
  }
  return null;
}

/**
 * The custom token the browser signs in with, as the client's own uid. A
 * uid that owns a workspace is never signed in as a client, so a client
 * record cannot shadow a workspace user.
 */
export async function clientSignInToken(
  login: LoginClient,
  extraClaims: Record<string, unknown> = {},
): Promise<string> {
  const workspace = await login.db.doc(`users/${login.client.ID}`).get();
  if (workspace.exists) {
    throw new HttpsError(
      'failed-precondition',
      'This e-mail belongs to a workspace account: sign in with it on the workspace tab.',
    );
  }
  return adminAuth().createCustomToken(login.client.ID, {
    vgClient: true,
    region: login.region,
    ...extraClaims,
  });
}

export function signInAnswer(login: LoginClient, token: string) {
  return { data: { clientData: { email: login.client.email, token } } };
}
