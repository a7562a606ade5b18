import { randomUUID } from 'node:crypto';
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type Transaction,
} from 'firebase-admin/firestore';
import { handoffTimeoutMs, type StoredConversationState, type Turn } from '@vg/common';
import { agentPath, parseAgent, type StoredAgent } from '../../agents/loadAgent';
import { agentUsagePath, withLedgerUsage } from '../../agents/agentUsage';
import { assertConversationAccess, conversationPath } from '../convos/conversationAccess';
import { archiveSessionWrite } from '../convos/sessions';
import { decodeTurns, encodeTurns, makeTurn } from '../convos/turns';
import { countInsightEvent } from '../../insights/countInsightEvent';
import { handoffReplyWait } from '../../insights/handoffReplyWait';
import { leadId, leadPath, leadUpdate, type LeadContact } from '../../insights/leadWrite';
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
  /** When the visitor's turn was recorded (ms): the agent's response time starts here. */
  at: number;
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
  /**
   * Told the agent once the step passed its checks and the agent is to
   * answer it, before the transaction commits.
   */
  onAnswer?: (agent: StoredAgent) => void,
): Promise<RecordedStep> {
  const { db } = step;
  const convoRef = db.doc(conversationPath(step.agentId, step.userId));
  return db.runTransaction(async (tx) => {
    // One round trip reads the three documents every step needs.
    const [agentSnapshot, usage, snapshot] = await tx.getAll(
      db.doc(agentPath(step.agentId)),
      db.doc(agentUsagePath(step.agentId)),
      convoRef,
    );
    if (!agentSnapshot || !usage || !snapshot)
      throw new Error('Firestore answered fewer documents');
    // The usage ledger outlives a deleted agent: re-creating it resets nothing.
    const agent = withLedgerUsage(parseAgent(step.agentId, agentSnapshot), usage);
    const convo = snapshot.data();
    assertConversationAccess(convo, step.callerUid, agent.ownerID);
    const profile = profileFields(step.transcriptMetadata);
    const lead =
      step.callerUid === agent.ownerID ? null : await newContact(tx, step, convo, profile);
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
    // Past every check, with the agent to answer: what the answer reads may start.
    if (answer) onAnswer?.(agent);
    const isOwner = step.callerUid === agent.ownerID;
    if (visitor.length > 0 && !isOwner) {
      Object.assign(fields, visitorInsights(tx, step, agent, convo, stored, sessionId, now));
    }

    tx.set(
      convoRef,
      {
        ...fields,
        ...profile,
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
    if (lead) tx.set(lead.ref, leadUpdate(lead.existing, lead.contact, now));
    return { agent, turns, sessionId, answer, at: now };
  });
}

/**
 * Counts the visitor's message in the agent's insights (and, on the
 * session's first message, the conversation with its channel and country;
 * a team member's first reply to a counted hand-off); answers the
 * conversation fields that go with it.
 */
function visitorInsights(
  tx: Transaction,
  step: InteractStep,
  agent: StoredAgent,
  convo: DocumentData | undefined,
  stored: readonly Turn[],
  sessionId: string,
  now: number,
): DocumentData {
  const firstOfSession = convo?.insightSession !== sessionId;
  const country = agent.enableGeoAnalytics ? step.variables.country : undefined;
  const wait = handoffReplyWait(convo, stored);
  const marks = countInsightEvent({
    db: step.db,
    tx,
    agentId: step.agentId,
    conversationId: step.userId,
    convo,
    eventId: `m:${now}`,
    at: now,
    delta: {
      visitorMessages: 1,
      channel: step.channel?.type ?? 'widget',
      ...(firstOfSession
        ? { conversations: 1, country: typeof country === 'string' ? country : null }
        : {}),
      ...(wait !== undefined ? { handoffReplyMs: wait } : {}),
    },
  });
  return {
    ...marks,
    insightSession: sessionId,
    ...(wait !== undefined ? { insightHandoffAt: null } : {}),
  };
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

/**
 * The lead to record when the widget names a contact (the embed's user
 * e-mail or phone) this conversation had not named before: read here,
 * before the transaction writes, so a returning visitor keeps their first
 * contact time.
 */
async function newContact(
  tx: Transaction,
  step: InteractStep,
  convo: DocumentData | undefined,
  profile: DocumentData,
) {
  const email = typeof profile.userEmail === 'string' ? profile.userEmail : undefined;
  const phone = typeof profile.userPhone === 'string' ? profile.userPhone : undefined;
  // A messaging channel's person is a lead from their first message on.
  const channelAddress =
    step.channel && !convo ? `${step.channel.type}:${step.channel.to}` : undefined;
  if (!channelAddress && email === convo?.userEmail && phone === convo?.userPhone) return null;
  const id = leadId({ email, phone, channelAddress });
  if (!id) return null;
  const ref = step.db.doc(leadPath(step.agentId, id));
  const existing = (await tx.get(ref)).data();
  const contact: LeadContact = {
    email,
    phone,
    name:
      typeof profile.userName === 'string' ? profile.userName : (step.channel?.name ?? undefined),
    source: step.channel ? 'channel' : 'widget-user',
    channel: step.channel?.type ?? 'widget',
    channelAddress,
    conversationId: step.userId,
  };
  return { ref, existing, contact };
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
