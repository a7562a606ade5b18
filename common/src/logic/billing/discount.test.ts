import { describe, expect, it } from 'vitest';
import {
  checkoutTotals,
  discountAmount,
  discountCheckError,
  discountSummary,
  validateDiscountCodeInput,
} from './discount';

describe('discount code input and check', () => {
  it.each([
    ['', 'Please enter a discount code'],
    ['   ', 'Please enter a discount code'],
    ['SPRING', null],
  ])('%j -> %j', (code, expected) => {
    expect(validateDiscountCodeInput(code)).toBe(expected);
  });

  it.each([
    [{ valid: true }, null],
    [{ valid: false }, 'Invalid discount code'],
    [null, 'Invalid discount code'],
  ])('%j -> %j', (discount, expected) => {
    expect(discountCheckError(discount)).toBe(expected);
  });
});

describe('discountAmount', () => {
  it.each([
    [20, { valid: true, percent_off: 25 }, 5],
    [20, { valid: true, percent_off: 100 }, 20],
    [20, { valid: true, amount_off: 500 }, 5],
    [20, { valid: true, amount_off: 5000 }, 20],
    [20, { valid: true, percent_off: 10, amount_off: 500 }, 2],
    [20, { valid: true, percent_off: null, amount_off: 250 }, 2.5],
    [20, { valid: false, percent_off: 50 }, 0],
    [20, null, 0],
    [0, { valid: true, percent_off: 50 }, 0],
    [9.99, { valid: true, percent_off: 33 }, 3.3],
  ])('%d with %j -> %d', (subtotal, discount, expected) => {
    expect(discountAmount(subtotal, discount)).toBe(expected);
  });
});

describe('checkoutTotals', () => {
  it.each([
    [
      20,
      { valid: true, percent_off: 50 },
      27,
      { subtotal: 20, discount: 10, tax: 2.7, total: 12.7 },
    ],
    [20, null, 35, { subtotal: 20, discount: 0, tax: 7, total: 27 }],
    [20, { valid: true, amount_off: 2000 }, 27, { subtotal: 20, discount: 20, tax: 0, total: 0 }],
    [22, null, 0, { subtotal: 22, discount: 0, tax: 0, total: 22 }],
  ])('%d with %j at %i%% -> %j', (subtotal, discount, rate, expected) => {
    expect(checkoutTotals(subtotal, discount, rate)).toEqual(expected);
  });
});

describe('discountSummary', () => {
  it.each([
    [{ percent_off: 20, duration: 'forever' }, '20% off forever'],
    [{ amount_off: 500, currency: 'eur', duration: 'once' }, '5.00 EUR off once'],
    [{ amount_off: 150 }, '1.50 USD off'],
  ])('%j -> %j', (discount, expected) => {
    expect(discountSummary(discount)).toBe(expected);
  });
});
