import { describe, expect, it } from 'vitest';
import { Double, request, rulesWith } from './testKit';
import { and, or, query, where } from './testQuery';

const rules = rulesWith(`
    match /scores/{id} {
      allow list: if resource.data.score > 10;
    }
    match /prices/{id} {
      allow list: if resource.data.price < 200 && resource.data.price <= 100;
    }
    match /adults/{id} {
      allow list: if resource.data.age >= 18 && resource.data.age < 65;
    }
    match /shown/{id} {
      allow list: if resource.data.state != 'draft';
    }
    match /open/{id} {
      allow list: if !(resource.data.state in ['draft', 'archived']);
    }
    match /typed/{id} {
      allow list: if resource.data.score is number && !(resource.data.score < 0);
    }
    match /ints/{id} {
      allow list: if resource.data.score is int;
    }
    match /extremes/{id} {
      allow list: if resource.data.score > 10 || resource.data.score < -10;
    }
    match /recent/{id} {
      allow list: if resource.data.at >= timestamp.date(2020, 1, 1);
    }
    match /names/{id} {
      allow list: if resource.data.meta.name >= 'b' && resource.data.meta.name < 'c';
    }
    match /mine/{id} {
      allow list: if resource.data.owner == request.auth.uid;
    }`);

const list = (collection: string, filter?: ReturnType<typeof where>) =>
  rules.authorize(
    request('list', collection, {
      uid: 'alice',
      query: query(collection, filter ? { where: filter } : {}),
    }),
  ).allowed;

describe('list queries with range filters', () => {
  it('allows a range filter that proves the rule, strictness included', () => {
    expect(list('scores', where('score', '>', 10))).toBe(true);
    expect(list('scores', where('score', '>=', 11))).toBe(true);
    expect(list('scores', where('score', '>=', 10))).toBe(false);
    expect(list('scores', where('score', '>', 5))).toBe(false);
    expect(list('scores', where('score', '<', 100))).toBe(false);
    expect(list('scores')).toBe(false);
  });

  it('compares int and float bounds by value', () => {
    expect(list('scores', where('score', '>', new Double(10)))).toBe(true);
    expect(list('scores', where('score', '>=', 10.5))).toBe(true);
    expect(list('scores', where('score', '>', 9.99))).toBe(false);
  });

  it('proves looser upper bounds but not tighter ones', () => {
    expect(list('prices', where('price', '<=', 100))).toBe(true);
    expect(list('prices', where('price', '<', 50))).toBe(true);
    expect(list('prices', where('price', '<=', 150))).toBe(false);
    expect(list('prices', where('price', '<', new Double(100.5)))).toBe(false);
  });

  it('uses both bounds on one field', () => {
    expect(list('adults', and(where('age', '>=', 18), where('age', '<', 65)))).toBe(true);
    expect(list('adults', and(where('age', '>', 20), where('age', '<=', 30)))).toBe(true);
    expect(list('adults', where('age', '>=', 18))).toBe(false);
    expect(list('adults', and(where('age', '>=', 18), where('age', '<=', 65)))).toBe(false);
  });

  it('allows contradictory bounds vacuously: the query returns nothing', () => {
    expect(list('mine', and(where('x', '>', 10), where('x', '<', 5)))).toBe(true);
    expect(list('mine', and(where('x', '>=', 5), where('x', '<', 5)))).toBe(true);
    expect(list('mine', and(where('x', '>', 1), where('x', '<', 'a')))).toBe(true);
    expect(list('mine', and(where('x', '>=', 5), where('x', '<=', 5)))).toBe(false);
  });

  it('requires every OR branch to be bounded like the rule', () => {
    expect(list('extremes', or(where('score', '>', 10), where('score', '<', -10)))).toBe(true);
    expect(list('extremes', or(where('score', '>', 10), where('score', '<', 0)))).toBe(false);
  });

  it('knows the type class a range filter fixes', () => {
    expect(list('typed', where('score', '>=', 0))).toBe(true);
    expect(list('typed', where('score', '>', 'a'))).toBe(false);
    expect(list('typed', where('score', '>', -1))).toBe(false);
    expect(list('ints', where('score', '>', 1))).toBe(false);
  });

  it('orders timestamps and strings, also in nested fields', () => {
    expect(list('recent', where('at', '>', new Date('2021-06-01T00:00:00Z')))).toBe(true);
    expect(list('recent', where('at', '>', new Date('2019-06-01T00:00:00Z')))).toBe(false);
    expect(list('names', and(where('meta.name', '>=', 'b'), where('meta.name', '<', 'c')))).toBe(
      true,
    );
    expect(list('names', where('meta.name', '>=', 'b'))).toBe(false);
  });
});

describe('list queries with != and not-in filters', () => {
  it('proves != for the excluded value only', () => {
    expect(list('shown', where('state', '!=', 'draft'))).toBe(true);
    expect(list('shown', where('state', 'not-in', ['draft', 'archived']))).toBe(true);
    expect(list('shown', where('state', '!=', 'archived'))).toBe(false);
    expect(list('shown', where('state', '==', 'live'))).toBe(true);
    expect(list('shown', where('state', 'in', ['live', 'draft']))).toBe(false);
  });

  it('proves a negated in when every listed value is excluded', () => {
    expect(list('open', where('state', 'not-in', ['archived', 'draft']))).toBe(true);
    expect(list('open', where('state', 'not-in', ['draft']))).toBe(false);
    expect(list('open', and(where('state', '!=', 'draft'), where('state', '>', 'b')))).toBe(true);
    expect(list('open', where('state', '>', 'b'))).toBe(false);
  });

  it('does not let != stand in for an equality the rule needs', () => {
    expect(list('mine', where('owner', '!=', 'bob'))).toBe(false);
    expect(list('mine', and(where('owner', '==', 'alice'), where('owner', '!=', 'bob')))).toBe(
      true,
    );
    expect(list('mine', and(where('owner', '==', 'bob'), where('owner', '!=', 'bob')))).toBe(true);
  });
});
