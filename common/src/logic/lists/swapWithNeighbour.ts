/**
 * Reordering by one step, as the custom-tab and client-tab editors do: the
 * item swaps places with its neighbour; the first cannot go up and the last
 * cannot go down.
 */

export type MoveDirection = 'up' | 'down';

export function canMove(index: number, length: number, direction: MoveDirection): boolean {
  if (index < 0 || index >= length) return false;
  return direction === 'up' ? index > 0 : index < length - 1;
}

/** Returns a new list; an impossible move returns an unchanged copy. */
export function swapWithNeighbour<T>(
  list: readonly T[],
  index: number,
  direction: MoveDirection,
): T[] {
  const result = [...list];
  if (!canMove(index, list.length, direction)) return result;
  const other = direction === 'up' ? index - 1 : index + 1;
  [result[index], result[other]] = [result[other] as T, result[index] as T];
  return result;
}

export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, at) => at !== index);
}
