import { timeToMillis, type StoredTime } from '../../schemas/primitives';

// 1e11 ms is March 1973; 1e11 s is far in the future. Numbers below it are seconds.
const SECONDS_BELOW = 1e11;

/**
 * Milliseconds of a stored time. Like `timeToMillis`, but a plain number
 * small enough to be unix seconds is read as seconds: conversations and
 * notifications are stored with Timestamps by the functions and with unix
 * seconds elsewhere (the demo data, older writers).
 */
export function storedTimeMillis(value: StoredTime | null | undefined): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'number') return value < SECONDS_BELOW ? value * 1000 : value;
  return timeToMillis(value);
}
