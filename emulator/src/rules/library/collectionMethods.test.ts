import { describe, expect, it } from 'vitest';
import { evalCondition } from '../testKit';

const allows = (condition: string) => evalCondition(condition).allowed;
const reason = (condition: string) => evalCondition(condition).message;

describe('list methods', () => {
  it('size, hasAll, hasAny, hasOnly', () => {
    expect(allows(`[1, 2, 3].size() == 3 && [].size() == 0`)).toBe(true);
    expect(allows(`[1, 2, 3].hasAll([1, 3]) && [1, 2].hasAll([])`)).toBe(true);
    expect(allows(`[1, 2, 3].hasAll([1, 4])`)).toBe(false);
    expect(allows(`[1, 2, 3].hasAny([4, 3])`)).toBe(true);
    expect(allows(`[1, 2, 3].hasAny([4, 5])`)).toBe(false);
    expect(allows(`['a', 'b'].hasOnly(['a', 'b', 'c']) && [].hasOnly(['a'])`)).toBe(true);
    expect(allows(`['a', 'd'].hasOnly(['a', 'b', 'c'])`)).toBe(false);
  });

  it('accepts sets as arguments', () => {
    expect(allows(`[1, 2].hasAll([1, 2].toSet()) && [1].hasOnly([1, 2].toSet())`)).toBe(true);
  });

  it('join, concat, removeAll, toSet', () => {
    expect(allows(`['a', 'b'].join('/') == 'a/b' && [].join(',') == ''`)).toBe(true);
    expect(allows(`[1].concat([2, 3]) == [1, 2, 3]`)).toBe(true);
    expect(allows(`[1, 2, 1, 3].removeAll([1]) == [2, 3]`)).toBe(true);
    expect(allows(`[1, 1, 2].toSet().size() == 2 && [1, 1, 2].toSet() == [2, 1].toSet()`)).toBe(
      true,
    );
    expect(allows(`[1].concat([2]) == [2, 1]`)).toBe(false);
  });

  it('join needs strings', () => {
    expect(reason(`[1, 2].join(',') == '1,2'`)).toContain('Invalid argument error.');
  });
});

describe('set methods', () => {
  it('size, hasAll, hasAny, hasOnly', () => {
    expect(allows(`['a', 'b'].toSet().size() == 2 && ['a', 'b'].toSet().hasAll(['a'])`)).toBe(true);
    expect(allows(`['a', 'b'].toSet().hasAny(['c'])`)).toBe(false);
    expect(allows(`['a'].toSet().hasOnly(['a', 'b'])`)).toBe(true);
    expect(allows(`['a', 'z'].toSet().hasOnly(['a', 'b'])`)).toBe(false);
  });

  it('union, intersection, difference', () => {
    const a = `[1, 2, 3].toSet()`;
    const b = `[3, 4].toSet()`;
    expect(allows(`${a}.union(${b}) == [1, 2, 3, 4].toSet()`)).toBe(true);
    expect(allows(`${a}.intersection(${b}) == [3].toSet()`)).toBe(true);
    expect(allows(`${a}.difference(${b}) == [1, 2].toSet()`)).toBe(true);
    expect(allows(`${a}.difference(${b}) == ${a}`)).toBe(false);
  });

  it('set equality ignores order; membership with in', () => {
    expect(allows(`[1, 2].toSet() == [2, 1].toSet() && 2 in [1, 2].toSet()`)).toBe(true);
    expect(allows(`[1, 2].toSet() == [1, 2]`)).toBe(false);
  });

  it('set-only methods are not list methods', () => {
    expect(reason(`[1].union([2].toSet()) == [1, 2].toSet()`)).toContain('Function not found');
  });
});
