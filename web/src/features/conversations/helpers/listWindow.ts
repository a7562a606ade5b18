/** Height of one inbox row and the gap below it, in px (rows never wrap). */
export const ROW_HEIGHT = 58;
export const ROW_GAP = 2;
export const ROW_STRIDE = ROW_HEIGHT + ROW_GAP;
/** Rows rendered above and below the ones in view. */
export const OVERSCAN = 6;
/** Viewport assumed before the list has been measured (or where nothing is laid out). */
export const UNMEASURED_VIEWPORT = 720;

/**
 * The indices of a fixed-height list's rows to render: those in view plus
 * `OVERSCAN` either side, and `keep` (the focused row) wherever it is, so
 * focus is never lost when rows recycle. Ascending, for reading order.
 */
export function listWindow(
  count: number,
  scrollTop: number,
  viewportHeight: number,
  keep: number = -1,
): number[] {
  if (count === 0) return [];
  const height = viewportHeight > 0 ? viewportHeight : UNMEASURED_VIEWPORT;
  const first = Math.max(0, Math.floor(scrollTop / ROW_STRIDE) - OVERSCAN);
  const last = Math.min(count - 1, Math.ceil((scrollTop + height) / ROW_STRIDE) + OVERSCAN);
  const indices: number[] = [];
  if (keep >= 0 && keep < first) indices.push(keep);
  for (let index = first; index <= last; index++) indices.push(index);
  if (keep > last && keep < count) indices.push(keep);
  return indices;
}

/** The scroll position that brings row `index` fully into view, moving as little as possible. */
export function scrollToShow(index: number, scrollTop: number, viewportHeight: number): number {
  const top = index * ROW_STRIDE;
  if (top < scrollTop) return top;
  const bottom = top + ROW_HEIGHT;
  const height = viewportHeight > 0 ? viewportHeight : UNMEASURED_VIEWPORT;
  return bottom > scrollTop + height ? bottom - height : scrollTop;
}

/** A row in view, where it was. */
export interface HeldRow {
  id: string;
  index: number;
}

/**
 * How many rows the rows in view moved when the list changed (conversations
 * arriving or pinned above them): the median move of the first few held
 * rows, so one that moved itself (a hand-off pinned to the top) does not
 * take the view with it. 0 when none of them is still listed.
 */
export function heldShift(held: readonly HeldRow[], indexOf: (id: string) => number): number {
  const moves = held
    .map((row) => ({ now: indexOf(row.id), before: row.index }))
    .filter(({ now }) => now >= 0)
    .map(({ now, before }) => now - before)
    .sort((a, b) => a - b);
  return moves.length === 0 ? 0 : moves[Math.floor((moves.length - 1) / 2)]!;
}
