import { describe, expect, it } from 'vitest';
import { Double, Ref, evalCondition, request, rulesWith } from './testKit';

describe('request.auth', () => {
  it('exposes uid and token claims', () => {
    const token = { email: 'a@b.io', email_verified: true, role: 'admin', level: 3 };
    const check = (condition: string, uid?: string) =>
      evalCondition(condition, uid === undefined ? {} : { uid, token }).allowed;
    expect(check(`request.auth.uid == 'alice'`, 'alice')).toBe(true);
    expect(
      check(`request.auth.token.email == 'a@b.io' && request.auth.token.email_verified`, 'alice'),
    ).toBe(true);
    expect(
      check(`request.auth.token.level == 3 && request.auth.token.sub == 'alice'`, 'alice'),
    ).toBe(true);
    expect(check(`request.auth.token.role == 'user'`, 'alice')).toBe(false);
    expect(check(`request.auth == null`)).toBe(true);
    expect(check(`request.auth != null`)).toBe(false);
  });

  it('reading claims of an unauthenticated request is a Null value error', () => {
    expect(evalCondition(`request.auth.uid == 'a'`).message).toBe(
      "Null value error. for 'get' @ L6",
    );
  });

  it('a claim the token lacks is undefined', () => {
    expect(evalCondition(`request.auth.token.admin == true`, { uid: 'u' }).message).toBe(
      "Property admin is undefined on object. for 'get' @ L6",
    );
  });
});

describe('request fields', () => {
  it('method, path and time', () => {
    expect(evalCondition(`request.method == 'get'`).allowed).toBe(true);
    expect(evalCondition(`request.path == /databases/(default)/documents/things/one`).allowed).toBe(
      true,
    );
    expect(
      evalCondition(`request.path == /databases/$(database)/documents/things/$(thing)`).allowed,
    ).toBe(true);
    expect(evalCondition(`request.time == timestamp.value(1700000000000)`).allowed).toBe(true);
    expect(evalCondition(`request.method == 'list'`).allowed).toBe(false);
  });

  it('request.resource holds the document after a create or update', () => {
    const ruleset = rulesWith(`
      match /posts/{postId} {
        allow create: if request.resource.data.title is string && request.resource.id == postId
          && request.resource.__name__ == /databases/$(database)/documents/posts/$(postId);
        allow update: if request.resource.data.title != resource.data.title;
        allow delete: if request.resource == null && resource.data.title == 'old';
      }`);
    const create = (title: unknown) =>
      ruleset.authorize(request('create', 'posts/p1', { newData: { title } })).allowed;
    expect(create('hello')).toBe(true);
    expect(create(42)).toBe(false);
    const update = (title: string) =>
      ruleset.authorize(
        request('update', 'posts/p1', { data: { title: 'old' }, newData: { title } }),
      ).allowed;
    expect(update('new')).toBe(true);
    expect(update('old')).toBe(false);
    expect(
      ruleset.authorize(request('delete', 'posts/p1', { data: { title: 'old' } })).allowed,
    ).toBe(true);
    expect(ruleset.authorize(request('delete', 'posts/p1', { data: { title: 'x' } })).allowed).toBe(
      false,
    );
  });
});

describe('resource', () => {
  const data = {
    title: 'T',
    count: 3,
    ratio: new Double(2),
    tags: ['a', 'b'],
    nested: { deep: { value: true } },
    owner: new Ref('users/alice'),
    nothing: null,
  };

  it('exposes data, id and __name__ of the stored document', () => {
    const check = (condition: string) => evalCondition(condition, { data }).allowed;
    expect(
      check(`resource.data.title == 'T' && resource.data.count == 3 && resource.data.ratio == 2.0`),
    ).toBe(true);
    expect(check(`resource.data.ratio is float && resource.data.count is int`)).toBe(true);
    expect(check(`resource.data.tags[1] == 'b' && resource.data.nested.deep.value`)).toBe(true);
    expect(check(`resource.data.owner == /databases/(default)/documents/users/alice`)).toBe(true);
    expect(check(`resource.data.nothing == null && resource.id == 'one'`)).toBe(true);
    expect(check(`resource.__name__ == /databases/(default)/documents/things/one`)).toBe(true);
    expect(check(`resource.data.count == 4`)).toBe(false);
  });

  it('a missing field is an error naming it', () => {
    expect(evalCondition(`resource.data.missing == 1`, { data }).message).toBe(
      "Property missing is undefined on object. for 'get' @ L6",
    );
    expect(evalCondition(`resource.data.nested.deep.other`, { data }).message).toBe(
      "Property other is undefined on object. for 'get' @ L6",
    );
  });

  it('a missing document is null', () => {
    expect(evalCondition(`resource == null`).allowed).toBe(true);
    expect(evalCondition(`resource.data.title == 'T'`).message).toBe(
      "Null value error. for 'get' @ L6",
    );
  });

  it('a member of null inside the data is a Null value error', () => {
    expect(evalCondition(`resource.data.nothing.x == 1`, { data }).message).toBe(
      "Null value error. for 'get' @ L6",
    );
  });
});
