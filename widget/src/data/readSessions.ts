import { parseTurns } from '../app/chat/conversation';
import type { PastSession } from './ChatBackend';

/**
 * Reads the sessions call's answer (`{ data: [{ id, ts, turns }] }`)
 * tolerantly: entries without an id are skipped, turns are read the way the
 * conversation reads them.
 */
export function readSessions(answer: unknown): PastSession[] {
  const data = (answer as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) return [];
  return data.flatMap((entry): PastSession[] => {
    const session = entry as { id?: unknown; ts?: unknown; turns?: unknown } | null;
    if (!session || typeof session.id !== 'string' || !session.id) return [];
    const ts = Number(session.ts);
    return [
      {
        id: session.id,
        turns: parseTurns(session.turns),
        ...(Number.isFinite(ts) && ts > 0 ? { ts } : {}),
      },
    ];
  });
}
