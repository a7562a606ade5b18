import { DEFAULT_HANDOFF_TIMEOUT_SECONDS, TEXT } from '../../constants';

/**
 * Human handoff as a pure reducer. The widget feeds it events (request,
 * clock ticks, conversation-document updates, cancel, reload) and renders
 * `handoffView` of the result; timers and network calls stay outside.
 */

/** The three live states; a stored 'ended_chat' counts as ai-chatting here. */
export type HandoffPhase = 'ai-chatting' | 'requested_chat' | 'human-chatting';

export interface HandoffState {
  state: HandoffPhase;
  /** When the pending request was made (ms): our own clock, or the stored handoffRequestedAt after a reload. */
  requestedAt: number | null;
  timeoutMs: number;
  /**
   * The server holds the pending request (a snapshot said requested_chat, or
   * the request call answered). Until then a snapshot that still says
   * ai-chatting predates the request and must not withdraw it.
   */
  confirmed: boolean;
  /** chatAssignedTo of the conversation (the team member's uid). */
  assignee: string | null;
  /** Notice to show the visitor, if any. */
  notice: string | null;
}

/** What the conversation document says about a pending request (see handoffExpiresAt). */
export interface StoredHandoffRequest {
  handoffRequestedAt?: unknown;
  /** Seconds, resolved when the request was stored (the action's or the agent's). */
  handoffTimeout?: unknown;
}

export type HandoffEvent =
  | { type: 'request'; now: number; timeoutMs: number }
  /** The server answered the request: it is stored (with its own time and timeout when known). */
  | { type: 'confirm'; requestedAt?: number | null; timeoutMs?: number | null }
  | { type: 'tick'; now: number }
  | {
      type: 'sync';
      state: HandoffPhase | 'ended_chat';
      chatAssignedTo?: string | null;
      now: number;
      /** The stored request's time and timeout (absent on conversations stored before them). */
      requestedAt?: number | null;
      timeoutMs?: number | null;
      /** Fallback clock for a stored request without a time: its last message. */
      lastMessageAt?: number | null;
    }
  | { type: 'cancel' }
  | { type: 'reload' };

/** Shown when a team member hands the chat back to the agent. */
export const HANDOFF_BACK_TO_AI = 'You are chatting with our AI assistant again.';

/**
 * Seconds to wait for a team member: the action's own timeout wins over the
 * agent's handoffTimeout, and 60 s applies when neither is a positive number.
 */
export function handoffTimeoutMs(
  actionTimeoutSeconds?: number | null,
  agentHandoffTimeoutSeconds?: number | null,
): number {
  for (const seconds of [actionTimeoutSeconds, agentHandoffTimeoutSeconds]) {
    if (typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0) {
      return seconds * 1000;
    }
  }
  return DEFAULT_HANDOFF_TIMEOUT_SECONDS * 1000;
}

/**
 * When a stored request runs out (ms), from the conversation's
 * handoffRequestedAt and handoffTimeout; null when no request time is stored.
 * The widget, the inbox and the server all derive expiry from this one rule.
 */
export function handoffExpiresAt(
  stored: StoredHandoffRequest,
  agentHandoffTimeoutSeconds?: number | null,
): number | null {
  const requestedAt = Number(stored.handoffRequestedAt);
  if (!Number.isFinite(requestedAt) || requestedAt <= 0) return null;
  const timeout = Number(stored.handoffTimeout);
  return (
    requestedAt +
    handoffTimeoutMs(Number.isFinite(timeout) ? timeout : null, agentHandoffTimeoutSeconds)
  );
}

/**
 * The state a conversation is in at `now`: a request nobody answered within
 * its timeout is back with the AI, even before anyone wrote that down.
 */
export function conversationStateAt<S extends string>(
  stored: StoredHandoffRequest & { state?: S },
  now: number,
  agentHandoffTimeoutSeconds?: number | null,
): S | 'ai-chatting' {
  const state = stored.state ?? 'ai-chatting';
  if (state !== 'requested_chat') return state;
  const expiresAt = handoffExpiresAt(stored, agentHandoffTimeoutSeconds);
  return expiresAt !== null && now >= expiresAt ? 'ai-chatting' : state;
}

export function initialHandoffState(timeoutMs = handoffTimeoutMs()): HandoffState {
  return {
    state: 'ai-chatting',
    requestedAt: null,
    timeoutMs,
    confirmed: false,
    assignee: null,
    notice: null,
  };
}

function aiChatting(state: HandoffState, notice: string | null): HandoffState {
  return {
    ...state,
    state: 'ai-chatting',
    requestedAt: null,
    confirmed: false,
    assignee: null,
    notice,
  };
}

function hasTimedOut(state: HandoffState, now: number): boolean {
  return state.requestedAt !== null && now - state.requestedAt >= state.timeoutMs;
}

function positive(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

export function handoffReducer(state: HandoffState, event: HandoffEvent): HandoffState {
  switch (event.type) {
    case 'request':
      if (state.state !== 'ai-chatting') return state;
      return {
        ...state,
        state: 'requested_chat',
        requestedAt: event.now,
        timeoutMs: event.timeoutMs,
        confirmed: false,
        assignee: null,
        notice: TEXT.handoffWaiting,
      };
    case 'confirm':
      if (state.state !== 'requested_chat') return state;
      return {
        ...state,
        confirmed: true,
        // Our own clock started the wait: it stays, so a skewed server clock cannot shorten it.
        requestedAt: state.requestedAt ?? (positive(event.requestedAt) ? event.requestedAt : null),
        timeoutMs: positive(event.timeoutMs) ? event.timeoutMs : state.timeoutMs,
      };
    case 'tick':
      if (state.state !== 'requested_chat') return state;
      return hasTimedOut(state, event.now) ? aiChatting(state, TEXT.handoffNoResponse) : state;
    case 'sync':
      return synced(state, event);
    case 'cancel':
    case 'reload':
      return aiChatting(state, null);
  }
}

function synced(state: HandoffState, event: Extract<HandoffEvent, { type: 'sync' }>): HandoffState {
  if (event.state === 'human-chatting') {
    const assignee = event.chatAssignedTo ?? null;
    if (state.state === 'human-chatting' && state.assignee === assignee) return state;
    return {
      ...state,
      state: 'human-chatting',
      requestedAt: null,
      confirmed: true,
      assignee,
      notice: null,
    };
  }
  if (event.state === 'requested_chat') {
    // A wait this page started keeps its clock; otherwise (a reload, another tab) the
    // stored request time counts, or lacking one the conversation's last message.
    const own = state.state === 'requested_chat' ? state.requestedAt : null;
    const requestedAt =
      own ?? (positive(event.requestedAt) ? event.requestedAt : (event.lastMessageAt ?? null));
    const pending: HandoffState = {
      ...state,
      state: 'requested_chat',
      requestedAt,
      timeoutMs: positive(event.timeoutMs) ? event.timeoutMs : state.timeoutMs,
      confirmed: true,
      assignee: null,
      notice: TEXT.handoffWaiting,
    };
    return hasTimedOut(pending, event.now) ? aiChatting(pending, TEXT.handoffNoResponse) : pending;
  }
  // ai-chatting (or ended_chat) in the document:
  if (state.state === 'requested_chat') {
    // A snapshot written before our request reached the server says nothing about it.
    if (!state.confirmed) return state;
    return aiChatting(state, hasTimedOut(state, event.now) ? TEXT.handoffNoResponse : null);
  }
  if (state.state === 'human-chatting') return aiChatting(state, HANDOFF_BACK_TO_AI);
  return state;
}

/** Agents not built on the 'vg' platform also get a handoff-exit intent. */
export function cancelSendsExitIntent(agentPlatform: string | undefined): boolean {
  return agentPlatform !== 'vg';
}

export interface HandoffView {
  handoffButtonDisabled: boolean;
  bannerHidden: boolean;
  attachmentsEnabled: boolean;
  manualControl: boolean;
  /** true: unblock input; false: leave it as other rules say. */
  unblockInput: boolean;
  assigneeFirstName: string | null;
}

export function firstName(fullName: string | null | undefined): string | null {
  const first = fullName?.trim().split(/\s+/)[0];
  return first ? first : null;
}

/** `assigneeName` is the display name of the assigned team member, if known. */
export function handoffView(state: HandoffState, assigneeName?: string | null): HandoffView {
  const withHuman = state.state === 'human-chatting' && state.assignee !== null;
  return {
    handoffButtonDisabled: state.state === 'requested_chat',
    bannerHidden: withHuman,
    attachmentsEnabled: withHuman,
    manualControl: withHuman,
    unblockInput: withHuman || state.state === 'ai-chatting',
    assigneeFirstName: withHuman ? firstName(assigneeName) : null,
  };
}
