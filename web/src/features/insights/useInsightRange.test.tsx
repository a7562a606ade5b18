import { afterEach, describe, expect, it, vi } from 'vitest';
import { clockAt } from '../../../test/clockAt';
import { act, fireEvent, render, screen } from '../../../test/render';
import { useInsightRange } from './useInsightRange';

function Range() {
  const [range, setRange] = useInsightRange(30);
  return (
    <>
      <p>
        {range.from} to {range.to} by {range.period}
      </p>
      <button onClick={() => setRange({ from: '2026-11-01', to: '2026-11-10', period: 'week' })}>
        Pick dates
      </button>
      <button onClick={() => setRange({ ...range, period: 'week' })}>By week</button>
    </>
  );
}

describe('useInsightRange', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens on the last 30 days and moves them on at midnight UTC, keeping the grouping', () => {
    clockAt('2026-11-26T23:59:58Z');
    render(<Range />);
    expect(screen.getByText('2026-10-28 to 2026-11-26 by day')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'By week' }));
    expect(screen.getByText('2026-10-28 to 2026-11-26 by week')).toBeTruthy();
    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.getByText('2026-10-29 to 2026-11-27 by week')).toBeTruthy();
    act(() => vi.advanceTimersByTime(86_400_000));
    expect(screen.getByText('2026-10-30 to 2026-11-28 by week')).toBeTruthy();
  });

  it('keeps dates picked by hand past midnight', () => {
    clockAt('2026-11-26T23:59:58Z');
    render(<Range />);
    fireEvent.click(screen.getByRole('button', { name: 'Pick dates' }));
    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.getByText('2026-11-01 to 2026-11-10 by week')).toBeTruthy();
  });
});
