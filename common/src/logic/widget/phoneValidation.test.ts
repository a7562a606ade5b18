import { describe, expect, it } from 'vitest';
import { isValidPhone, validatePhone } from './phoneValidation';

describe('phone numbers', () => {
  it.each([
    ['+1 (415) 555-2671', null, true],
    ['+44 20 7946 0958', null, true],
    ['+4915112345678', null, true],
    ['+33 1 42 68 53 00', null, true],
    ['(415) 555-2671', null, true],
    ['415.555.2671', 'us', true],
    ['030 901820', 'DE', true],
    ['020 7946 0958', 'GB', true],
    ['020 7946 0958', null, false],
    ['1234567890', null, false],
    ['+1 555', null, false],
    ['+44 20 7946', null, false],
    ['call me maybe', null, false],
    ['+1 (415) 555-2671 ext', null, false],
    ['', null, false],
    ['++14155552671', null, false],
  ])('%j (country %j) -> %s', (value, country, ok) => {
    expect(isValidPhone(value, country)).toBe(ok);
    expect(validatePhone(value, country)).toBe(ok ? null : 'Please input a valid phone number.');
  });
});
