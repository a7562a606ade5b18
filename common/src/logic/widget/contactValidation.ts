import { TEXT } from '../../constants';

/**
 * E-mail check of the widget's forms (phones: phoneValidation.ts). It
 * returns the spec's message on failure and `null` when the value is
 * acceptable, so a form can show the result directly.
 */

// A deliberately simple shape: something, an @, something, a dot, something,
// with no spaces. Stricter checks reject real addresses.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_SHAPE.test(value.trim());
}

export function validateEmail(value: string): string | null {
  return isValidEmail(value) ? null : TEXT.invalidEmail;
}
