import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { handoffTimeoutMs, type StoredConversationState, type Turn } from '@vg/common';
import { agentPath, parseAgent, type StoredAgent } from '../../agents/loadAgent';
import { agentUsagePath, withLedgerUsage } from '../../agents/agentUsage';
import { assertConversationAccess, conversationPath } from '../convos/conversationAccess';
import { archiveSessionWrite } from '../convos/sessions';
import { decodeTurns, encodeTurns, makeTurn } from '../convos/turns';
import { isLaunch, type InteractStep } from './InteractStep';
import { assertAgentEnabled, assertStepAllowed } from './stepLimits';
import { visitorMessages } from './visitorMessages';

export interface RecordedStep {
  agent: StoredAgent;
  /** The conversation with the visitor's turn, whether or not it was stored. */
  turns: Turn[];
  sessionId: string;
  /** False while a human has (or is asked to take) the chat. */
  answer: boolean;
}

/**
 * First half of a step, in one transaction: checks access and caps, starts
 * a new session on launch (archiving the old one), stores the visitor's
 * turn and the conversation fields, and counts the interaction.
 *
 * An agent with recordChatHistory off keeps no turns: the visitor's turn
 * is stored only while the team has the chat (they answer from the
 * document), and the runtime's reply clears them (see recordReply).
 */
export async function recordVisitorStep(
  step: InteractStep,
  now = Date.now(),
): Promise<RecordedStep> {
  const { db } = step;
  const convoRef = db.doc(conversationPath(step.agentId, step.userId));
  return db.runTransaction(async (tx) => {
    const [agentSnapshot, usage] = await tx.getAll(
      db.doc(agentPath(step.agentId)),
      db.doc(agentUsagePath(step.agentId)),
    );
    if (!agentSnapshot || !usage) throw new Error('Firestore answered fewer documents');
    // The usage ledger outlives a deleted agent: re-creating it resets nothing.
    const agent = withLedgerUsage(parseAgent(step.agentId, agentSnapshot), usage);
    const snapshot = await tx.get(convoRef);
    const convo = snapshot.data();
    assertConversationAccess(convo, step.callerUid, agent.ownerID);
    const record = agent.recordChatHistory !== false;
    let turns = decodeTurns(convo?.turns);
    let sessionId = typeof convo?.session_id === 'string' ? convo.session_id : randomUUID();
    let state = currentState(convo, agent, now);
    const launch = isLaunch(step.action);
    const fields: DocumentData = {};

    if (launch) {
      assertAgentEnabled(agent);
      if (record && turns.some((turn) => turn.from === 'human')) {
        archiveSessionWrite(
          tx,
          convoRef,
          sessionId,
          turns,
          step.callerUid,
          now,
          convo?.ratingFrom5,
        );
      }
      turns = [];
      sessionId = randomUUID();
      state = 'ai-chatting';
      Object.assign(fields, {
        chatAssignedTo: null,
        chatAssignedName: null,
        handoffRequestedAt: null,
        // A new conversation may be rated again (the last one's stars went to its archive).
        ratingFrom5: FieldValue.delete(),
        ratedAt: FieldValue.delete(),
        nodesInfo: { currentNode: 'start' },
      });
    } else {
      assertStepAllowed(agent, convo);
      fields.totalUserInteractions = (Number(convo?.totalUserInteractions) || 0) + 1;
    }
    // What a visitor sends is always their own turn, whatever appendAtStart says.
    const visitor = visitorMessages(step.action, step.appendMessages, now);
    const stored = turns;
    if (visitor.length > 0)
      turns = [...turns, makeTurn('human', visitor, sessionId, undefined, now)];
    const answer = state === 'ai-chatting';

    tx.set(
      convoRef,
      {
        ...fields,
        ...profileFields(step.transcriptMetadata),
        ...(snapshot.exists
          ? {}
          : { createdAt: Timestamp.fromMillis(now), agentId: step.agentId, userId: step.userId }),
        authUid:
          typeof convo?.authUid === 'string' && convo.authUid ? convo.authUid : step.callerUid,
        turns: encodeTurns(record || !answer ? turns : stored),
        session_id: sessionId,
        state,
        variables: step.variables,
        transcriptMetadata: step.transcriptMetadata,
        ...(step.origin ? { origin: step.origin } : {}),
        ...(step.channel ? { channel: step.channel } : {}),
        ...(step.lang ? { lang: step.lang } : {}),
        // The owner's own chats (live preview, test chat) are marked for the inbox.
        ...(step.callerUid === agent.ownerID ? { ownerChat: true } : {}),
        updatedAt: Timestamp.fromMillis(now),
        // lastModified lists the conversation in the inbox: only once the visitor acts.
        ...(launch && !convo?.lastModified ? {} : { lastModified: Timestamp.fromMillis(now) }),
      },
      { merge: true },
    );
    return { agent, turns, sessionId, answer };
  });
}

/**
 * The stored handoff state, with an unanswered request past its timeout
 * (the agent's handoffTimeout or the request's own) back to ai-chatting.
 */
function currentState(
  convo: DocumentData | undefined,
  agent: StoredAgent,
  now: number,
): StoredConversationState {
  const state = convo?.state as StoredConversationState | undefined;
  if (state === 'human-chatting') return state;
  if (state === 'requested_chat') {
    const requestedAt = Number(convo?.handoffRequestedAt) || 0;
    const timeout = handoffTimeoutMs(Number(convo?.handoffTimeout) || null, agent.handoffTimeout);
    return now - requestedAt >= timeout ? 'ai-chatting' : state;
  }
  return 'ai-chatting';
}

/** Who the visitor is, from the widget's transcript metadata. */
function profileFields(metadata: Record<string, unknown>): DocumentData {
  const fields: DocumentData = {};
  for (const [from, to] of [
    ['name', 'userName'],
    ['email', 'userEmail'],
    ['phone', 'userPhone'],
    ['image', 'userImage'],
  ] as const) {
    const value = metadata[from];
    if (typeof value === 'string' && value.trim() !== '') fields[to] = value.trim().slice(0, 200);
  }
  return fields;
}
