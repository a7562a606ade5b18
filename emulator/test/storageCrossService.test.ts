/**
 * Cross-service rules: storage.rules reading Firestore with firestore.get()
 * and firestore.exists(). The documents are written through firebase-admin
 * into a running emulator and read back from its engine, as a storage
 * gateway hands them to the rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorageAuthorizeRequest } from '../src/rules/storage/api';
import { storageRequest, storageRulesWith } from '../src/rules/storage/storageTestKit';
import { startAdminHarness, type AdminHarness } from './support/adminClient';

const PROJECT = 'demo-cross-service';
let h: AdminHarness;

beforeAll(async () => {
  h = await startAdminHarness(PROJECT);
  await h
    .db()
    .doc('agents/a1')
    .set({ ownerId: 'olivia', plan: 'pro', uploads: { max: 3 } });
  await h
    .db()
    .doc('agents/a2')
    .set({ ownerId: 'sam', plan: 'free', uploads: { max: 1 } });
});
afterAll(async () => {
  await h.close();
});

/** The project's (default) database as a storage gateway would read it. */
const firestore: StorageAuthorizeRequest['firestore'] = {
  getDocument: (path) =>
    h.emulator.engine.storedDocument(`projects/${PROJECT}/databases/(default)`, path),
};

const ruleset = storageRulesWith(`    match /agents/{agentId}/{file} {
      allow read: if firestore.get(/databases/(default)/documents/agents/$(agentId)).data.ownerId
        == request.auth.uid;
      allow create: if firestore.exists(/databases/(default)/documents/agents/$(agentId))
        && firestore.get(/databases/(default)/documents/agents/$(agentId)).data.plan == 'pro';
    }`);

describe('storage rules reading Firestore', () => {
  it('allows the owner and denies a stranger by a field of the agent document', () => {
    expect(
      ruleset.authorize({
        ...storageRequest('get', 'agents/a1/logo.png', { uid: 'olivia' }),
        firestore,
      }).allowed,
    ).toBe(true);
    expect(
      ruleset.authorize({
        ...storageRequest('get', 'agents/a1/logo.png', { uid: 'sam' }),
        firestore,
      }).allowed,
    ).toBe(false);
  });

  it('checks existence and plan before an upload; a missing agent denies', () => {
    const upload = { size: 10, contentType: 'image/png' };
    const create = (agent: string) =>
      ruleset.authorize({
        ...storageRequest('create', `agents/${agent}/x.png`, { uid: 'olivia', upload }),
        firestore,
      });
    expect(create('a1').allowed).toBe(true);
    expect(create('a2').allowed).toBe(false);
    expect(create('ghost').allowed).toBe(false);
  });

  it('denies with a clear message when no Firestore database is connected', () => {
    const result = ruleset.authorize(
      storageRequest('get', 'agents/a1/logo.png', { uid: 'olivia' }),
    );
    expect(result).toEqual({
      allowed: false,
      message: expect.stringContaining('no Firestore database is connected'),
    });
  });

  it('reads only the (default) database', () => {
    const other = storageRulesWith(`    match /x/{file} {
      allow read: if firestore.exists(/databases/voiceglow-eu/documents/agents/a1);
    }`);
    expect(
      other.authorize({ ...storageRequest('get', 'x/y', { uid: 'olivia' }), firestore }).allowed,
    ).toBe(false);
  });
});
