import { describe, expect, it } from 'vitest';
import { canMove, removeAt, swapWithNeighbour } from './swapWithNeighbour';

describe('swapWithNeighbour', () => {
  it.each([
    [0, 'up', false, ['a', 'b', 'c']],
    [0, 'down', true, ['b', 'a', 'c']],
    [1, 'up', true, ['b', 'a', 'c']],
    [2, 'down', false, ['a', 'b', 'c']],
    [2, 'up', true, ['a', 'c', 'b']],
    [5, 'up', false, ['a', 'b', 'c']],
    [-1, 'down', false, ['a', 'b', 'c']],
  ] as const)('item %i %s: allowed %s -> %j', (index, direction, allowed, expected) => {
    const list = ['a', 'b', 'c'];
    expect(canMove(index, list.length, direction)).toBe(allowed);
    expect(swapWithNeighbour(list, index, direction)).toEqual(expected);
    expect(list).toEqual(['a', 'b', 'c']);
  });

  it('removes one item without touching the input', () => {
    const list = ['a', 'b', 'c'];
    expect(removeAt(list, 1)).toEqual(['a', 'c']);
    expect(removeAt(list, 9)).toEqual(['a', 'b', 'c']);
    expect(list).toHaveLength(3);
  });
});
