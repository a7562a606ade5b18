import type { DocumentData } from 'firebase-admin/firestore';
import type { Turn } from '@vg/common';

/**
 * How long the visitor waited for a team member's first reply to the
 * hand-off the conversation last counted (`insightHandoffAt`, ms), or
 * undefined while nobody has replied (or no hand-off is pending a count).
 *
 * Team replies are written by the dashboard, not by a function, so the
 * wait is counted at the conversation's next function-side event (the
 * visitor's next message); a hand-off nobody answers is never counted as
 * answered.
 */
export function handoffReplyWait(
  convo: DocumentData | undefined,
  turns: readonly Turn[],
): number | undefined {
  const since = Number(convo?.insightHandoffAt);
  if (!Number.isFinite(since) || since <= 0) return undefined;
  for (const turn of turns) {
    const at = typeof turn.ts === 'number' ? turn.ts : Date.parse(String(turn.ts));
    if (turn.humanAgent !== undefined && at >= since) return at - since;
  }
  return undefined;
}
