import { z } from 'zod';
import { CHAT_STEP_LIMITS } from '../../constants';
import { turnSchema, type Turn } from '../../schemas/conversation';

/** A team member's reply as the dashboard sends it during a hand-off. */
export const humanAgentReplySchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'Write a reply before sending.')
    .max(
      CHAT_STEP_LIMITS.textChars,
      `A reply can be at most ${CHAT_STEP_LIMITS.textChars.toLocaleString('en')} characters.`,
    ),
  /** The team member's name (the widget shows the first name). */
  agentName: z.string().trim().max(200),
  /** Their auth uid, as in the conversation's chatAssignedTo. */
  agentUid: z.string().trim().min(1, 'The team member is unknown: sign in again.'),
  /** Milliseconds since the epoch. */
  ts: z.number().int().nonnegative(),
});
export type HumanAgentReply = z.input<typeof humanAgentReplySchema>;

/**
 * The conversation's stored `turns` (a JSON string) with a team member's
 * reply appended as a well-formed turn: from 'bot' (the agent's side of the
 * chat, as the visitor sees it), one text message shown at once, the
 * current session's id, and `humanAgent` naming who wrote it.
 *
 * The dashboard writes the result to `turns` of the conversation (the rules
 * let the owner and the agent's clients update it). Earlier turns are kept
 * exactly as stored. Throws with a readable message when the reply is
 * invalid, or when the stored turns are unreadable (rather than replace
 * a history it cannot read).
 */
export function appendHumanAgentReply(
  turnsJson: string | null | undefined,
  reply: HumanAgentReply,
): string {
  const parsed = humanAgentReplySchema.safeParse(reply);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Invalid reply.');
  const { text, agentName, agentUid, ts } = parsed.data;
  const turns = readStoredTurns(turnsJson);
  const sessionId = currentSessionId(turns);
  const turn: Turn = {
    from: 'bot',
    messages: [{ from: 'bot', type: 'text', item: { payload: { message: text } }, delay: 0, ts }],
    ts,
    ...(sessionId ? { session_id: sessionId } : {}),
    humanAgent: { uid: agentUid, ...(agentName ? { name: agentName } : {}) },
  };
  return JSON.stringify([...turns, turnSchema.parse(turn)]);
}

function readStoredTurns(turnsJson: string | null | undefined): unknown[] {
  if (turnsJson === null || turnsJson === undefined || turnsJson.trim() === '') return [];
  let raw: unknown;
  try {
    raw = JSON.parse(turnsJson);
  } catch {
    raw = null;
  }
  if (!Array.isArray(raw)) {
    throw new Error('The conversation history is unreadable, so the reply was not added.');
  }
  return raw;
}

/** The session of the latest turn that names one (the conversation's current session). */
function currentSessionId(turns: readonly unknown[]): string | undefined {
  for (const entry of [...turns].reverse()) {
    const id = (entry as { session_id?: unknown } | null)?.session_id;
    if (typeof id === 'string' && id !== '') return id;
  }
  return undefined;
}
