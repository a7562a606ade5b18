import { describe, expect, it } from 'vitest';
import { queryCases } from './listQuery';
import { Double, Ref } from './testKit';
import { and, or, query, where } from './testQuery';
import { float, int, str } from './values';

const cases = (filter: ReturnType<typeof where>) => queryCases(query('c', { where: filter }));
const only = (filter: ReturnType<typeof where>) => {
  const found = cases(filter);
  expect(found).toHaveLength(1);
  return found[0]!;
};

describe('range and inequality facts', () => {
  it('turns each range operator into a bound', () => {
    expect(only(where('score', '>', 10)).bounds).toEqual([
      [
        ['score'],
        {
          typeClass: 'number',
          lower: { value: int(10), inclusive: false },
          upper: null,
          excluded: [],
        },
      ],
    ]);
    expect(only(where('score', '>=', 10)).bounds[0]![1].lower).toEqual({
      value: int(10),
      inclusive: true,
    });
    expect(only(where('score', '<', new Double(2))).bounds[0]![1].upper).toEqual({
      value: float(2),
      inclusive: false,
    });
    expect(only(where('name', '<=', 'm')).bounds[0]![1]).toMatchObject({
      typeClass: 'string',
      upper: { value: str('m'), inclusive: true },
    });
  });

  it('combines bounds on one field and keeps fields apart', () => {
    const facts = only(
      and(where('score', '>=', 5), where('score', '<', 10), where('meta.rank', '>', 1)),
    );
    expect(facts.bounds).toEqual([
      [
        ['score'],
        {
          typeClass: 'number',
          lower: { value: int(5), inclusive: true },
          upper: { value: int(10), inclusive: false },
          excluded: [],
        },
      ],
      [['meta', 'rank'], expect.objectContaining({ lower: { value: int(1), inclusive: false } })],
    ]);
  });

  it('records != and not-in values, and presence for != null', () => {
    expect(only(where('state', '!=', 'draft')).bounds).toEqual([
      [['state'], { typeClass: null, lower: null, upper: null, excluded: [str('draft')] }],
    ]);
    const notIn = only(and(where('state', 'not-in', ['a', 'b']), where('state', '>', 'a')));
    expect(notIn.bounds[0]![1]).toMatchObject({
      typeClass: 'string',
      excluded: [str('a'), str('b')],
    });
    const present = {
      unaryFilter: { field: { fieldPath: 'owner' }, op: 'IS_NOT_NULL' },
    };
    expect(only(present).bounds).toEqual([
      [['owner'], { typeClass: null, lower: null, upper: null, excluded: [] }],
    ]);
  });

  it('drops a case whose bounds contradict (no documents)', () => {
    expect(cases(and(where('score', '>', 10), where('score', '<', 5)))).toEqual([]);
    expect(cases(and(where('score', '>', 5), where('score', '<=', 5)))).toEqual([]);
    expect(cases(and(where('score', '>', 5), where('score', '<', 'x')))).toEqual([]);
    expect(cases(and(where('state', '==', 'a'), where('state', '!=', 'a')))).toEqual([]);
  });

  it('lets an equality stand for the bounds it satisfies', () => {
    const facts = only(and(where('score', '==', 7), where('score', '>', 5)));
    expect(facts.equal).toEqual([[['score'], int(7)]]);
    expect(facts.bounds).toEqual([]);
    const inRange = cases(and(where('score', 'in', [1, 7, 20]), where('score', '>', 5)));
    expect(inRange.map((facts) => facts.equal)).toEqual([
      [[['score'], int(7)]],
      [[['score'], int(20)]],
    ]);
  });

  it('keeps bounds per OR branch', () => {
    const branches = cases(or(where('score', '>', 10), where('score', '<', 0)));
    expect(branches.map((facts) => facts.bounds[0]![1].lower?.value ?? null)).toEqual([
      int(10),
      null,
    ]);
  });

  it('ignores bounds that prove nothing: null, NaN, maps and document names', () => {
    expect(only(where('score', '>=', null)).bounds).toEqual([]);
    expect(only(where('score', '<', NaN)).bounds).toEqual([]);
    expect(only(where('meta', '>', { a: 1 })).bounds).toEqual([]);
    expect(only(where('__name__', '>', new Ref('c/a')))).toEqual({
      equal: [],
      contains: [],
      bounds: [],
      name: null,
    });
  });
});
