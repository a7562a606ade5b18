import { describe, expect, it } from 'vitest';
import { AUTO_RECHARGE } from '../../constants';
import {
  AUTO_RECHARGE_OPTIONS,
  isInRange,
  monthlyLimitLabel,
  snapToRange,
  validateAutoRecharge,
  type AutoRechargeSettings,
} from './autoRecharge';

describe('ranges', () => {
  it('offers the allowed steps', () => {
    expect(AUTO_RECHARGE_OPTIONS.threshold).toEqual([500, 1000, 1500, 2000, 2500]);
    expect(AUTO_RECHARGE_OPTIONS.amount).toEqual([5, 10, 15, 20, 25]);
    expect(AUTO_RECHARGE_OPTIONS.monthlyLimit).toHaveLength(21);
    expect(AUTO_RECHARGE_OPTIONS.monthlyLimit.at(-1)).toBe(500);
  });

  it.each([
    [499, AUTO_RECHARGE.threshold, false],
    [500, AUTO_RECHARGE.threshold, true],
    [750, AUTO_RECHARGE.threshold, false],
    [2500, AUTO_RECHARGE.threshold, true],
    [3000, AUTO_RECHARGE.threshold, false],
    [4, AUTO_RECHARGE.amount, false],
    [25, AUTO_RECHARGE.amount, true],
    [0, AUTO_RECHARGE.monthlyLimit, true],
    [30, AUTO_RECHARGE.monthlyLimit, false],
    [525, AUTO_RECHARGE.monthlyLimit, false],
  ])('%d in %j -> %s', (value, range, expected) => {
    expect(isInRange(value, range)).toBe(expected);
  });

  it.each([
    [740, 500],
    [760, 1000],
    [9000, 2500],
    [-1, 500],
    [Number.NaN, 500],
  ])('snaps %d -> %d', (value, expected) => {
    expect(snapToRange(value, AUTO_RECHARGE.threshold)).toBe(expected);
  });

  it('labels a zero limit', () => {
    expect(monthlyLimitLabel(0)).toBe('No Limit');
    expect(monthlyLimitLabel(100)).toBe('100');
  });
});

describe('validateAutoRecharge', () => {
  const ok: AutoRechargeSettings = { enabled: true, threshold: 500, amount: 10, monthlyLimit: 100 };
  it.each([
    [ok, 'pay_as_you_go', null],
    [ok, 'free', 'You are on the free plan. You cannot enable auto-recharge.'],
    [{ ...ok, enabled: false }, 'free', null],
    [{ ...ok, threshold: 600 }, 'pay_as_you_go', 'Invalid threshold'],
    [{ ...ok, amount: 30 }, 'pay_as_you_go', 'Invalid amount'],
    [{ ...ok, monthlyLimit: 510 }, 'pay_as_you_go', 'Invalid monthly limit'],
  ])('%j on %s -> %j', (settings, plan, expected) => {
    expect(validateAutoRecharge(settings, plan)).toBe(expected);
  });
});
