import { describe, expect, it } from 'vitest';
import { isValidEmail, validateEmail } from './contactValidation';

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
