import { TEXT } from '../../constants';
import { emailSchema } from '../../schemas/primitives';

/**
 * E-mail check of the widget's forms (phones: phoneValidation.ts). It
 * returns the spec's message on failure and `null` when the value is
 * acceptable, so a form can show the result directly.
 */

export function isValidEmail(value: string): boolean {
  return emailSchema.safeParse(value).success;
}

export function validateEmail(value: string): string | null {
  return isValidEmail(value) ? null : TEXT.invalidEmail;
}
