import { AUDIO_PLAYBACK_SPEEDS, RATING_SCALE } from '../../constants';

/**
 * Small state rules of the voice-note player and the conversation rating.
 */

/** Speeds cycle 1 → 1.25 → 1.5 → 2 → 1; an unknown speed restarts at 1. */
export function nextPlaybackSpeed(current: number): number {
  const index = (AUDIO_PLAYBACK_SPEEDS as readonly number[]).indexOf(current);
  return AUDIO_PLAYBACK_SPEEDS[(index + 1) % AUDIO_PLAYBACK_SPEEDS.length] ?? 1;
}

export function isValidRating(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= RATING_SCALE;
}

/**
 * A rating is set once: with one stored the stars are read-only and the new
 * value is ignored.
 */
export function applyRating(stored: number | null | undefined, chosen: number): number | null {
  if (stored !== null && stored !== undefined) return stored;
  return isValidRating(chosen) ? chosen : null;
}

export function isRatingLocked(stored: number | null | undefined): boolean {
  return stored !== null && stored !== undefined;
}
