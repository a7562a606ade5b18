import { describe, expect, it } from 'vitest';
import {
  canFetchPaymentData,
  canSubmitCancellation,
  canSubmitPayment,
  cancellationReasonText,
  defaultPaymentChoice,
  validateAddress,
} from './paymentForm';

const address = { line1: '1 Main St', city: 'Berlin', postal_code: '10115', country: 'DE' };

describe('address', () => {
  it.each([
    [address, null],
    [{ ...address, city: ' ' }, 'Please complete all required address fields'],
    [{ ...address, postal_code: null }, 'Please complete all required address fields'],
    [null, 'Please complete all required address fields'],
  ])('%j -> %j', (input, expected) => {
    expect(validateAddress(input)).toBe(expected);
  });
});

describe('canSubmitPayment', () => {
  const base = {
    email: 'a@b.co',
    choice: 'new' as const,
    hasSavedCard: false,
    cardComplete: true,
    address,
    processing: false,
  };
  it.each([
    [{}, true],
    [{ email: '' }, false],
    [{ processing: true }, false],
    [{ cardComplete: false }, false],
    [{ address: { ...address, line1: '' } }, false],
    [{ choice: 'apple', cardComplete: false, address: null }, true],
    [{ choice: 'saved', hasSavedCard: true, cardComplete: false, address: null }, true],
    [{ choice: 'saved', hasSavedCard: false }, false],
  ] as const)('%j -> %s', (override, expected) => {
    expect(canSubmitPayment({ ...base, ...override })).toBe(expected);
  });

  it('prefers the saved card', () => {
    expect(defaultPaymentChoice(true)).toBe('saved');
    expect(defaultPaymentChoice(false)).toBe('new');
  });
});

describe('cancellation', () => {
  it.each([
    ['Too expensive', undefined, true],
    ['Other', '', false],
    ['Other', 'Moving to in-house', true],
    ['', undefined, false],
    ['Bored', undefined, false],
  ])('%j / %j -> %s', (reason, other, expected) => {
    expect(canSubmitCancellation(reason, other)).toBe(expected);
  });

  it('sends the free text for Other', () => {
    expect(cancellationReasonText('Other', ' Budget cut ')).toBe('Other: Budget cut');
    expect(cancellationReasonText('Temporary need')).toBe('Temporary need');
  });
});

describe('canFetchPaymentData', () => {
  it.each([
    ['uid1', true],
    ['', false],
    ['  ', false],
    [undefined, false],
    [42, false],
  ])('%j -> %s', (userId, expected) => {
    expect(canFetchPaymentData(userId)).toBe(expected);
  });
});
