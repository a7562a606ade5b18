import { afterEach, describe, expect, it, vi } from 'vitest';
import { clockAt } from '../../../test/clockAt';
import { act, render, screen } from '../../../test/render';
import { useInsightToday } from './useInsightToday';

function Today() {
  return <p>{useInsightToday()}</p>;
}

describe('useInsightToday', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves on at midnight UTC by itself, night after night', () => {
    clockAt('2026-11-26T23:59:58Z');
    render(<Today />);
    expect(screen.getByText('2026-11-26')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText('2026-11-26')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByText('2026-11-27')).toBeTruthy();
    act(() => vi.advanceTimersByTime(86_400_000));
    expect(screen.getByText('2026-11-28')).toBeTruthy();
  });

  it('stops its timer when the page closes', () => {
    clockAt('2026-11-26T12:00:00Z');
    const { unmount } = render(<Today />);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
