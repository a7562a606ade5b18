import { describe, expect, it } from 'vitest';
import { evalCondition } from './testKit';

const allows = (condition: string) => evalCondition(condition).allowed;
const reason = (condition: string) => evalCondition(condition).message;

describe('literals', () => {
  it('evaluates every literal kind', () => {
    expect(allows(`null == null && true && !false`)).toBe(true);
    expect(allows(`1 == 1 && 0x1F == 31 && 1.5 == 1.5 && 1e3 == 1000.0 && .5 == 0.5`)).toBe(true);
    expect(allows(`'a\\'b' == "a'b" && 'tab\\there'.size() == 8 && '\\u00e9' == 'é'`)).toBe(true);
    expect(allows(`r'\\d+' == '\\\\d+'`)).toBe(true);
    expect(allows(`b'abc' == 'abc'.toUtf8() && b'\\xff'.size() == 1`)).toBe(true);
    expect(
      allows(`[1, 'a', [true]] == [1, 'a', [true]] && {'k': 1, 'n': {'x': null}}.n.x == null`),
    ).toBe(true);
  });

  it('denies false literals and mismatches', () => {
    expect(allows('false')).toBe(false);
    expect(allows(`[1, 2] == [2, 1]`)).toBe(false);
    expect(allows(`{'a': 1} == {'a': 2}`)).toBe(false);
  });
});

describe('logical operators', () => {
  it('combines with || and && and !', () => {
    expect(allows('true || false')).toBe(true);
    expect(allows('false || false')).toBe(false);
    expect(allows('true && true')).toBe(true);
    expect(allows('true && false')).toBe(false);
    expect(allows('!(true && false)')).toBe(true);
    expect(allows('!!true')).toBe(true);
  });

  it('forgives an error when the other side decides, as the service does', () => {
    expect(allows('resource.data.x == 1 || true')).toBe(true);
    expect(allows('true || resource.data.x == 1')).toBe(true);
    expect(allows('(resource.data.x == 1 && false) == false')).toBe(true);
    expect(allows('false && resource.data.x == 1')).toBe(false);
  });

  it('keeps the error when the other side does not decide', () => {
    expect(reason('resource.data.x == 1 || false')).toBe("Null value error. for 'get' @ L6");
    expect(allows('resource.data.x == 1 && true')).toBe(false);
    expect(allows('!(resource.data.x == 1)')).toBe(false);
  });

  it('requires booleans', () => {
    expect(allows('1 || true')).toBe(true);
    expect(allows('1 || false')).toBe(false);
    expect(allows('1')).toBe(false);
    expect(reason(`'yes'`)).toContain('Unsupported operation error.');
  });

  it('precedence: && binds tighter than ||', () => {
    expect(allows('true || false && false')).toBe(true);
    expect(allows('(true || false) && false')).toBe(false);
  });
});

describe('ternary operator', () => {
  it('picks a branch by the condition', () => {
    expect(allows(`(1 < 2 ? 'yes' : 'no') == 'yes'`)).toBe(true);
    expect(allows(`(1 > 2 ? 'yes' : 'no') == 'yes'`)).toBe(false);
    expect(allows(`false ? false : true ? true : false`)).toBe(true);
  });

  it('does not evaluate the branch not taken, and fails on a non-bool test', () => {
    expect(allows(`true ? true : resource.data.x`)).toBe(true);
    expect(allows(`(1 ? true : true)`)).toBe(false);
  });
});

describe('comparison operators', () => {
  it('compares numbers across int and float', () => {
    expect(allows('1 == 1.0 && 1 != 2 && 1 < 1.5 && 2 <= 2 && 3 > 2.5 && 3 >= 3')).toBe(true);
    expect(allows('2 < 1')).toBe(false);
    expect(allows('2 <= 1.9')).toBe(false);
  });

  it('compares strings, timestamps, durations', () => {
    expect(allows(`'abc' < 'abd' && 'Z' < 'a' && 'ab' < 'abc'`)).toBe(true);
    expect(allows(`'b' < 'a'`)).toBe(false);
    expect(allows(`timestamp.value(1000) < request.time`)).toBe(true);
    expect(allows(`duration.value(1, 'h') > duration.value(59, 'm')`)).toBe(true);
    expect(allows(`duration.value(1, 'h') < duration.value(59, 'm')`)).toBe(false);
  });

  it('treats values of different types as unequal but refuses to order them', () => {
    expect(allows(`'1' == 1`)).toBe(false);
    expect(allows(`'1' != 1`)).toBe(true);
    expect(allows(`null != 0`)).toBe(true);
    expect(reason(`'1' < 1`)).toBe(
      "Unsupported operation error. Received: string < int. for 'get' @ L6",
    );
  });

  it('NaN is unequal to itself', () => {
    expect(allows(`float('NaN') == float('NaN')`)).toBe(false);
    expect(allows(`float('NaN') != float('NaN')`)).toBe(true);
  });
});

describe('arithmetic operators', () => {
  it('computes with ints (truncating division) and floats', () => {
    expect(
      allows('1 + 2 * 3 == 7 && (1 + 2) * 3 == 9 && 7 / 2 == 3 && -7 / 2 == -3 && 7 % 3 == 1'),
    ).toBe(true);
    expect(allows('7.0 / 2 == 3.5 && 1 + 0.5 == 1.5 && 5 - 7 == -2 && - -1 == 1')).toBe(true);
    expect(allows('1 + 1 == 3')).toBe(false);
  });

  it('concatenates strings and lists', () => {
    expect(allows(`'ab' + 'c' == 'abc' && [1] + [2] == [1, 2]`)).toBe(true);
    expect(allows(`'ab' + 'c' == 'ab'`)).toBe(false);
  });

  it('raises errors for division by zero, overflow and mixed types', () => {
    expect(reason('1 / 0 == 0')).toContain('Division by zero');
    expect(reason('1 % 0 == 0')).toContain('Modulus by zero');
    expect(reason('9223372036854775807 + 1 > 0')).toContain('Integer overflow');
    expect(reason(`'a' + 1 == 'a1'`)).toContain('Received: string + int');
    expect(reason(`null + 1 == 1`)).toContain('Null value error.');
  });
});

describe('in operator', () => {
  it('tests list and set membership and map keys', () => {
    expect(allows(`2 in [1, 2, 3] && 'a' in {'a': 1} && 'x' in ['x', 'y'].toSet()`)).toBe(true);
    expect(allows(`4 in [1, 2, 3]`)).toBe(false);
    expect(allows(`'b' in {'a': 1}`)).toBe(false);
    expect(allows(`!('b' in {'a': 1})`)).toBe(true);
  });

  it('fails on values that have no members', () => {
    expect(reason(`'a' in 'abc'`)).toContain('Unsupported operation error.');
    expect(reason(`'a' in null`)).toContain('Null value error.');
  });
});

describe('is operator', () => {
  it('checks every type name', () => {
    const checks = [
      `null == null`,
      `true is bool`,
      `1 is int && 1 is number && !(1 is float)`,
      `1.5 is float && 1.5 is number`,
      `'s' is string`,
      `b'x' is bytes`,
      `[1] is list && {'a': 1} is map`,
      `[1].toSet() is set`,
      `{'a': 1}.diff({}) is map_diff`,
      `/databases/x is path`,
      `request.time is timestamp`,
      `duration.value(1, 's') is duration`,
      `latlng.value(1, 2) is latlng`,
    ];
    expect(allows(checks.join(' && '))).toBe(true);
  });

  it('is false for another type and an error for unknown type names', () => {
    expect(allows(`'1' is int`)).toBe(false);
    expect(allows(`null is map`)).toBe(false);
    expect(reason(`1 is integer`)).toContain('Unknown type name: integer');
  });
});

describe('index and slice', () => {
  it('indexes lists, maps, strings and slices lists and strings', () => {
    expect(
      allows(`[10, 20, 30][1] == 20 && {'a': {'b': 2}}['a']['b'] == 2 && 'hello'[1] == 'e'`),
    ).toBe(true);
    expect(
      allows(`[1, 2, 3, 4][1:3] == [2, 3] && [1, 2, 3][:1] == [1] && [1, 2, 3][2:] == [3]`),
    ).toBe(true);
    expect(allows(`'hello'[1:3] == 'el'`)).toBe(true);
    expect(allows(`[1, 2][0] == 2`)).toBe(false);
  });

  it('fails out of range', () => {
    expect(reason(`[1, 2][2] == 1`)).toContain('Index out of range');
    expect(reason(`[1, 2][1:5] == [2]`)).toContain('out of range');
    expect(reason(`{'a': 1}['b'] == 1`)).toContain('Property b is undefined on object.');
  });
});

describe('comments and layout', () => {
  it('ignores line and block comments anywhere', () => {
    expect(
      allows(`/* block */ true // trailing
      && /* inner */ 1 == 1`),
    ).toBe(true);
  });
});
