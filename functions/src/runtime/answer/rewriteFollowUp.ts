import type { ChatEntry } from '../types';
import { lemmaTerms } from '../knowledge/terms';

const REFERS_BACK =
  /^(and|also|what about|how about|and what|what if)\b|\b(it|that|this|they|them|those|one|there)\b/i;

/**
 * For `searchMethod: smart`: a follow-up ("What about Sundays?", "How much
 * is it?") is searched together with the visitor's previous question, so
 * it is understood in the conversation's context.
 */
export function rewriteFollowUp(question: string, history: readonly ChatEntry[]): string {
  const earlier = history
    .slice(0, -1)
    .filter((entry) => entry.role === 'user')
    .map((entry) => entry.content.trim())
    .filter((content) => content !== '' && content !== question.trim());
  const previous = earlier.at(-1);
  if (!previous) return question;
  const isFollowUp = lemmaTerms(question).length <= 2 || REFERS_BACK.test(question);
  return isFollowUp ? `${question} ${previous}` : question;
}
