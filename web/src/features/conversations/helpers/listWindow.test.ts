import { describe, expect, it } from 'vitest';
import { OVERSCAN, ROW_STRIDE, listWindow, scrollToShow } from './listWindow';

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
