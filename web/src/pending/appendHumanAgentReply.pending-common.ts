/**
 * A team member's reply appended to a conversation's stored turns (a JSON
 * string). Works on the raw array so turns this code does not know stay
 * exactly as stored. The reply is a bot-side turn (visitors see it where the
 * agent's answers appear) naming who wrote it in `humanAgent`. Belongs in @vg/common
 * beside the conversation schema, shared with the functions.
 */
export interface HumanAgentReply {
  text: string;
  agentName: string;
  agentUid: string;
  /** Milliseconds. */
  ts: number;
}

export function appendHumanAgentReply(
  turnsJson: string | null | undefined,
  reply: HumanAgentReply,
): string {
  const turns = storedTurns(turnsJson);
  const last = turns[turns.length - 1] as { session_id?: unknown } | undefined;
  const message = {
    from: 'bot',
    type: 'text',
    delay: 0,
    ts: reply.ts,
    item: { payload: { message: reply.text } },
  };
  const turn = {
    from: 'bot',
    ts: reply.ts,
    messages: [message],
    humanAgent: { uid: reply.agentUid, ...(reply.agentName ? { name: reply.agentName } : {}) },
    // The reply belongs to the session the visitor is in.
    ...(typeof last?.session_id === 'string' ? { session_id: last.session_id } : {}),
  };
  return JSON.stringify([...turns, turn]);
}

function storedTurns(turnsJson: string | null | undefined): unknown[] {
  if (!turnsJson) return [];
  try {
    const parsed: unknown = JSON.parse(turnsJson);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}
