import { TRUNCATE } from '../../constants';

/**
 * Shortened display text. Longer text keeps the first N characters (the
 * limits of the spec, in `TRUNCATE`) and gains an ellipsis.
 */

export type TruncateTarget = keyof typeof TRUNCATE;

export const ELLIPSIS = '...';

/**
 * Shortens `text` to `max` characters. Counting is by code point so an emoji
 * or other astral character is never cut in half.
 */
export function truncate(text: string, max: number, suffix: string = ELLIPSIS): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return chars.slice(0, Math.max(0, max)).join('') + suffix;
}

/** Shortens text for one of the named display places of the spec. */
export function truncateFor(target: TruncateTarget, text: string): string {
  return truncate(text, TRUNCATE[target]);
}

/**
 * The debug accordion previews the first 100 characters without an ellipsis:
 * it is a raw peek, not a label.
 */
export function debugPreview(text: string): string {
  return Array.from(text).slice(0, TRUNCATE.debugPreview).join('');
}
