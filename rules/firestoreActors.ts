import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, writeBatch, type Firestore } from 'firebase/firestore';
import { startTestEmulator } from './startTestEmulator';

/**
 * The people of the Firestore rules tests:
 * - agencyOwner (olivia) owns the workspace `olivia`, agent a1, agency ag1,
 *   organisation o1 and the client record of chloe;
 * - member (mia) is listed in olivia's workspaceEmails;
 * - client (chloe) is olivia's client, assigned to a1;
 * - otherOwner (sam) owns the workspace `sam` and agent b1;
 * - stranger (nina) is signed in with an e-mail and owns nothing;
 * - visitor (v1) is an anonymous widget visitor chatting with a1;
 * - impostor (ivan) signed up with mia's address and never verified it;
 * - nobody is signed out.
 */
export const PEOPLE = {
  agencyOwner: { uid: 'olivia', email: 'olivia@test.dev' },
  member: { uid: 'mia', email: 'mia@test.dev' },
  client: { uid: 'chloe', email: 'chloe@test.dev' },
  otherOwner: { uid: 'sam', email: 'sam@test.dev' },
  stranger: { uid: 'nina', email: 'nina@test.dev' },
} as const;
export type Person = keyof typeof PEOPLE;

/** The agents' default token allowance (spec: 1,000,000). */
export const DEFAULT_ALLOWANCE = 1_000_000;

/**
 * Starts an emulator with the project's firestore.rules for the test file,
 * seeds the actors' documents before each test (then `more`, the file's own
 * documents), and answers a Firestore for each actor.
 */
export function useFirestoreActors(more?: (db: Firestore) => Promise<void>) {
  let env: RulesTestEnvironment | undefined;
  let emulator: Awaited<ReturnType<typeof startTestEmulator>> | undefined;
  const ready = () => {
    if (!env) throw new Error('The rules environment starts in beforeAll.');
    return env;
  };

  beforeAll(async () => {
    emulator = await startTestEmulator();
    env = await initializeTestEnvironment({
      projectId: 'demo-rules',
      firestore: {
        host: '127.0.0.1',
        port: emulator.port,
        rules: readFileSync(resolve(import.meta.dirname, '../firestore.rules'), 'utf8'),
      },
    });
  });
  afterAll(async () => {
    await env?.cleanup();
    await emulator?.close();
  });
  beforeEach(async () => {
    await ready().clearFirestore();
    await admin(seed);
    if (more) await admin(more);
  });

  /** Writes as the functions do (rules off). */
  async function admin(work: (db: Firestore) => Promise<unknown>): Promise<void> {
    await ready().withSecurityRulesDisabled(async (ctx) => {
      await work(ctx.firestore() as unknown as Firestore);
    });
  }

  return {
    as: (person: Person) => {
      const { uid, email } = PEOPLE[person];
      return ready()
        .authenticatedContext(uid, { email, email_verified: true })
        .firestore() as unknown as Firestore;
    },
    /** A person whose token carries extra claims (as a function's custom token does). */
    withClaims: (person: Person, claims: Record<string, unknown>) => {
      const { uid, email } = PEOPLE[person];
      return ready()
        .authenticatedContext(uid, { email, email_verified: true, ...claims })
        .firestore() as unknown as Firestore;
    },
    visitor: (uid = 'v1') =>
      ready()
        .authenticatedContext(uid, { firebase: { sign_in_provider: 'anonymous' } })
        .firestore() as unknown as Firestore,
    impostor: () =>
      ready()
        .authenticatedContext('ivan', { email: PEOPLE.member.email, email_verified: false })
        .firestore() as unknown as Firestore,
    nobody: () => ready().unauthenticatedContext().firestore() as unknown as Firestore,
    admin,
  };
}

async function seed(db: Firestore): Promise<void> {
  const { agencyOwner, member, client, otherOwner } = PEOPLE;
  const writes: Record<string, Record<string, unknown>> = {
    'users/olivia': {
      uid: 'olivia',
      email: agencyOwner.email,
      workspaceEmails: [agencyOwner.email, member.email],
      loadTokens: 1000,
      freeLTsTS: 1_700_000_000,
    },
    'users/sam': {
      uid: 'sam',
      email: otherOwner.email,
      workspaceEmails: [otherOwner.email],
      loadTokens: 1000,
    },
    'voiceglow/a1': { ID: 'a1', ownerID: 'olivia', title: 'Acme', tokensUsage: 5 },
    'voiceglow/a1/private/secrets': { SECRET_API_KEY: 'vg_abcdefghijklmnopqrst' },
    'voiceglow/a1/kb/k1': { ID: 'k1', name: 'Shipping', content: 'Ships in 2 days' },
    'voiceglow/a1/kbIndex/progress': { state: 'indexing', done: 1, total: 3, updatedAt: 1 },
    'voiceglow/a1/kbChunks/k1#0.0': { docId: 'k1', text: 'Ships in 2 days' },
    'voiceglow/a1/backups/b1': { ts: 1 },
    'voiceglow/a1/convos/v1': { authUid: 'v1', turns: '[]' },
    'voiceglow/b1': { ID: 'b1', ownerID: 'sam', title: 'Sam’s shop', tokensUsage: 0 },
    'agentUsage/a1': { ownerID: 'olivia', tokensUsage: 5 },
    'clients/chloe': { ID: 'chloe', ownerID: 'olivia', widgetIDs: ['a1'], email: client.email },
    'orgs/o1': { ID: 'o1', ownerID: 'olivia', orgUsers: ['chloe'], loadTokens: 200 },
    'agencies/ag1': { ID: 'ag1', userId: 'olivia', name: 'Northwind' },
    'notifications/n1': { ownerID: 'olivia', title: 'Hi', seen: false },
    'notifications2/n2': { ownerID: 'olivia', title: 'Handoff', seen: false },
    'notifications2/n3': {
      ownerID: 'olivia',
      title: 'Chat request',
      seen: false,
      notifyOnly: ['chloe'],
    },
    'telegramBots/t1': { ownerID: 'olivia', botName: 'acme', agentId: 'a1' },
    'telegramBots/t1/private/secrets': { botToken: '1:secret', secretToken: 's' },
    'telegramBots/t1/updates/7': { receivedAt: 1 },
    'waNumbers/p1': { ownerID: 'olivia', agentId: 'a1', phoneId: 'p1', wabaId: 'w1' },
    'waNumbers/p1/private/secrets': { accessToken: 'EAAG-secret' },
    'waNumbers/p1/deliveries/d1': { receivedAt: 1 },
    'metaPages/pg1': { ownerID: 'olivia', agentId: 'a1', pageId: 'pg1', igPageId: 'ig1' },
    'metaPages/pg1/private/secrets': { accessToken: 'EAAP-secret' },
    'metaPages/pg1/deliveries/d1': { receivedAt: 1 },
    'metaLogins/olivia': { accessToken: 'EAAG-login' },
    'discordChannels/dc1': { ID: 'dc1', ownerID: 'olivia', agentID: 'a1', channelId: 'dc1' },
    'discordChannels/dc1/interactions/i1': { receivedAt: 1 },
    'tools/tool1': { ownerID: 'olivia', name: 'Weather' },
    'tools/tool1/private/secret': { serverUrlSecret: 'weather-secret' },
    'creditGrants/uid-x': { region: 'eu', state: 'granted' },
  };
  // One commit, not a round trip per document: it runs before every test.
  const batch = writeBatch(db);
  for (const [path, data] of Object.entries(writes)) batch.set(doc(db, path), data);
  await batch.commit();
}
