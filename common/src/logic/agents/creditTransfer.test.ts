import { describe, expect, it } from 'vitest';
import { parseTransferAmount, transferCredits, validateCreditTransfer } from './creditTransfer';

const INVALID = 'Please enter a valid amount to transfer.';

describe('validateCreditTransfer', () => {
  it.each([
    ['100', 'workspace', 100, null],
    ['101', 'workspace', 100, 'Not enough credits in workspace.'],
    [101, 'org', 100, 'Not enough credits in org.'],
    ['0.5', 'org', 1, null],
    ['0', 'workspace', 100, INVALID],
    ['-5', 'workspace', 100, INVALID],
    ['', 'workspace', 100, INVALID],
    ['abc', 'workspace', 100, INVALID],
    [Number.NaN, 'org', 100, INVALID],
  ] as const)('%j from %s with %i -> %j', (amount, source, balance, expected) => {
    expect(validateCreditTransfer(amount, source, balance)).toBe(expected);
  });

  it('parses amounts', () => {
    expect(parseTransferAmount(' 25 ')).toBe(25);
    expect(parseTransferAmount('1e2')).toBe(100);
    expect(parseTransferAmount('x')).toBeNull();
  });
});

describe('transferCredits', () => {
  it.each([
    ['workspace', { workspace: 70, org: 40 }],
    ['org', { workspace: 130, org: -20 }],
  ] as const)('30 from %s -> %j', (source, expected) => {
    expect(transferCredits({ workspace: 100, org: 10 }, source, 30)).toEqual(expected);
  });
});
