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
  /** When the pending request was made (ms), if this client made it. */
  requestedAt: number | null;
  timeoutMs: number;
  /** chatAssignedTo of the conversation (the team member's uid). */
  assignee: string | null;
  /** Notice to show the visitor, if any. */
  notice: string | null;
}

export type HandoffEvent =
  | { type: 'request'; now: number; timeoutMs: number }
  | { type: 'tick'; now: number; lastMessageAt?: number | null }
  | {
      type: 'sync';
      state: HandoffPhase | 'ended_chat';
      chatAssignedTo?: string | null;
      now: number;
      lastMessageAt?: number | null;
    }
  | { type: 'cancel' }
  | { type: 'reload' };

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

export function initialHandoffState(timeoutMs = handoffTimeoutMs()): HandoffState {
  return { state: 'ai-chatting', requestedAt: null, timeoutMs, assignee: null, notice: null };
}

function aiChatting(state: HandoffState, notice: string | null): HandoffState {
  return { ...state, state: 'ai-chatting', requestedAt: null, assignee: null, notice };
}

// The wait is measured from our own request when known, otherwise from the
// conversation's last message (a reload lost the request time).
function hasTimedOut(state: HandoffState, now: number, lastMessageAt?: number | null): boolean {
  const since = state.requestedAt ?? lastMessageAt ?? null;
  return since !== null && now - since >= state.timeoutMs;
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
        assignee: null,
        notice: TEXT.handoffWaiting,
      };
    case 'tick':
      if (state.state !== 'requested_chat') return state;
      return hasTimedOut(state, event.now, event.lastMessageAt)
        ? aiChatting(state, TEXT.handoffNoResponse)
        : state;
    case 'sync': {
      if (event.state === 'human-chatting') {
        return {
          ...state,
          state: 'human-chatting',
          requestedAt: null,
          assignee: event.chatAssignedTo ?? null,
          notice: null,
        };
      }
      if (event.state === 'requested_chat') {
        const pending: HandoffState = {
          ...state,
          state: 'requested_chat',
          assignee: null,
          notice: TEXT.handoffWaiting,
        };
        return hasTimedOut(pending, event.now, event.lastMessageAt)
          ? aiChatting(pending, TEXT.handoffNoResponse)
          : pending;
      }
      // Keep a timeout notice that is already showing.
      return aiChatting(state, state.state === 'ai-chatting' ? state.notice : null);
    }
    case 'cancel':
    case 'reload':
      return aiChatting(state, null);
  }
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
