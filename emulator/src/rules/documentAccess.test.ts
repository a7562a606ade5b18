import { describe, expect, it } from 'vitest';
import { request, rulesWith } from './testKit';

const ruleset = rulesWith(`
    function userDoc() {
      return /databases/$(database)/documents/users/$(request.auth.uid);
    }
    match /projects/{projectId} {
      allow get: if get(userDoc()).data.role == 'admin';
      allow update: if exists(/databases/$(database)/documents/projects/$(projectId)/members/$(request.auth.uid));
      allow create: if getAfter(/databases/$(database)/documents/counters/$(projectId)).data.count == 1;
      allow delete: if !existsAfter(/databases/$(database)/documents/projects/$(projectId)/members/$(request.auth.uid));
    }
    match /many/{n} {
      allow get: if exists(/databases/$(database)/documents/d/$(n))
        && exists(/databases/$(database)/documents/d/1) && exists(/databases/$(database)/documents/d/2)
        && exists(/databases/$(database)/documents/d/3) && exists(/databases/$(database)/documents/d/4)
        && exists(/databases/$(database)/documents/d/5) && exists(/databases/$(database)/documents/d/6)
        && exists(/databases/$(database)/documents/d/7) && exists(/databases/$(database)/documents/d/8)
        && exists(/databases/$(database)/documents/d/9) && exists(/databases/$(database)/documents/d/1)
        && exists(/databases/$(database)/documents/d/0);
    }
    match /mirror/{rest=**} {
      allow get: if exists(/databases/$(database)/documents/$(rest));
      allow update: if exists(/databases/$(database)/documents/$('users/' + request.auth.uid));
    }
    match /other/{id} {
      allow get: if exists(/databases/otherdb/documents/users/alice);
      allow list: if exists(/databases/$(database)/documents/users);
    }`);

const store = {
  'users/alice': { role: 'admin' },
  'users/bob': { role: 'member' },
  'projects/p1/members/alice': {},
  'counters/p1': { count: 0 },
};

describe('get()', () => {
  it('reads another document', () => {
    expect(ruleset.authorize(request('get', 'projects/p1', { uid: 'alice', store })).allowed).toBe(
      true,
    );
    expect(ruleset.authorize(request('get', 'projects/p1', { uid: 'bob', store })).allowed).toBe(
      false,
    );
  });

  it('fails when the document does not exist', () => {
    const result = ruleset.authorize(request('get', 'projects/p1', { uid: 'carol', store }));
    expect(result.allowed).toBe(false);
    expect(result.message).toMatch(/^Service call error\. Function: \[get\].* for 'get' @ L9$/);
  });
});

describe('exists()', () => {
  it('is true for a stored document and false otherwise', () => {
    const update = (uid: string) =>
      ruleset.authorize(request('update', 'projects/p1', { uid, store, data: {}, newData: {} }))
        .allowed;
    expect(update('alice')).toBe(true);
    expect(update('bob')).toBe(false);
  });
});

describe('getAfter() and existsAfter()', () => {
  it('see the state after the whole batch', () => {
    const create = (after: Record<string, object | null>) =>
      ruleset.authorize(
        request('create', 'projects/p1', { uid: 'alice', store, after, newData: {} }),
      ).allowed;
    expect(create({ 'counters/p1': { count: 1 } })).toBe(true);
    expect(create({})).toBe(false);
  });

  it('existsAfter sees deletions in the same batch', () => {
    const remove = (after: Record<string, object | null>) =>
      ruleset.authorize(request('delete', 'projects/p1', { uid: 'alice', store, after, data: {} }))
        .allowed;
    expect(remove({ 'projects/p1/members/alice': null })).toBe(true);
    expect(remove({})).toBe(false);
  });
});

describe('document access limits', () => {
  const docs = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`d/${i}`, {}]));

  it('allows 10 distinct documents, counting repeats once', () => {
    expect(ruleset.authorize(request('get', 'many/0', { store: docs })).allowed).toBe(true);
    expect(ruleset.authorize(request('get', 'many/1', { store: docs })).allowed).toBe(true);
  });

  it('fails on the 11th distinct document', () => {
    const result = ruleset.authorize(request('get', 'many/10', { store: docs }));
    expect(result.allowed).toBe(false);
    expect(result.message).toContain('Exceeded maximum of 10 document access calls');
  });

  it('refuses other databases and collection paths', () => {
    expect(ruleset.authorize(request('get', 'other/x', { store })).message).toContain(
      'only documents of this database',
    );
    expect(ruleset.authorize(request('list', 'other', { store, query: {} })).message).toContain(
      'is not a document path',
    );
  });
});

describe('path interpolation', () => {
  it('splices a bound path and splits strings with slashes into segments', () => {
    expect(ruleset.authorize(request('get', 'mirror/users/alice', { store })).allowed).toBe(true);
    expect(ruleset.authorize(request('get', 'mirror/users/zoe', { store })).allowed).toBe(false);
    const update = (uid: string) =>
      ruleset.authorize(request('update', 'mirror/x/y', { uid, store, data: {}, newData: {} }))
        .allowed;
    expect(update('bob')).toBe(true);
    expect(update('zoe')).toBe(false);
  });
});
