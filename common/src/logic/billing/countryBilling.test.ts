import { describe, expect, it } from 'vitest';
import {
  countryBillingInfo,
  EU_COUNTRY_CODES,
  isEuCountry,
  taxAmount,
  toUsd,
} from './countryBilling';

describe('countryBillingInfo', () => {
  it.each([
    ['DE', 'EUR', '€', 27, 0.88],
    ['fr', 'EUR', '€', 27, 0.88],
    ['GB', 'GBP', '£', 35, 0.75],
    ['US', 'USD', '$', 0, 1],
    ['CH', 'USD', '$', 0, 1],
    ['', 'USD', '$', 0, 1],
    [null, 'USD', '$', 0, 1],
  ])('%j -> %s %s tax %i rate %d', (code, currency, symbol, tax, rate) => {
    const info = countryBillingInfo(code);
    expect(info).toMatchObject({
      currency,
      currencySymbol: symbol,
      taxRate: tax,
      exchangeRate: rate,
    });
  });

  it('lists the 27 member states, not the UK', () => {
    expect(new Set(EU_COUNTRY_CODES).size).toBe(27);
    expect(isEuCountry('GB')).toBe(false);
    expect(isEuCountry('ie')).toBe(true);
  });
});

describe('money', () => {
  it.each([
    [22, 0.88, 25],
    [15, 0.75, 20],
    [10, 1, 10],
    [5, 0.88, 5.68],
  ])('%d local at %d -> %d USD', (amount, rate, usd) => {
    expect(toUsd(amount, rate)).toBe(usd);
  });

  it.each([
    [100, 27, 27],
    [20, 35, 7],
    [9.99, 27, 2.7],
    [50, 0, 0],
  ])('tax on %d at %i%% -> %d', (amount, rate, tax) => {
    expect(taxAmount(amount, rate)).toBe(tax);
  });
});
