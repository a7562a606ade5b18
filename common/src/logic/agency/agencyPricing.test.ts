import { describe, expect, it } from 'vitest';
import {
  agencyPlanPrice,
  checkPlansSetupAllowed,
  creditsForUsd,
  defaultAgencyPlans,
  finalCreditPrice,
  parseUsdPerCredit,
  platformFee,
  withCredits,
} from './agencyPricing';

describe('credit prices', () => {
  it('adds the agency extra to the base cost', () => {
    expect(finalCreditPrice(0.003, 0.001)).toBeCloseTo(0.004, 10);
    expect(finalCreditPrice(0.01, 0.002)).toBeCloseTo(0.012, 10);
  });

  it.each([
    [5000, 0.004, 20],
    [15000, 0.004, 60],
    [1234, 0.0035, 4.32],
    [0, 0.004, 0],
  ])('%i credits at %d -> %d', (credits, price, expected) => {
    expect(agencyPlanPrice(credits, price)).toBe(expected);
  });

  it.each([
    [10, 0.004, 2500],
    [10, 0.003, 3333],
    [10, 0, 0],
  ])('$%d at %d buys %i credits', (usd, price, expected) => {
    expect(creditsForUsd(usd, price)).toBe(expected);
  });

  it('takes the 5 % fee', () => {
    expect(platformFee(100)).toBe(5);
    expect(platformFee(19.99)).toBe(1);
  });
});

describe('parseUsdPerCredit', () => {
  it.each([
    ['0.003', { ok: true, value: 0.003 }],
    [' 1 ', { ok: true, value: 1 }],
    ['0', { ok: true, value: 0 }],
    ['', { ok: false, error: 'Please enter a valid number' }],
    ['abc', { ok: false, error: 'Please enter a valid number' }],
    ['-1', { ok: false, error: 'Please enter a valid number' }],
    ['Infinity', { ok: false, error: 'Please enter a valid number' }],
  ])('%j -> %j', (input, expected) => {
    expect(parseUsdPerCredit(input)).toEqual(expected);
  });
});

describe('plans', () => {
  const blocked =
    'Please complete steps 1 and 2 & click save billing settings before setting up subscription plans';
  it.each([
    [{ isConnected: true, USDPerToken: 0.003 }, null],
    [{ isConnected: true, USDPerToken: 0 }, null],
    [{ isConnected: false, USDPerToken: 0.003 }, blocked],
    [{ isConnected: true }, blocked],
    [null, blocked],
  ])('%j -> %j', (connect, expected) => {
    expect(checkPlansSetupAllowed(connect)).toBe(expected);
  });

  it('prices the default plans', () => {
    expect(defaultAgencyPlans(0.004)).toEqual([
      {
        name: 'Basic Plan',
        credits: 5000,
        price: 20,
        features: ['Email support'],
        isPopular: false,
      },
      {
        name: 'Premium Plan',
        credits: 15000,
        price: 60,
        features: ['Email support', 'Priority Support'],
        isPopular: true,
      },
    ]);
  });

  it('recomputes the price when credits change', () => {
    expect(withCredits({ name: 'X', credits: 1, price: 0 }, 10000, 0.004)).toEqual({
      name: 'X',
      credits: 10000,
      price: 40,
    });
  });
});
