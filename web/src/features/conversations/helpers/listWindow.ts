/**
 * Height of one inbox row at the default text size, in px, and the gap below
 * it. Rows never wrap (long names and previews are cut short), so every row
 * is as tall as one measured at the reader's text size and spacing; this is
 * the height used until that first measurement.
 */
export const ROW_HEIGHT = 58;
export const ROW_GAP = 2;
export const ROW_STRIDE = ROW_HEIGHT + ROW_GAP;

/** The row height for a measured row: whole pixels, never below the default. */
export function rowHeightFor(measured: number): number {
  return measured > ROW_HEIGHT ? Math.ceil(measured) : ROW_HEIGHT;
}
/** Rows rendered above and below the ones in view. */
export const OVERSCAN = 6;
/** Viewport assumed before the list has been measured (or where nothing is laid out). */
export const UNMEASURED_VIEWPORT = 720;

/**
 * The indices of a list's rows, each `rowHeight` tall, to render: those in
 * view plus `OVERSCAN` either side, and `keep` (the focused row) wherever it
 * is, so focus is never lost when rows recycle. Ascending, for reading order.
 */
export function listWindow(
  count: number,
  scrollTop: number,
  viewportHeight: number,
  keep: number = -1,
  rowHeight: number = ROW_HEIGHT,
): number[] {
  if (count === 0) return [];
  const stride = rowHeight + ROW_GAP;
  const height = viewportHeight > 0 ? viewportHeight : UNMEASURED_VIEWPORT;
  const first = Math.max(0, Math.floor(scrollTop / stride) - OVERSCAN);
  const last = Math.min(count - 1, Math.ceil((scrollTop + height) / stride) + OVERSCAN);
  const indices: number[] = [];
  if (keep >= 0 && keep < first) indices.push(keep);
  for (let index = first; index <= last; index++) indices.push(index);
  if (keep > last && keep < count) indices.push(keep);
  return indices;
}

/** The scroll position that brings row `index` fully into view, moving as little as possible. */
export function scrollToShow(
  index: number,
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number = ROW_HEIGHT,
): number {
  const top = index * (rowHeight + ROW_GAP);
  if (top < scrollTop) return top;
  const bottom = top + rowHeight;
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
