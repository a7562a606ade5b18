import { describe, expect, it } from 'vitest';
import { evalCondition, request, rulesWith } from '../testKit';

const allows = (condition: string, options = {}) => evalCondition(condition, options).allowed;
const reason = (condition: string, options = {}) => evalCondition(condition, options).message;

describe('map methods', () => {
  it('keys, values, size', () => {
    expect(allows(`{'a': 1, 'b': 2}.keys() == ['a', 'b'] && {'a': 1}.values() == [1]`)).toBe(true);
    expect(allows(`{'a': 1, 'b': 2}.size() == 2 && {}.size() == 0`)).toBe(true);
    expect(allows(`{'a': 1}.keys().hasOnly(['b'])`)).toBe(false);
  });

  it('get with a default, also along a key path', () => {
    expect(allows(`{'a': 1}.get('a', 0) == 1 && {'a': 1}.get('b', 0) == 0`)).toBe(true);
    expect(
      allows(`{'a': {'b': 2}}.get(['a', 'b'], 0) == 2 && {'a': {}}.get(['a', 'b'], 7) == 7`),
    ).toBe(true);
    expect(allows(`{'a': 1}.get('b', 0) == 1`)).toBe(false);
  });

  it('member access on a missing key is an error naming the property', () => {
    expect(reason(`{'a': 1}.b == 1`)).toBe("Property b is undefined on object. for 'get' @ L6");
  });

  it('map literals with duplicate keys keep the last value', () => {
    expect(allows(`{'a': 1, 'a': 2}.a == 2`)).toBe(true);
  });
});

describe('map diff', () => {
  const diff = `{'same': 1, 'changed': 1, 'added': 1}.diff({'same': 1, 'changed': 2, 'removed': 1})`;

  it('classifies keys', () => {
    expect(allows(`${diff}.addedKeys() == ['added'].toSet()`)).toBe(true);
    expect(allows(`${diff}.removedKeys() == ['removed'].toSet()`)).toBe(true);
    expect(allows(`${diff}.changedKeys() == ['changed'].toSet()`)).toBe(true);
    expect(allows(`${diff}.unchangedKeys() == ['same'].toSet()`)).toBe(true);
    expect(allows(`${diff}.affectedKeys() == ['added', 'removed', 'changed'].toSet()`)).toBe(true);
    expect(allows(`${diff}.affectedKeys().hasOnly(['added'])`)).toBe(false);
  });

  it('restricts which fields an update touches', () => {
    const ruleset = rulesWith(`
      match /posts/{post} {
        allow update: if request.resource.data.diff(resource.data).affectedKeys().hasOnly(['title']);
      }`);
    const data = { title: 'a', owner: 'u1' };
    const update = (newData: object) =>
      ruleset.authorize(request('update', 'posts/p1', { data, newData, uid: 'u1' }));
    expect(update({ title: 'b', owner: 'u1' }).allowed).toBe(true);
    expect(update({ title: 'b', owner: 'u2' })).toEqual({
      allowed: false,
      message: "false for 'update' @ L6",
    });
    expect(update({ title: 'a' }).allowed).toBe(false);
  });

  it('diff needs a map', () => {
    expect(reason(`{'a': 1}.diff([1]).addedKeys().size() == 0`)).toContain(
      'Invalid argument error.',
    );
  });
});
