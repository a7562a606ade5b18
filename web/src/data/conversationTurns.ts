import { turnSchema, type Turn } from '@vg/common';

/**
 * The stored `turns` JSON string as turns the dashboard can show. Each turn
 * is checked against the common schema on its own, so one turn written by
 * a newer writer does not hide the rest of the conversation.
 */
export function readTurns(stored: unknown): Turn[] {
  if (typeof stored !== 'string' || stored === '') return [];
  let raw: unknown;
  try {
    raw = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry) => {
    const parsed = turnSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}
