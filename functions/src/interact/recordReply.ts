import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { Turn } from '@vg/common';
import { agentPath } from '../agents/loadAgent';
import { conversationPath } from '../convos/conversationAccess';
import { decodeTurns, encodeTurns, makeTurn } from '../convos/turns';
import type { InteractStep, RuntimeReply } from './InteractStep';
import type { RecordedStep } from './recordVisitorStep';

/**
 * Second half of a step, in one transaction: appends the bot's turn to the
 * conversation as it is now (a team member may have written meanwhile) and
 * adds the tokens used to the agent.
 */
export async function recordReply(
  step: InteractStep,
  recorded: RecordedStep,
  reply: RuntimeReply,
  now = Date.now(),
): Promise<Turn[]> {
  const { db } = step;
  const convoRef = db.doc(conversationPath(step.agentId, step.userId));
  const messages = [...(step.appendAtStart ? step.appendMessages : []), ...reply.messages];
  if (messages.length === 0 && reply.tokens === 0) return recorded.turns;
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(convoRef);
    let turns = decodeTurns(snapshot.data()?.turns);
    if (messages.length > 0) {
      turns = [...turns, makeTurn('bot', messages, recorded.sessionId, reply.sources, now)];
      tx.set(
        convoRef,
        {
          turns: encodeTurns(turns),
          updatedAt: Timestamp.fromMillis(now),
          lastModified: Timestamp.fromMillis(now),
        },
        { merge: true },
      );
    }
    if (reply.tokens > 0) {
      tx.update(db.doc(agentPath(step.agentId)), {
        tokensUsage: FieldValue.increment(reply.tokens),
      });
    }
    return turns;
  });
}
