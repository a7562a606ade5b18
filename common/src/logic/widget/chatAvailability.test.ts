import { describe, expect, it } from 'vitest';
import {
  blockingScreen,
  checkInteractionLimit,
  isTokenAllowanceUsed,
  showsPoweredBy,
} from './chatAvailability';

describe('token allowance', () => {
  it.each([
    [999_999, undefined, false],
    [1_000_000, undefined, true],
    [10, 10, true],
    [9, 10, false],
    [undefined, undefined, false],
    [0, 0, true],
  ])('usage %j of %j used -> %s', (usage, max, expected) => {
    expect(isTokenAllowanceUsed(usage, max)).toBe(expected);
  });

  it.each([
    [{ disabled: true, tokensUsage: 2_000_000 }, 'disabled'],
    [{ tokensUsage: 2_000_000 }, 'tokensConsumed'],
    [{ tokensUsage: 5, maxTokensUsage: 10 }, null],
    [{}, null],
  ])('%j -> %j', (agent, screen) => {
    expect(blockingScreen(agent)).toBe(screen);
  });
});

describe('checkInteractionLimit', () => {
  const LIMIT = "Sorry, you've reached the maximum interactions limit.";
  it.each([
    [9, 10, null],
    [10, 10, LIMIT],
    [11, 10, LIMIT],
    [100, undefined, null],
    [100, 0, null],
    [undefined, 1, null],
  ])('%j of %j -> %j', (count, max, expected) => {
    expect(checkInteractionLimit(count, max)).toBe(expected);
  });
});

describe('showsPoweredBy', () => {
  it.each([
    [false, 'Acme', true],
    [true, undefined, true],
    [true, '  ', true],
    [true, 'Acme', false],
  ])('paid=%s branding=%j -> %s', (paid, branding, expected) => {
    expect(showsPoweredBy(paid, branding)).toBe(expected);
  });
});
