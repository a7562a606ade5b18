import { describe, expect, it } from 'vitest';
import { distanceFromBottom, isScrolledUp, shouldAutoScroll } from './scroll';

describe('scroll threshold', () => {
  it.each([
    [{ scrollTop: 500, scrollHeight: 1000, clientHeight: 500 }, 0, false],
    [{ scrollTop: 490, scrollHeight: 1000, clientHeight: 500 }, 10, false],
    [{ scrollTop: 489, scrollHeight: 1000, clientHeight: 500 }, 11, true],
    [{ scrollTop: 0, scrollHeight: 1000, clientHeight: 500 }, 500, true],
    [{ scrollTop: 0, scrollHeight: 300, clientHeight: 500 }, 0, false],
    [{ scrollTop: 505, scrollHeight: 1000, clientHeight: 500 }, 0, false],
  ])('%j is %i px from the bottom, scrolled up -> %s', (metrics, distance, up) => {
    expect(distanceFromBottom(metrics)).toBe(distance);
    expect(isScrolledUp(metrics)).toBe(up);
    expect(shouldAutoScroll(metrics)).toBe(!up);
  });
});
