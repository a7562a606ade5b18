import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidPhone, validateEmail, validatePhone } from './contactValidation';

describe('email shape', () => {
  it.each([
    ['a@b.co', true],
    ['first.last+tag@example.org', true],
    ['  padded@example.com  ', true],
    ['', false],
    ['plain', false],
    ['no-dot@example', false],
    ['@example.com', false],
    ['a@.', false],
    ['two@@example.com', false],
    ['with space@example.com', false],
  ])('%j -> %s', (value, ok) => {
    expect(isValidEmail(value)).toBe(ok);
    expect(validateEmail(value)).toBe(ok ? null : 'Please input a valid email.');
  });
});

describe('phone shape', () => {
  it.each([
    ['1234567890', true],
    ['123-456-7890', true],
    ['(123) 456-7890', true],
    ['+(123) 456-7890', true],
    ['123.456.7890', true],
    ['123 456 789012', true],
    ['+123456789012', true],
    ['123456789', false],
    ['1234567890123', false],
    ['123-456-789', false],
    ['abc-def-ghij', false],
    ['', false],
    ['++1234567890', false],
  ])('%j -> %s', (value, ok) => {
    expect(isValidPhone(value)).toBe(ok);
    expect(validatePhone(value)).toBe(ok ? null : 'Please input a valid phone number.');
  });
});
