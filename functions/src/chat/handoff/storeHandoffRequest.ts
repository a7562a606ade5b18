import {
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import {
  conversationStateAt,
  handoffTimeoutMs,
  type Region,
  type StoredConversationState,
} from '@vg/common';
import type { StoredAgent } from '../../agents/loadAgent';
import {
  queueTeamNotifications,
  type TeamNotice,
  type TeamRecipient,
} from '../../notifications/notifyTeam';

export interface HandoffRequestAnswer {
  state: StoredConversationState;
  /** When the pending request was stored (ms), while one is pending. */
  handoffRequestedAt?: number;
  /** Its timeout in seconds. */
  handoffTimeout?: number;
}

/**
 * The answer, and the notice when this request told the team afresh (not a
 * repeat within HANDOFF_NOTICE_WINDOW_MS): the caller delivers it by e-mail
 * and push once the transaction has committed (see deliverTeamNotice).
 */
export type StoredHandoffRequest = HandoffRequestAnswer & { notice?: TeamNotice };

export interface HandoffRequestWrite {
  db: Firestore;
  tx: Transaction;
  region: Region;
  agentId: string;
  agent: StoredAgent;
  convoRef: DocumentReference;
  convo: DocumentData;
  /** The action's own timeout in seconds; the agent's handoffTimeout otherwise. */
  timeoutSeconds?: number | undefined;
  message?: string | undefined;
  recipients: TeamRecipient[];
  now: number;
}

/**
 * A visitor who cancels and asks again (and again) is one request to the
 * team: within this window after a conversation's first notification, each
 * new request replaces that notification (new time, unseen again) instead
 * of adding one, so 10 cycles leave 1. After the window a request notifies
 * afresh.
 */
export const HANDOFF_NOTICE_WINDOW_MS = 10 * 60_000;

/**
 * The one way a hand-off request is stored, whoever asked (the '⚡ Chat'
 * button, a typed request the runtime recognised, an agent action): the
 * conversation goes to requested_chat with the request's time and resolved
 * timeout (from which the widget, the inbox and the expiry sweep all derive
 * when it runs out), and the team is notified once (per conversation and
 * HANDOFF_NOTICE_WINDOW_MS). A request already
 * pending, or a chat a team member holds, is left as it is; a pending
 * request past its timeout counts as over, so asking again starts afresh.
 */
export function storeHandoffRequest(write: HandoffRequestWrite): StoredHandoffRequest {
  const { convo, now } = write;
  const state = conversationStateAt(
    convo as { state?: StoredConversationState },
    now,
    write.agent.handoffTimeout,
  );
  if (state === 'human-chatting') return { state };
  if (state === 'requested_chat') return pendingAnswer(convo);
  const timeout = handoffTimeoutMs(write.timeoutSeconds, write.agent.handoffTimeout) / 1000;
  const noticedAt = Number(convo.handoffNoticeAt) || 0;
  const windowStart = now - noticedAt < HANDOFF_NOTICE_WINDOW_MS ? noticedAt : now;
  write.tx.update(write.convoRef, {
    state: 'requested_chat',
    handoffRequestedAt: now,
    handoffTimeout: timeout,
    handoffNoticeAt: windowStart,
    updatedAt: Timestamp.fromMillis(now),
    lastModified: Timestamp.fromMillis(now),
  });
  const who = typeof convo.userName === 'string' && convo.userName ? convo.userName : 'A visitor';
  const agentName = write.agent.title ?? write.agentId;
  const notice: TeamNotice = {
    region: write.region,
    agentId: write.agentId,
    ownerID: write.agent.ownerID,
    agentName,
    convoId: write.convoRef.id,
    title: 'Chat request',
    body: `${who} wants to talk to the team on ${agentName}${write.message ? `: ${write.message}` : '.'}`,
    isRequest: true,
  };
  queueTeamNotifications(
    write.db,
    write.tx,
    notice,
    write.recipients.map((recipient) => recipient.clientId),
    now,
    `handoff-${write.agentId}-${write.convoRef.id}-${windowStart}`,
  );
  return {
    state: 'requested_chat',
    handoffRequestedAt: now,
    handoffTimeout: timeout,
    ...(windowStart === now ? { notice } : {}),
  };
}

/**
 * Withdraws a pending request (the visitor's Cancel, or a wait that ran
 * out); a chat a team member holds stays theirs.
 */
export function withdrawHandoffRequest(
  tx: Transaction,
  convoRef: DocumentReference,
  convo: DocumentData,
  now: number,
): HandoffRequestAnswer {
  if (convo.state === 'human-chatting') return { state: 'human-chatting' };
  if (convo.state === 'requested_chat') {
    tx.update(convoRef, {
      state: 'ai-chatting',
      handoffRequestedAt: null,
      updatedAt: Timestamp.fromMillis(now),
    });
  }
  return { state: 'ai-chatting' };
}

function pendingAnswer(convo: DocumentData): HandoffRequestAnswer {
  const requestedAt = Number(convo.handoffRequestedAt);
  const timeout = Number(convo.handoffTimeout);
  return {
    state: 'requested_chat',
    ...(requestedAt > 0 ? { handoffRequestedAt: requestedAt } : {}),
    ...(timeout > 0 ? { handoffTimeout: timeout } : {}),
  };
}
