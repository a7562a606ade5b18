import { TEXT } from '../../constants';

/**
 * E-mail and phone checks of the widget's forms. Both return the spec's
 * message on failure and `null` when the value is acceptable, so a form can
 * show the result directly.
 */

// A deliberately simple shape: something, an @, something, a dot, something,
// with no spaces. Stricter checks reject real addresses.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// Three digits, three digits, then 4 to 6 digits; an optional leading plus,
// optional brackets round the first group, and optional -, space or dot
// separators between groups.
const PHONE_SHAPE = /^\+?\(?\d{3}\)?[-\s.]?\d{3}[-\s.]?\d{4,6}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_SHAPE.test(value.trim());
}

export function isValidPhone(value: string): boolean {
  return PHONE_SHAPE.test(value.trim());
}

export function validateEmail(value: string): string | null {
  return isValidEmail(value) ? null : TEXT.invalidEmail;
}

export function validatePhone(value: string): string | null {
  return isValidPhone(value) ? null : TEXT.invalidPhone;
}
