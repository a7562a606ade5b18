import { describe, expect, it } from 'vitest';
import { evalCondition } from '../testKit';

const allows = (condition: string) => evalCondition(condition).allowed;
const reason = (condition: string) => evalCondition(condition).message;

describe('string methods', () => {
  it('size counts characters', () => {
    expect(allows(`'hello'.size() == 5 && ''.size() == 0 && 'héllo😀'.size() == 6`)).toBe(true);
    expect(allows(`'hello'.size() == 4`)).toBe(false);
  });

  it('lower, upper, trim', () => {
    expect(
      allows(`'AbC'.lower() == 'abc' && 'AbC'.upper() == 'ABC' && '  x y '.trim() == 'x y'`),
    ).toBe(true);
    expect(allows(`'AbC'.lower() == 'AbC'`)).toBe(false);
  });

  it('matches requires the whole string to match', () => {
    expect(allows(`'user_123'.matches('user_[0-9]+') && 'a@b.io'.matches('.*@.*[.]io')`)).toBe(
      true,
    );
    expect(allows(`'xuser_123'.matches('user_[0-9]+')`)).toBe(false);
    expect(allows(`'user_123x'.matches('user_[0-9]+')`)).toBe(false);
    expect(allows(`'a|b'.matches('a|b')`)).toBe(false);
    expect(allows(`'a'.matches('a|b')`)).toBe(true);
  });

  it('matches accepts RE2 inline flags', () => {
    expect(allows(`'HELLO'.matches('(?i)hello')`)).toBe(true);
    expect(allows(`'HELLO'.matches('hello')`)).toBe(false);
  });

  it('accepts a literal brace the way RE2 does', () => {
    expect(allows(`'a{b'.matches('a{b')`)).toBe(true);
    expect(allows(`'ab'.matches('a{b')`)).toBe(false);
  });

  it('reports an invalid pattern', () => {
    expect(reason(`'a'.matches('(')`)).toContain('Invalid regular expression');
  });

  it('split by a regular expression', () => {
    expect(allows(`'a,b;c'.split('[,;]') == ['a', 'b', 'c'] && 'abc'.split(',') == ['abc']`)).toBe(
      true,
    );
    expect(allows(`'a,b'.split(',').size() == 3`)).toBe(false);
  });

  it('replace every match, with group references', () => {
    expect(allows(`'a-b-c'.replace('-', '+') == 'a+b+c'`)).toBe(true);
    expect(allows(`'john smith'.replace('(\\\\w+) (\\\\w+)', '\\\\2 \\\\1') == 'smith john'`)).toBe(
      true,
    );
    expect(allows(`'cost'.replace('c', '$') == '$ost'`)).toBe(true);
    expect(allows(`'a-b'.replace('-', '+') == 'a-b'`)).toBe(false);
  });

  it('toUtf8 gives bytes', () => {
    expect(allows(`'é'.toUtf8().size() == 2 && 'abc'.toUtf8() == b'abc'`)).toBe(true);
    expect(allows(`'é'.toUtf8().size() == 1`)).toBe(false);
  });

  it('unknown methods and wrong arguments are errors', () => {
    expect(reason(`'a'.startsWith('a')`)).toBe(
      "Function not found error: Name: [startsWith]. for 'get' @ L6",
    );
    expect(reason(`'a'.matches(1)`)).toContain('Invalid argument error.');
    expect(reason(`'a'.size(1) == 1`)).toContain('expects 0 argument(s)');
  });
});
