/**
 * Display limits the spec fixes for shortened text. Longer text keeps the
 * first N characters and gains an ellipsis, so the visible part never
 * exceeds the limit.
 */
export const TRUNCATE_LIMITS = {
  headerTitle: 35,
  headerDescription: 35,
  bannerDescription: 350,
  cardDescription: 500,
  fileName: 20,
  handoffButtonText: 10,
  notificationText: 50,
  shortMessage: 150,
  agentOrWorkspaceName: 20,
  agentSwitcherTitle: 30,
  debugPreview: 100,
} as const;

export type TruncateTarget = keyof typeof TRUNCATE_LIMITS;

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
  return truncate(text, TRUNCATE_LIMITS[target]);
}

/**
 * The debug accordion previews the first 100 characters without an ellipsis:
 * it is a raw peek, not a label.
 */
export function debugPreview(text: string): string {
  return Array.from(text).slice(0, TRUNCATE_LIMITS.debugPreview).join('');
}
