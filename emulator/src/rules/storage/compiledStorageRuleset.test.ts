import { describe, expect, it } from 'vitest';
import type { StorageMethod } from './api';
import { BUCKET, compileStorage, storageRequest, storageRulesWith } from './storageTestKit';

const ALL: StorageMethod[] = ['get', 'list', 'create', 'update', 'delete'];

/** The methods a single `allow <methods>;` grants on `things/{name}`. */
function granted(methods: string): StorageMethod[] {
  const ruleset = storageRulesWith(`    match /things/{name} { allow ${methods}; }`);
  const path = (method: StorageMethod) => (method === 'list' ? 'things/' : 'things/a.png');
  return ALL.filter((method) => ruleset.authorize(storageRequest(method, path(method))).allowed);
}

describe('methods', () => {
  it.each([
    ['read', ['get', 'list']],
    ['write', ['create', 'update', 'delete']],
    ['get', ['get']],
    ['list', ['list']],
    ['create, delete', ['create', 'delete']],
  ])('allow %s grants %j only', (methods, expected) => {
    expect(granted(methods)).toEqual(expected);
  });

  it('names the failing allow in a denial, or the service when nothing matches', () => {
    const ruleset = storageRulesWith('    match /things/{name} { allow get: if false; }');
    expect(ruleset.authorize(storageRequest('get', 'things/a.png'))).toEqual({
      allowed: false,
      message: "false for 'get' @ L4",
    });
    expect(ruleset.authorize(storageRequest('get', 'elsewhere/a.png'))).toEqual({
      allowed: false,
      message: "false for 'get' @ L2",
    });
  });

  it('refuses a request without an object name, except a list of the root', () => {
    const ruleset = storageRulesWith('    match /{all=**} { allow read, write; }');
    expect(ruleset.authorize(storageRequest('get', '')).allowed).toBe(false);
    expect(ruleset.authorize(storageRequest('delete', '/')).allowed).toBe(false);
    expect(ruleset.authorize(storageRequest('list', '')).allowed).toBe(true);
  });
});

describe('paths and wildcards', () => {
  it('binds {bucket} and a recursive wildcard to the object name as a path', () => {
    const ruleset = storageRulesWith(`    match /public/{rest=**} {
      allow get: if bucket == '${BUCKET}' && rest == /img/2024/a.png && rest[1] == '2024';
    }`);
    expect(ruleset.authorize(storageRequest('get', 'public/img/2024/a.png')).allowed).toBe(true);
    expect(ruleset.authorize(storageRequest('get', 'public/img/2023/a.png')).allowed).toBe(false);
    expect(
      ruleset.authorize(storageRequest('get', 'public/img/2024/a.png', { bucket: 'other' }))
        .allowed,
    ).toBe(false);
  });

  it('matches a single wildcard to exactly one segment', () => {
    const ruleset = storageRulesWith(
      '    match /users/{uid}/{file} { allow get: if uid == file; }',
    );
    expect(ruleset.authorize(storageRequest('get', 'users/a/a')).allowed).toBe(true);
    expect(ruleset.authorize(storageRequest('get', 'users/a/b')).allowed).toBe(false);
    expect(ruleset.authorize(storageRequest('get', 'users/a/x/a')).allowed).toBe(false);
  });

  it('matches a literal bucket only for that bucket', () => {
    const ruleset = compileStorage(`rules_version = '2';
service firebase.storage {
  match /b/${BUCKET}/o {
    match /{all=**} { allow get; }
  }
}`);
    expect(ruleset.authorize(storageRequest('get', 'a.png')).allowed).toBe(true);
    expect(ruleset.authorize(storageRequest('get', 'a.png', { bucket: 'b2' })).allowed).toBe(false);
  });

  it('in rules_version 1 a recursive wildcard takes at least one segment', () => {
    const ruleset = compileStorage(`service firebase.storage {
  match /b/{bucket}/o {
    match /users/{uid}/{rest=**} { allow get: if rest == /a.png; }
  }
}`);
    expect(ruleset.authorize(storageRequest('get', 'users/u1/a.png')).allowed).toBe(true);
    expect(ruleset.authorize(storageRequest('get', 'users/u1')).allowed).toBe(false);
  });
});

describe('list', () => {
  const ruleset = storageRulesWith(`    match /users/{uid}/{file} {
      allow list: if request.auth != null && request.auth.uid == uid;
    }
    match /named/{file} {
      allow list: if file == 'a.png';
    }`);

  it('covers the children of the prefix: the match one segment below applies', () => {
    const list = (prefix: string, uid?: string) =>
      ruleset.authorize(storageRequest('list', prefix, { uid })).allowed;
    expect(list('users/alice/', 'alice')).toBe(true);
    expect(list('users/alice', 'alice')).toBe(true);
    expect(list('users/alice/', 'bob')).toBe(false);
    expect(list('users/alice/')).toBe(false);
    expect(list('users/', 'alice')).toBe(false);
  });

  it('cannot rely on a child name: rules are not filters', () => {
    expect(ruleset.authorize(storageRequest('list', 'named/'))).toEqual({
      allowed: false,
      message: "false for 'list' @ L8",
    });
  });

  it('sees no resource and no request.resource, and sees the prefix as request.path', () => {
    const seen = storageRulesWith(`    match /{all=**} {
      allow list: if resource == null && request.resource == null
        && request.path == /b/$(bucket)/o/users/alice;
    }`);
    expect(seen.authorize(storageRequest('list', 'users/alice/')).allowed).toBe(true);
  });

  it('is refused outright under rules_version 1', () => {
    const v1 = compileStorage(`service firebase.storage {
  match /b/{bucket}/o {
    match /{all=**} { allow read; }
  }
}`);
    expect(v1.authorize(storageRequest('get', 'a.png')).allowed).toBe(true);
    expect(v1.authorize(storageRequest('list', ''))).toEqual({
      allowed: false,
      message: "List operations are only allowed for rules_version='2'.",
    });
  });
});
