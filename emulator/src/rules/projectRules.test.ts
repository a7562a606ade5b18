import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileRules } from './compileRules';
import { request, rulesWith } from './testKit';
import { query, where } from './testQuery';

// The style of the project's firestore.rules: workspace membership through
// get() on users/{id}, agent ownership through the agent document, public
// agent documents, and conversations visible to the visitor who owns them.
const ruleset = rulesWith(`
    function signedIn() { return request.auth != null; }
    function me() { return request.auth.uid; }
    function myEmail() { return request.auth.token.get('email', ''); }
    function doc(path) { return /databases/$(database)/documents/$(path); }
    function canUseWorkspace(workspaceId) {
      return signedIn()
        && (me() == workspaceId
          || (myEmail() != ''
            && exists(doc('users/' + workspaceId))
            && myEmail() in get(doc('users/' + workspaceId)).data.get('workspaceEmails', [])));
    }
    function ownsAgent(agentId) {
      return exists(doc('voiceglow/' + agentId))
        && canUseWorkspace(get(doc('voiceglow/' + agentId)).data.ownerID);
    }
    match /users/{userId} {
      allow read: if canUseWorkspace(userId);
      allow update: if canUseWorkspace(userId)
        && !request.resource.data.diff(resource.data).affectedKeys().hasAny(['loadTokens']);
    }
    match /voiceglow/{agentId} {
      allow read: if true;
      allow update: if canUseWorkspace(resource.data.ownerID)
        && request.resource.data.ownerID == resource.data.ownerID;
      match /convos/{userId} {
        allow read: if (signedIn() && resource.data.get('authUid', '') == me()) || ownsAgent(agentId);
      }
    }
    match /agencies/{agencyId} {
      allow read: if signedIn() && resource.data.userId == me();
    }`);

const store = {
  'users/olivia': {
    uid: 'olivia',
    workspaceEmails: ['olivia@test.dev', 'mia@test.dev'],
    loadTokens: 10,
  },
  'voiceglow/a1': { ownerID: 'olivia', title: 'Acme' },
  'voiceglow/a1/convos/v1': { authUid: 'v1' },
  'agencies/ag1': { userId: 'olivia' },
};
const olivia = { uid: 'olivia', token: { email: 'olivia@test.dev' }, store };
const mia = { uid: 'mia', token: { email: 'mia@test.dev' }, store };
const sam = { uid: 'sam', token: { email: 'sam@test.dev' }, store };
const visitor = { uid: 'v1', token: { firebase: { sign_in_provider: 'anonymous' } }, store };

describe('project rules style: workspaces', () => {
  it('lets the owner and members listed in the workspace read it', () => {
    const read = (who: object) =>
      ruleset.authorize(request('get', 'users/olivia', { ...who, data: store['users/olivia'] }))
        .allowed;
    expect(read(olivia)).toBe(true);
    expect(read(mia)).toBe(true);
    expect(read(sam)).toBe(false);
    expect(read(visitor)).toBe(false);
    expect(read({ store })).toBe(false);
  });

  it('lets members edit but never touch credits', () => {
    const data = store['users/olivia'];
    const update = (who: object, newData: object) =>
      ruleset.authorize(request('update', 'users/olivia', { ...who, data, newData })).allowed;
    expect(update(mia, { ...data, workspaceName: 'Renamed' })).toBe(true);
    expect(update(mia, { ...data, loadTokens: 5000 })).toBe(false);
    expect(update(sam, { ...data, workspaceName: 'Mine' })).toBe(false);
  });
});

describe('project rules style: agents and conversations', () => {
  it('lets anyone read the public agent document, even signed out', () => {
    expect(ruleset.authorize(request('get', 'voiceglow/a1', { store })).allowed).toBe(true);
    expect(
      ruleset.authorize(request('list', 'voiceglow', { store, query: query('voiceglow') })).allowed,
    ).toBe(true);
  });

  it('lets only the owning workspace edit an agent, keeping its owner', () => {
    const data = store['voiceglow/a1'];
    const update = (who: object, newData: object) =>
      ruleset.authorize(request('update', 'voiceglow/a1', { ...who, data, newData })).allowed;
    expect(update(mia, { ...data, title: 'New' })).toBe(true);
    expect(update(olivia, { ...data, ownerID: 'sam' })).toBe(false);
    expect(update(sam, { ...data, title: 'Hacked' })).toBe(false);
  });

  it('lets the visitor read their conversation and the owner list all of them', () => {
    const convo = store['voiceglow/a1/convos/v1'];
    const get = (who: object) =>
      ruleset.authorize(request('get', 'voiceglow/a1/convos/v1', { ...who, data: convo })).allowed;
    expect(get(visitor)).toBe(true);
    expect(get(olivia)).toBe(true);
    expect(get(sam)).toBe(false);
    const list = (who: object, filtered: boolean) =>
      ruleset.authorize(
        request('list', 'voiceglow/a1/convos', {
          ...who,
          query: query('convos', filtered ? { where: where('authUid', '==', 'v1') } : {}),
        }),
      ).allowed;
    expect(list(visitor, true)).toBe(true);
    expect(list(visitor, false)).toBe(false);
    expect(list(olivia, false)).toBe(true);
    expect(list(sam, false)).toBe(false);
  });

  it('lets an agency owner read and query their agency records', () => {
    const get = (who: object) =>
      ruleset.authorize(request('get', 'agencies/ag1', { ...who, data: store['agencies/ag1'] }))
        .allowed;
    expect(get(olivia)).toBe(true);
    expect(get(sam)).toBe(false);
    const list = (who: object, uid: string) =>
      ruleset.authorize(
        request('list', 'agencies', {
          ...who,
          query: query('agencies', { where: where('userId', '==', uid) }),
        }),
      ).allowed;
    expect(list(olivia, 'olivia')).toBe(true);
    expect(list(sam, 'olivia')).toBe(false);
  });
});

describe("the project's firestore.rules", () => {
  it('compiles without issues', () => {
    const file = fileURLToPath(new URL('../../../firestore.rules', import.meta.url));
    const result = compileRules([{ name: 'firestore.rules', content: readFileSync(file, 'utf8') }]);
    expect(result.issues).toEqual([]);
    expect(result.ruleset).not.toBeNull();
  });
});
