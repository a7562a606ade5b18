import { describe, expect, it } from 'vitest';
import { compile, request, rulesWith } from './testKit';

describe('match blocks', () => {
  const ruleset = rulesWith(`
    match /users/{userId} {
      allow get: if userId == 'alice';
      match /posts/{postId} {
        allow get: if userId == 'alice' && postId == 'p1';
      }
    }
    match /literal/fixed {
      allow get;
    }`);
  const get = (path: string) => ruleset.authorize(request('get', path)).allowed;

  it('binds single-segment wildcards as strings', () => {
    expect(get('users/alice')).toBe(true);
    expect(get('users/bob')).toBe(false);
  });

  it('nests paths: a block applies only to the full path it spells', () => {
    expect(get('users/alice/posts/p1')).toBe(true);
    expect(get('users/alice/posts/p2')).toBe(false);
    expect(get('users/bob/posts/p1')).toBe(false);
  });

  it('matches literal segments exactly', () => {
    expect(get('literal/fixed')).toBe(true);
    expect(get('literal/other')).toBe(false);
  });

  it('denies paths no block matches, naming the service line', () => {
    expect(ruleset.authorize(request('get', 'unknown/doc'))).toEqual({
      allowed: false,
      message: "false for 'get' @ L2",
    });
  });
});

describe('recursive wildcards', () => {
  it('match zero or more segments in rules_version 2 and bind a path', () => {
    const ruleset = rulesWith(`
      match /users/{userId}/{rest=**} {
        allow get: if rest == /profile/main || rest == path('') ;
      }`);
    expect(ruleset.authorize(request('get', 'users/u1/profile/main')).allowed).toBe(true);
    expect(ruleset.authorize(request('get', 'users/u1/other/doc')).allowed).toBe(false);
    // Zero segments: the block also covers users/u1 itself.
    expect(ruleset.authorize(request('get', 'users/u1')).allowed).toBe(true);
  });

  it('match one or more segments in rules_version 1', () => {
    const ruleset = compile(`
service cloud.firestore {
  match /databases/{database}/documents {
    match /users/{userId}/{rest=**} {
      allow get;
    }
  }
}`);
    expect(ruleset.authorize(request('get', 'users/u1/a/b')).allowed).toBe(true);
    expect(ruleset.authorize(request('get', 'users/u1')).allowed).toBe(false);
  });

  it('may appear in the middle of a path (rules_version 2)', () => {
    const ruleset = rulesWith(`
      match /{path=**}/comments/{commentId} {
        allow get: if commentId == 'c1';
      }`);
    expect(ruleset.authorize(request('get', 'posts/p1/comments/c1')).allowed).toBe(true);
    expect(ruleset.authorize(request('get', 'comments/c1')).allowed).toBe(true);
    expect(ruleset.authorize(request('get', 'posts/p1/comments/c2')).allowed).toBe(false);
    expect(ruleset.authorize(request('get', 'posts/p1/replies/c1')).allowed).toBe(false);
  });

  it('binds the database wildcard', () => {
    const ruleset = rulesWith(`match /things/{id} { allow get: if database == 'voiceglow-eu'; }`);
    expect(
      ruleset.authorize(request('get', 'things/a', { database: 'voiceglow-eu' })).allowed,
    ).toBe(true);
    expect(ruleset.authorize(request('get', 'things/a')).allowed).toBe(false);
  });
});

describe('allow methods', () => {
  const ruleset = rulesWith(`
    match /r/{id} { allow read; }
    match /w/{id} { allow write; }
    match /each/{id} {
      allow get: if id == 'get';
      allow list: if true;
      allow create: if id == 'create';
      allow update: if id == 'update';
      allow delete: if id == 'delete';
    }
    match /multi/{id} { allow create, delete: if true; }`);
  const can = (method: 'get' | 'list' | 'create' | 'update' | 'delete', path: string) =>
    ruleset.authorize(request(method, path)).allowed;

  it('read covers get and list, and nothing else', () => {
    expect(can('get', 'r/1') && can('list', 'r')).toBe(true);
    expect(can('create', 'r/1') || can('update', 'r/1') || can('delete', 'r/1')).toBe(false);
  });

  it('write covers create, update and delete, and nothing else', () => {
    expect(can('create', 'w/1') && can('update', 'w/1') && can('delete', 'w/1')).toBe(true);
    expect(can('get', 'w/1') || can('list', 'w')).toBe(false);
  });

  it('granular methods apply only to themselves', () => {
    expect(can('get', 'each/get') && can('create', 'each/create')).toBe(true);
    expect(can('update', 'each/update') && can('delete', 'each/delete')).toBe(true);
    expect(can('get', 'each/create') || can('update', 'each/delete')).toBe(false);
  });

  it('lists several methods in one allow', () => {
    expect(can('create', 'multi/x') && can('delete', 'multi/x')).toBe(true);
    expect(can('update', 'multi/x')).toBe(false);
  });
});

describe('several matching allows', () => {
  const ruleset = rulesWith(`
    match /docs/{id} {
      allow read: if id == 'a';
      allow get: if id == 'b';
    }
    match /{document=**} {
      allow get: if document == /docs/c;
    }`);

  it('allows when any allow of any matching block is true', () => {
    for (const id of ['a', 'b', 'c']) {
      expect(ruleset.authorize(request('get', `docs/${id}`)).allowed).toBe(true);
    }
  });

  it('reports every allow that was tried, in source order', () => {
    expect(ruleset.authorize(request('get', 'docs/z'))).toEqual({
      allowed: false,
      message: "false for 'get' @ L6, false for 'get' @ L7, false for 'get' @ L10",
    });
  });
});
