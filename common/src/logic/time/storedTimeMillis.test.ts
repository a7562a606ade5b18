import { describe, expect, it } from 'vitest';
import { storedTimeMillis } from './storedTimeMillis';

describe('storedTimeMillis', () => {
  it('reads unix seconds and milliseconds alike', () => {
    expect(storedTimeMillis(1_700_000_000)).toBe(1_700_000_000_000);
    expect(storedTimeMillis(1_700_000_000_123)).toBe(1_700_000_000_123);
  });

  it('reads Timestamps and Dates, and nothing as 0', () => {
    const timestamp = { seconds: 10, nanoseconds: 5_000_000, toDate: () => new Date(10_005) };
    expect(storedTimeMillis(timestamp)).toBe(10_005);
    expect(storedTimeMillis(new Date(42_000))).toBe(42_000);
    expect(storedTimeMillis(undefined)).toBe(0);
  });
});
