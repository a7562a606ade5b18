import { describe, expect, it } from 'vitest';
import { Ref, request, rulesWith } from './testKit';
import { and, or, query, where } from './testQuery';

const stories = rulesWith(`
    match /stories/{storyId} {
      allow list: if resource.data.author == request.auth.uid;
    }
    match /public/{id} {
      allow read: if true;
    }
    match /published/{id} {
      allow list: if resource.data.published == true || resource.data.author == request.auth.uid;
    }
    match /limited/{id} {
      allow list: if request.query.limit <= 10;
    }
    match /ordered/{id} {
      allow list: if request.query.orderBy.keys().hasOnly(['createdAt']) && request.query.offset == 0;
    }
    match /tagged/{id} {
      allow list: if 'public' in resource.data.tags || resource.data.tags.hasAny(['open']);
    }
    match /states/{id} {
      allow list: if resource.data.state in ['draft', 'live'];
    }
    match /nested/{id} {
      allow list: if resource.data.meta.owner == request.auth.uid && resource.data.get(['meta', 'level'], 0) == 1;
    }
    match /byid/{id} {
      allow list: if id == request.auth.uid && resource.id == id;
    }`);

const list = (collection: string, parts: Parameters<typeof query>[1] = {}, uid = 'alice') =>
  stories.authorize(request('list', collection, { uid, query: query(collection, parts) }));

describe('list queries: rules are not filters', () => {
  it('allows a query whose equality filter proves the rule', () => {
    expect(list('stories', { where: where('author', '==', 'alice') }).allowed).toBe(true);
  });

  it('denies a query that could return other documents', () => {
    expect(list('stories')).toEqual({ allowed: false, message: "false for 'list' @ L6" });
    expect(list('stories', { where: where('author', '==', 'bob') }).allowed).toBe(false);
    expect(list('stories', { where: where('author', '!=', 'bob') }).allowed).toBe(false);
    expect(list('stories', { where: where('title', '==', 'x') }).allowed).toBe(false);
  });

  it('allows any query when the rule does not depend on the document', () => {
    expect(list('public').allowed).toBe(true);
    expect(list('public', { where: where('x', '>', 1) }).allowed).toBe(true);
  });

  it('combines filters with AND', () => {
    const filter = and(where('published', '==', false), where('author', '==', 'alice'));
    expect(list('published', { where: filter }).allowed).toBe(true);
    expect(list('published', { where: where('published', '==', true) }).allowed).toBe(true);
    expect(list('published', { where: where('published', '==', false) }).allowed).toBe(false);
  });

  it('requires every branch of an OR query to pass', () => {
    const both = or(where('published', '==', true), where('author', '==', 'alice'));
    expect(list('published', { where: both }).allowed).toBe(true);
    const leaky = or(where('published', '==', true), where('author', '==', 'bob'));
    expect(list('published', { where: leaky }).allowed).toBe(false);
  });

  it('treats `in` filters as one case per value', () => {
    expect(list('states', { where: where('state', 'in', ['draft', 'live']) }).allowed).toBe(true);
    expect(list('states', { where: where('state', 'in', ['draft', 'archived']) }).allowed).toBe(
      false,
    );
    expect(list('stories', { where: where('author', 'in', ['alice']) }).allowed).toBe(true);
    expect(list('stories', { where: where('author', 'in', ['alice', 'bob']) }).allowed).toBe(false);
  });

  it('uses array-contains and array-contains-any filters', () => {
    expect(list('tagged', { where: where('tags', 'array-contains', 'public') }).allowed).toBe(true);
    expect(
      list('tagged', { where: where('tags', 'array-contains-any', ['public', 'open']) }).allowed,
    ).toBe(true);
    expect(list('tagged', { where: where('tags', 'array-contains', 'secret') }).allowed).toBe(
      false,
    );
    expect(
      list('tagged', { where: where('tags', 'array-contains-any', ['public', 'x']) }).allowed,
    ).toBe(false);
  });

  it('knows nested fields fixed by dotted field paths', () => {
    const filter = and(where('meta.owner', '==', 'alice'), where('meta.level', '==', 1));
    expect(list('nested', { where: filter }).allowed).toBe(true);
    expect(list('nested', { where: where('meta.owner', '==', 'alice') }).allowed).toBe(false);
  });

  it('treats contradictory filters as returning nothing', () => {
    const never = and(where('author', '==', 'alice'), where('author', '==', 'bob'));
    expect(list('stories', { where: never }).allowed).toBe(true);
  });

  it('knows the document id only when __name__ is fixed', () => {
    const name = (id: string) => new Ref(`byid/${id}`);
    expect(list('byid', { where: where('__name__', '==', name('alice')) }).allowed).toBe(true);
    expect(list('byid', { where: where('__name__', '==', name('bob')) }).allowed).toBe(false);
    expect(list('byid').allowed).toBe(false);
  });
});

describe('list queries: request.query', () => {
  it('checks the limit', () => {
    expect(list('limited', { limit: 10 }).allowed).toBe(true);
    expect(list('limited', { limit: 5 }).allowed).toBe(true);
    expect(list('limited', { limit: 11 }).allowed).toBe(false);
    expect(list('limited')).toEqual({
      allowed: false,
      message: "Null value error. for 'list' @ L15",
    });
  });

  it('checks orderBy and offset', () => {
    expect(list('ordered', { orderBy: [['createdAt', 'desc']] }).allowed).toBe(true);
    expect(list('ordered').allowed).toBe(true);
    expect(list('ordered', { orderBy: [['title', 'asc']] }).allowed).toBe(false);
    expect(list('ordered', { offset: 5 }).allowed).toBe(false);
  });

  it('reads orderBy directions', () => {
    const ruleset = rulesWith(
      `match /x/{id} { allow list: if request.query.orderBy.createdAt == 'DESCENDING'; }`,
    );
    const run = (dir: 'asc' | 'desc') =>
      ruleset.authorize(
        request('list', 'x', { query: query('x', { orderBy: [['createdAt', dir]] }) }),
      ).allowed;
    expect(run('desc')).toBe(true);
    expect(run('asc')).toBe(false);
  });
});

describe('collection group queries', () => {
  const ruleset = rulesWith(`
    match /users/{userId}/posts/{postId} {
      allow read: if true;
    }
    match /{path=**}/comments/{commentId} {
      allow list: if resource.data.visible == true;
    }`);
  const group = (collection: string, filter?: ReturnType<typeof where>) =>
    ruleset.authorize(
      request('list', collection, {
        collectionGroup: true,
        query: {
          from: [{ collectionId: collection, allDescendants: true }],
          ...(filter ? { where: filter } : {}),
        },
      }),
    ).allowed;

  it('match only rules reachable through a recursive wildcard', () => {
    expect(group('comments', where('visible', '==', true))).toBe(true);
    expect(group('comments')).toBe(false);
    expect(group('posts')).toBe(false);
  });

  it('ordinary list queries still use the fixed path rules', () => {
    expect(
      ruleset.authorize(request('list', 'users/u1/posts', { query: query('posts') })).allowed,
    ).toBe(true);
    expect(
      ruleset.authorize(request('list', 'a/b/comments', { query: query('comments') })).allowed,
    ).toBe(false);
  });
});
