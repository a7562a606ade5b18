import { parseStoredTurns, type Message, type Turn, type TurnSource } from '@vg/common';

/** A text message in the stored shape `{from, type, item, delay, ts}`. */
export function textMessage(
  from: 'bot' | 'human',
  text: string,
  delay: number,
  ts = Date.now(),
): Message {
  return { from, type: 'text', item: { payload: { message: text } }, delay, ts };
}

export function makeTurn(
  from: 'bot' | 'human',
  messages: Message[],
  sessionId: string,
  sources?: TurnSource[],
  ts = Date.now(),
): Turn {
  return {
    from,
    messages,
    ts,
    session_id: sessionId,
    ...(sources && sources.length > 0 ? { sources } : {}),
  };
}

/**
 * Reads the stored JSON string of turns. Each turn is checked on its own: a
 * turn this code cannot read is kept as stored, so rewriting the history
 * never loses what another writer (a human agent, a newer widget) put there.
 */
export function decodeTurns(stored: unknown): Turn[] {
  return parseStoredTurns(stored, 'keepAsStored').turns;
}

export function encodeTurns(turns: readonly Turn[]): string {
  return JSON.stringify(turns);
}

/** Bot messages of the turns, in order (the `actionMessages` of a reply). */
export function botMessages(turns: readonly Turn[]): Message[] {
  return turns.filter((turn) => turn.from === 'bot').flatMap((turn) => turn.messages);
}
