/** Picking the first results of a limited query gives exactly what sorting every match would. */
import { describe, expect, it } from 'vitest';
import { firstInOrder, PICK_FIRST_MAX } from './executeQuery';

/** A deterministic shuffle with repeats, so equal keys are covered too. */
function numbers(count: number, seed: number): { key: number; id: number }[] {
  let x = seed;
  return Array.from({ length: count }, (_, id) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return { key: x % Math.max(1, Math.floor(count / 3)), id };
  });
}

describe('firstInOrder', () => {
  const byKeyThenId = (a: { key: number; id: number }, b: { key: number; id: number }) =>
    a.key - b.key || a.id - b.id;
  const byKeyOnly = (a: { key: number }, b: { key: number }) => a.key - b.key;

  it.each([0, 1, 6, 50, 999, 5000])('takes the first %i of 5,000 as a full sort would', (count) => {
    const docs = numbers(5000, count + 7);
    const expected = [...docs].sort(byKeyThenId).slice(0, count);
    expect(firstInOrder(docs, count, byKeyThenId)).toEqual(expected);
  });

  it('keeps the input order among equal keys, as the stable sort does', () => {
    const docs = numbers(2000, 3);
    expect(firstInOrder(docs, 300, byKeyOnly)).toEqual([...docs].sort(byKeyOnly).slice(0, 300));
  });

  it('returns every document, in order, when asked for more than there are', () => {
    const docs = numbers(40, 11);
    expect(firstInOrder(docs, PICK_FIRST_MAX, byKeyThenId)).toEqual([...docs].sort(byKeyThenId));
  });

  it('compares most documents only once when few are wanted', () => {
    const docs = numbers(20_000, 5);
    let comparisons = 0;
    firstInOrder(docs, 6, (a, b) => {
      comparisons++;
      return byKeyThenId(a, b);
    });
    // A full sort needs about n·log2(n) ≈ 285,000 comparisons here.
    expect(comparisons).toBeLessThan(docs.length * 1.2);
  });
});
