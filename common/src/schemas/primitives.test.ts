import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  dashboardEmailSchema,
  emailSchema,
  hexColorSchema,
  jsonStringSchema,
  storedTimeSchema,
  timeToMillis,
  unixSecondsSchema,
} from './primitives';

/** Shaped like the SDK's Timestamp class: getters and methods on the prototype. */
class FakeTimestamp {
  constructor(
    private readonly s: number,
    private readonly n: number,
  ) {}
  get seconds() {
    return this.s;
  }
  get nanoseconds() {
    return this.n;
  }
  toDate() {
    return new Date(this.s * 1000 + this.n / 1e6);
  }
}

describe('stored time values', () => {
  it('keeps a Timestamp instance as it is, so it is written back as a Timestamp', () => {
    const stamp = new FakeTimestamp(10, 500_000_000);
    expect(storedTimeSchema.parse(stamp)).toBe(stamp);
    expect(timeToMillis(stamp)).toBe(10_500);
  });

  it.each([
    [new Date(1234), 1234],
    [99, 99],
  ])('accepts %s', (value, millis) => {
    expect(timeToMillis(storedTimeSchema.parse(value))).toBe(millis);
  });

  it.each([['2024-01-01'], [{ seconds: 1, nanoseconds: 0 }], [null]])('rejects %j', (value) => {
    expect(storedTimeSchema.safeParse(value).success).toBe(false);
  });

  it('unix seconds are non-negative numbers', () => {
    expect(unixSecondsSchema.safeParse(-1).success).toBe(false);
    expect(unixSecondsSchema.parse(1_700_000_000)).toBe(1_700_000_000);
  });
});

describe('hexColorSchema', () => {
  it.each([
    ['#1a2B3c', true],
    ['#fff', false],
    ['1a2b3c', false],
    ['#1a2b3cf', false],
  ])('%s accepted: %s', (value, ok) => {
    expect(hexColorSchema.safeParse(value).success).toBe(ok);
  });
});

describe('emailSchema', () => {
  it.each([
    ['a@b.co', true],
    ['jürgen@example.de', true],
    ['olivia@例え.jp', true],
    ['  padded@example.com ', true],
    ['a@b', false],
    ['a b@c.de', false],
    ['two@@example.com', false],
  ])('%s accepted: %s', (value, ok) => {
    const result = emailSchema.safeParse(value);
    expect(result.success).toBe(ok);
    if (!ok) expect(result.error?.issues[0]?.message).toBe('Please input a valid email.');
  });

  it('is the same rule in the dashboard, with the dashboard message', () => {
    expect(dashboardEmailSchema.safeParse('jürgen@example.de').success).toBe(true);
    expect(dashboardEmailSchema.safeParse('no-dot@example').error?.issues[0]?.message).toBe(
      'Please enter a valid email',
    );
  });
});

describe('jsonStringSchema', () => {
  const numbers = jsonStringSchema(z.array(z.number()));
  it('parses and checks the JSON inside a stored string', () => {
    expect(numbers.parse('[1,2]')).toEqual([1, 2]);
    expect(numbers.safeParse('[1,"x"]').error?.issues[0]?.path).toEqual([1]);
    expect(numbers.safeParse('{').error?.issues[0]?.message).toBe('Invalid JSON');
  });
});
