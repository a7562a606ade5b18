import { describe, expect, it } from 'vitest';
import { canConfirmTopUp, isPaidPlan, topUpAmountUsd, topUpHint } from './topUp';

describe('top-up', () => {
  it.each([
    [4.99, 'Minimum amount 5'],
    [5, null],
    [100, null],
    [null, 'Minimum amount 5'],
  ])('hint for %j -> %j', (amount, expected) => {
    expect(topUpHint(amount)).toBe(expected);
  });

  it.each([
    [{ amount: 5, planId: 'pay_as_you_go' }, true],
    [{ amount: 4.99, planId: 'pay_as_you_go' }, false],
    [{ amount: 50, planId: 'free' }, false],
    [{ amount: 50, planId: undefined }, false],
    [{ amount: 50, planId: 'enterprise', processing: true }, false],
    [{ amount: Number.NaN, planId: 'enterprise' }, false],
    [{ amount: null, planId: 'enterprise' }, false],
  ])('confirm %j -> %s', (input, expected) => {
    expect(canConfirmTopUp(input)).toBe(expected);
  });

  it('converts to USD and knows paid plans', () => {
    expect(topUpAmountUsd(22, 0.88)).toBe(25);
    expect(topUpAmountUsd(10, 1)).toBe(10);
    expect(isPaidPlan('pay_as_you_go')).toBe(true);
    expect(isPaidPlan('free')).toBe(false);
  });
});
