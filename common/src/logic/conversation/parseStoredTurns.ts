import { turnSchema, type Turn } from '../../schemas/conversation';

/**
 * What to do with a list entry that does not match the turn schema: a
 * reader that only shows the history drops it; a writer that rewrites the
 * history keeps it as stored, so it never loses what another writer (a team
 * member, a newer widget) put there.
 */
export type UnreadableTurns = 'drop' | 'keepAsStored';

export interface StoredTurns {
  /** The turns in stored order (entries that are not objects are always left out). */
  turns: Turn[];
  /**
   * Why the history as a whole could not be read (not a string, not JSON,
   * not a list); `turns` is then empty. Null for a readable or missing one.
   */
  error: Error | null;
  /** How many list entries did not match the turn schema (dropped or kept as stored). */
  unreadableTurns: number;
}

/**
 * Reads a conversation's stored `turns` (a JSON string of turns). Tolerant:
 * it never throws, and each turn is checked on its own so one odd turn does
 * not hide the rest. Callers decide what an error means: a viewer shows what
 * it could read, a writer refuses to replace a history it cannot read.
 */
export function parseStoredTurns(
  stored: unknown,
  unreadable: UnreadableTurns = 'drop',
): StoredTurns {
  // No history yet: a new conversation.
  if (stored === undefined || stored === null) return readable([]);
  if (typeof stored !== 'string') return unreadableHistory('The stored turns are not a string.');
  if (stored.trim() === '') return readable([]);
  let raw: unknown;
  try {
    raw = JSON.parse(stored);
  } catch (cause) {
    return unreadableHistory('The stored turns are not valid JSON.', cause);
  }
  if (!Array.isArray(raw)) return unreadableHistory('The stored turns are not a list.');

  const turns: Turn[] = [];
  let unreadableTurns = 0;
  for (const entry of raw) {
    const parsed = turnSchema.safeParse(entry);
    if (parsed.success) {
      turns.push(parsed.data);
      continue;
    }
    unreadableTurns++;
    if (unreadable === 'keepAsStored' && typeof entry === 'object' && entry !== null) {
      turns.push(entry as Turn);
    }
  }
  return { turns, error: null, unreadableTurns };
}

function readable(turns: Turn[]): StoredTurns {
  return { turns, error: null, unreadableTurns: 0 };
}

function unreadableHistory(message: string, cause?: unknown): StoredTurns {
  return {
    turns: [],
    error: cause === undefined ? new Error(message) : new Error(message, { cause }),
    unreadableTurns: 0,
  };
}
