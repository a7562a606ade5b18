/** The chunked sorted list holds what one sorted array would, across chunk splits and removals. */
import { describe, expect, it } from 'vitest';
import { SortedChunks } from './SortedChunks';

/** A deterministic sequence of pseudo-random integers below `range`. */
function randoms(count: number, range: number, seed: number): number[] {
  let x = seed;
  return Array.from({ length: count }, () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x % range;
  });
}

const byNumber = (a: number, b: number) => a - b;

describe('SortedChunks', () => {
  it('keeps inserts and removals in order across many chunk splits', () => {
    const list = new SortedChunks<number>(byNumber);
    const mirror: number[] = [];
    // Unique values, so a removal names one entry.
    const values = [...new Set(randoms(6000, 1_000_000, 7))];
    for (const v of values) {
      list.insert(v);
      mirror.push(v);
    }
    mirror.sort(byNumber);
    expect(list.toArray()).toEqual(mirror);
    for (const v of values.filter((_, i) => i % 3 === 0)) {
      expect(list.remove(v)).toBe(true);
      mirror.splice(mirror.indexOf(v), 1);
    }
    expect(list.remove(-1)).toBe(false);
    expect(list.size).toBe(mirror.length);
    expect(list.toArray()).toEqual(mirror);
  });

  it('empties and fills again', () => {
    const list = new SortedChunks<number>(byNumber, [1, 2, 3]);
    for (const v of [2, 1, 3]) expect(list.remove(v)).toBe(true);
    expect(list.toArray()).toEqual([]);
    list.insert(5);
    list.insert(4);
    expect(list.toArray()).toEqual([4, 5]);
  });

  it('walks forward and backward from a found position, and stops when asked', () => {
    const sorted = Array.from({ length: 2000 }, (_, i) => i * 2);
    const list = new SortedChunks<number>(byNumber, sorted);
    const at = list.firstWhere((x) => x >= 1001);
    const up: number[] = [];
    list.forward(at, (x) => up.push(x) < 3);
    expect(up).toEqual([1002, 1004, 1006]);
    const down: number[] = [];
    list.backward(at, (x) => down.push(x) < 3);
    expect(down).toEqual([1000, 998, 996]);
    const last: number[] = [];
    list.backward(list.end(), (x) => last.push(x) < 2);
    expect(last).toEqual([3998, 3996]);
    const none: number[] = [];
    list.forward(
      list.firstWhere((x) => x > 5000),
      (x) => none.push(x) > 0,
    );
    expect(none).toEqual([]);
  });
});
