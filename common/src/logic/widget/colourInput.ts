import { TEXT } from '../../constants';

/**
 * Inputs of the theme builder: hex colours and image URLs.
 */

// Exactly six hex digits after the '#'; shorthand (#abc) and alpha
// (#aabbccdd) forms are rejected because the palette maths needs RGB.
const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

export function isValidHexColour(value: string): boolean {
  return HEX_COLOUR.test(value);
}

/**
 * Image URLs typed without a scheme get https:// in front. Values that
 * already start with https:// (any case) are left alone, an http:// scheme is
 * upgraded, and an empty value stays empty so clearing a field works.
 */
export function ensureHttps(url: string): string {
  const trimmed = url.trim();
  if (trimmed === '') return '';
  if (/^https:\/\//i.test(trimmed)) return trimmed;
  if (/^http:\/\//i.test(trimmed)) return `https://${trimmed.slice('http://'.length)}`;
  // Protocol-relative and data/blob URLs keep their own form.
  if (/^(data:|blob:)/i.test(trimmed)) return trimmed;
  if (trimmed.startsWith('//')) return `https:${trimmed}`;
  return `https://${trimmed}`;
}

/** The theme builder's message for a rejected hex value. */
export function validateHexColour(value: string): string | null {
  return isValidHexColour(value) ? null : TEXT.invalidHex;
}
