import { vi } from 'vitest';

/** The clock and the timers stopped at `iso`, moved on by the test (`vi.advanceTimersByTime`). */
export function clockAt(iso: string): void {
  vi.useFakeTimers({ now: Date.parse(iso), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
}
