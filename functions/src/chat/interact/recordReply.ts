import { Timestamp } from 'firebase-admin/firestore';
import type { Turn } from '@vg/common';
import { lastTurnEndsChat } from '@vg/common/logic/widget/messageVisibility';
import { agentPath } from '../../agents/loadAgent';
import { agentUsagePath, withLedgerUsage } from '../../agents/agentUsage';
import { conversationPath } from '../convos/conversationAccess';
import { decodeTurns, encodeTurns, makeTurn } from '../convos/turns';
import { storeHandoffRequest } from '../handoff/storeHandoffRequest';
import { teamRecipients } from '../../notifications/notifyTeam';
import { deliverTeamNotice } from '../../notifications/deliverTeamNotice';
import { countInsightEvent } from '../../insights/countInsightEvent';
import { isLaunch, type InteractStep, type RuntimeReply } from './InteractStep';
import type { RecordedStep } from './recordVisitorStep';
import { actionText } from './visitorMessages';

/**
 * Second half of a step, in one transaction: appends the bot's turn to the
 * conversation as it is now (a team member may have written meanwhile) and
 * adds the tokens used to the agent.
 *
 * - A team member who took the chat while the reply was being made wins:
 *   the reply is dropped, so the bot never answers in a human's chat.
 * - With recordChatHistory off nothing stays: the stored turns are cleared
 *   and the answer carries the exchange instead.
 * - A reply that the visitor saw streaming but that is stored only after they
 *   pressed End Chat goes before the 'end' turn: an ended conversation ends
 *   with its 'end' turn, so the rating and 'Start New Conversation' stay the
 *   latest thing on screen, in the widget and after a reload.
 * - A reply that hands off (a typed request for a person, a flow's hand-off
 *   step) stores the request in the same write as its 'Let me connect you…'
 *   turn, so no snapshot ever shows that turn with the chat still with the AI.
 */
export async function recordReply(
  step: InteractStep,
  recorded: RecordedStep,
  reply: RuntimeReply,
  now = Date.now(),
): Promise<RecordedReply> {
  const { db } = step;
  const convoRef = db.doc(conversationPath(step.agentId, step.userId));
  const record = recorded.agent.recordChatHistory !== false;
  // Only the runtime speaks in the bot's turn: a visitor's messages never join it.
  const messages = reply.messages;
  if (record && messages.length === 0 && reply.tokens === 0) {
    return { turns: recorded.turns, dropped: false };
  }
  const agentRef = db.doc(agentPath(step.agentId));
  const usageRef = db.doc(agentUsagePath(step.agentId));
  const recipients = reply.handoff ? await teamRecipients(db, recorded.agent, true) : [];
  const { notice, ...result } = await db.runTransaction(async (tx) => {
    const [snapshot, agentSnapshot, usage] = await tx.getAll(convoRef, agentRef, usageRef);
    if (!snapshot || !agentSnapshot || !usage)
      throw new Error('Firestore answered fewer documents');
    const convo = snapshot.data();
    const storedTurns = decodeTurns(convo?.turns);
    const teamHasChat = convo?.state === 'human-chatting';
    let turns = record ? storedTurns : recorded.turns;
    const turn = botTurn(recorded, reply, now);
    if (turn && !teamHasChat) turns = beforeEndTurn(turns, turn);
    // The request goes in first: whether it was stored decides what is counted.
    const handoff =
      reply.handoff && !teamHasChat && convo
        ? storeHandoffRequest({
            db,
            tx,
            region: step.region,
            agentId: step.agentId,
            agent: recorded.agent,
            convoRef,
            convo,
            recipients,
            now,
          })
        : undefined;
    const handoffStored = handoff?.handoffRequestedAt === now;
    // Opening messages answer nobody: only replies to the visitor count.
    const insight =
      isOwner(step, recorded) || isLaunch(step.action)
        ? {}
        : countInsightEvent({
            db,
            tx,
            agentId: step.agentId,
            conversationId: step.userId,
            convo,
            eventId: `r:${recorded.at}`,
            at: now,
            delta: {
              botMessages: turns !== (record ? storedTurns : recorded.turns) ? 1 : 0,
              channel: step.channel?.type ?? 'widget',
              tokens: reply.tokens,
              responseMs: now - recorded.at,
              error: Boolean(reply.appError),
              ...(handoffStored ? { handoffs: 1 } : {}),
              ...(recorded.agent.agentPlatform !== 'vf' && step.action.type === 'text'
                ? { question: actionText(step.action), declined: reply.declined ?? false }
                : {}),
            },
          });
    if (handoffStored) insight.insightHandoffAt = now;
    const changed = record ? turns !== storedTurns : storedTurns.length > 0;
    if (changed || Object.keys(insight).length > 0) {
      tx.set(
        convoRef,
        {
          ...insight,
          ...(changed
            ? {
                turns: encodeTurns(record ? turns : []),
                // An end node closes the chat as End Chat does.
                ...(reply.ended && !teamHasChat ? { state: 'ended_chat' } : {}),
                updatedAt: Timestamp.fromMillis(now),
                // Not listed in the inbox before the visitor acts (the greeting alone is no entry).
                ...(convo?.lastModified ? { lastModified: Timestamp.fromMillis(now) } : {}),
              }
            : {}),
        },
        { merge: true },
      );
    }
    if (reply.tokens > 0 && agentSnapshot.exists) {
      const counted = withLedgerUsage(
        {
          tokensUsage: Number(agentSnapshot.get('tokensUsage')) || 0,
          maxTokensUsage: recorded.agent.maxTokensUsage,
        },
        usage,
      );
      const total = counted.tokensUsage + reply.tokens;
      tx.set(
        usageRef,
        {
          ownerID: recorded.agent.ownerID,
          tokensUsage: total,
          maxTokensUsage: counted.maxTokensUsage,
        },
        { merge: true },
      );
      tx.update(agentRef, { tokensUsage: total });
    }
    return { turns, dropped: teamHasChat, notice: handoff?.notice };
  });
  // A request that told the team afresh reaches the clients who asked by e-mail and push too.
  if (notice) await deliverTeamNotice(db, notice, recipients);
  return result;
}

/** The bot's turn of the reply, as it is stored; none when the runtime said nothing. */
function botTurn(recorded: RecordedStep, reply: RuntimeReply, now: number): Turn | undefined {
  if (reply.messages.length === 0) return undefined;
  return {
    ...makeTurn('bot', reply.messages, recorded.sessionId, reply.sources, now),
    ...(reply.toolCalls?.length ? { toolCalls: reply.toolCalls } : {}),
    ...(reply.nodeId ? { nodeId: reply.nodeId } : {}),
  };
}

/**
 * The history recordReply(…, now) stores for the reply when nobody wrote to
 * the conversation meanwhile: what the visitor may see before it is stored.
 */
export function replyHistory(
  recorded: RecordedStep,
  reply: RuntimeReply,
  now: number,
): Turn[] | undefined {
  const turn = botTurn(recorded, reply, now);
  return turn ? beforeEndTurn(recorded.turns, turn) : undefined;
}

/** Appends `turn`, or puts it before the stored 'end' turn of a conversation ended meanwhile. */
function beforeEndTurn(turns: Turn[], turn: Turn): Turn[] {
  if (!lastTurnEndsChat(turns)) return [...turns, turn];
  return [...turns.slice(0, -1), turn, ...turns.slice(-1)];
}

function isOwner(step: InteractStep, recorded: RecordedStep): boolean {
  return step.callerUid === recorded.agent.ownerID;
}

export interface RecordedReply {
  /** The conversation after the step. */
  turns: Turn[];
  /** True when a team member took the chat meanwhile and the reply was not kept. */
  dropped: boolean;
}
