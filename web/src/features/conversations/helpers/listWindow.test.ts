import { describe, expect, it } from 'vitest';
import {
  OVERSCAN,
  ROW_GAP,
  ROW_HEIGHT,
  ROW_STRIDE,
  heldShift,
  listWindow,
  rowHeightFor,
  scrollToShow,
} from './listWindow';

describe('listWindow', () => {
  it('renders the rows in view and a few either side, not the whole list', () => {
    const rows = listWindow(100_000, 1000 * ROW_STRIDE, 600);
    expect(rows[0]).toBe(1000 - OVERSCAN);
    expect(rows.at(-1)).toBe(1000 + Math.ceil(600 / ROW_STRIDE) + OVERSCAN);
    expect(rows.length).toBeLessThan(30);
  });

  it('keeps the focused row rendered wherever it is, in reading order', () => {
    expect(listWindow(500, 400 * ROW_STRIDE, 600, 3)[0]).toBe(3);
    expect(listWindow(500, 0, 600, 450).at(-1)).toBe(450);
    expect(listWindow(0, 0, 600)).toEqual([]);
    expect(listWindow(3, 0, 600)).toEqual([0, 1, 2]);
  });

  it('scrolls as little as needed to show a row', () => {
    expect(scrollToShow(2, 0, 600)).toBe(0);
    expect(scrollToShow(0, 5 * ROW_STRIDE, 600)).toBe(0);
    expect(scrollToShow(100, 0, 600)).toBe(100 * ROW_STRIDE + ROW_STRIDE - 2 - 600);
  });
});

describe('rows measured at a larger text size', () => {
  // A row measured at 200 % text: 116.4 px tall, so 118 px from one row's top to the next.
  const tall = rowHeightFor(116.4);

  it('takes the measured height in whole pixels, never less than the default', () => {
    expect(tall).toBe(117);
    expect(rowHeightFor(0)).toBe(ROW_HEIGHT);
    expect(rowHeightFor(40)).toBe(ROW_HEIGHT);
  });

  it('renders the rows in view at the measured height', () => {
    const stride = tall + ROW_GAP;
    const rows = listWindow(1000, 100 * stride, 600, -1, tall);
    expect(rows[0]).toBe(100 - OVERSCAN);
    expect(rows.at(-1)).toBe(100 + Math.ceil(600 / stride) + OVERSCAN);
    // Fewer rows fit than at the default size.
    expect(rows.length).toBeLessThan(listWindow(1000, 100 * ROW_STRIDE, 600).length);
    expect(listWindow(1000, 100 * stride, 600, 900, tall).at(-1)).toBe(900);
  });

  it('scrolls a tall row fully into view', () => {
    const stride = tall + ROW_GAP;
    expect(scrollToShow(5, 0, 600, tall)).toBe(5 * stride + tall - 600);
    expect(scrollToShow(4, 0, 600, tall)).toBe(0);
    expect(scrollToShow(2, 10 * stride, 600, tall)).toBe(2 * stride);
  });
});

describe('heldShift', () => {
  const held = [
    { id: 'a', index: 10 },
    { id: 'b', index: 11 },
    { id: 'c', index: 12 },
  ];
  it('follows the rows in view down when a conversation arrives above them', () => {
    const now = ['new', ...Array.from({ length: 10 }, (_, i) => `x${i}`), 'a', 'b', 'c'];
    expect(heldShift(held, (id) => now.indexOf(id))).toBe(1);
  });

  it('stays put when the first row in view is itself pinned to the top', () => {
    const now = ['a', ...Array.from({ length: 10 }, (_, i) => `x${i}`), 'b', 'c'];
    expect(heldShift(held, (id) => now.indexOf(id))).toBe(0);
    expect(heldShift(held, () => -1)).toBe(0);
  });
});
