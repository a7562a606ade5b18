import type { QuotedSentence } from './extractAnswer';

export const DECLINE_REPLY =
  "I'm sorry, I don't know the answer to that: it isn't covered by the information I have.";
export const DECLINE_HANDOFF_OFFER = 'Would you like to talk to a member of our team?';
export const HANDOFF_BUTTON_LABEL = 'Talk to a person';
const GREETING_REPLY = 'Hello! How can I help you today?';
const THANKS_REPLY = "You're welcome! Is there anything else I can help you with?";

/**
 * The answer in a short frame, the sentences quoted exactly as written and
 * each source document named: Here is what I found in “Delivery”: “…”
 */
export function composeAnswer(sentences: readonly QuotedSentence[]): string {
  const byDoc = new Map<string, QuotedSentence[]>();
  for (const sentence of sentences) {
    byDoc.set(sentence.docId, [...(byDoc.get(sentence.docId) ?? []), sentence]);
  }
  const groups = [...byDoc.values()];
  const quote = (group: QuotedSentence[]) => `“${group.map((entry) => entry.text).join(' ')}”`;
  if (groups.length === 1) {
    return `Here is what I found in “${groups[0]![0]!.docName}”: ${quote(groups[0]!)}`;
  }
  return `Here is what I found: ${groups
    .map((group) => `${quote(group)} (from “${group[0]!.docName}”)`)
    .join(' and ')}`;
}

/** What the agent says when it does not know, with the hand-off offer when enabled. */
export function declineText(handoffEnabled: boolean): string {
  return handoffEnabled ? `${DECLINE_REPLY} ${DECLINE_HANDOFF_OFFER}` : DECLINE_REPLY;
}

/** A reply to a greeting or thanks, which needs no knowledge. */
export function smallTalkReply(question: string): string | null {
  const text = question.trim().toLowerCase();
  if (/^(hi|hello|hey|hallo|hola|bonjour|good (morning|afternoon|evening))\b/.test(text)) {
    return GREETING_REPLY;
  }
  if (/^(thanks|thank you|thx|cheers)\b/.test(text)) return THANKS_REPLY;
  return null;
}
