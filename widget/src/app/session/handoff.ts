import {
  HANDOFF_BACK_TO_AI,
  handoffReducer,
  handoffTimeoutMs,
  type HandoffEvent,
} from '@vg/common/logic/widget/handoff';
import { TEXT } from '@vg/common/constants';
import type { ConversationView, HandoffAnswer } from '../../data/ChatBackend';
import { emitHostEvent } from '../host/hostBridge';
import { translateRuleText, translator } from '../i18n/i18n';
import { chatStore, showNotice } from '../store/chatStore';
import { currentBackend } from './backendRef';

/**
 * The widget's side of the one hand-off state machine (common
 * logic/widget/handoff): every way of asking for a person (the '⚡ Chat'
 * button, a home button, a typed request the runtime recognised, an agent
 * action) goes through requestHandoff; conversation snapshots, the clock
 * and the visitor's Cancel move it on. Timers and calls stay here.
 */

/** How often a pending request checks its timeout. */
const TICK_MS = 1000;
let ticker: ReturnType<typeof setInterval> | undefined;

function dispatch(event: HandoffEvent): void {
  const before = chatStore.get().handoff;
  const after = handoffReducer(before, event);
  if (after === before) return;
  chatStore.set({ handoff: after });
  if (after.state === 'requested_chat') startTicking();
  else stopTicking();
  if (after.state !== 'ai-chatting' || before.notice === after.notice) return;
  if (after.notice === TEXT.handoffNoResponse) {
    // The wait ran out (here, or while the page was closed): the visitor hears why, and
    // the stored request is withdrawn so the inbox agrees at once.
    showNotice(translated(after.notice), 'info', 4000);
    emitHostEvent('handoff', { state: 'ai-chatting' });
    void withdraw();
  } else if (after.notice === HANDOFF_BACK_TO_AI && before.state === 'human-chatting') {
    showNotice(translated(after.notice), 'info', 4000);
  }
}

/**
 * The visitor or the agent asks for a team member. The wait lasts the
 * action's timeout, else the agent's handoffTimeout, else 60 s; the server
 * stores the request and answers its own time and timeout.
 */
export async function requestHandoff(actionTimeoutSeconds?: number): Promise<void> {
  const { agent, userId } = chatStore.get();
  const backend = currentBackend();
  if (!agent || !userId || !backend) return;
  const timeoutMs = handoffTimeoutMs(actionTimeoutSeconds, agent.handoffTimeout);
  const before = chatStore.get().handoff;
  dispatch({ type: 'request', now: Date.now(), timeoutMs });
  if (chatStore.get().handoff === before) return;
  emitHostEvent('handoff', { state: 'requested_chat' });
  try {
    confirm(await backend.requestHandoff(userId, true, timeoutMs / 1000));
  } catch (error) {
    console.warn('handoff request', error);
    dispatch({ type: 'cancel' });
  }
}

function confirm(answer: HandoffAnswer): void {
  if (answer.state === 'requested_chat') {
    dispatch({
      type: 'confirm',
      requestedAt: answer.handoffRequestedAt ?? null,
      timeoutMs: answer.handoffTimeout ? answer.handoffTimeout * 1000 : null,
    });
  } else if (answer.state === 'human-chatting') {
    // Already with the team: the conversation snapshot brings the assignee.
    dispatch({ type: 'confirm' });
  } else {
    dispatch({ type: 'cancel' });
  }
}

/** The visitor withdraws the request (see handoffCancel for the flow-platform intent). */
export function withdrawHandoff(): void {
  dispatch({ type: 'cancel' });
  void withdraw();
}

/** Conversation snapshots move the hand-off along (stored request, a team member took the chat…). */
export function syncHandoff(view: ConversationView): void {
  const last = view.turns.at(-1);
  const ts = Number(last?.ts);
  dispatch({
    type: 'sync',
    state: view.state,
    chatAssignedTo: view.chatAssignedTo,
    now: Date.now(),
    requestedAt: view.handoffRequestedAt ?? null,
    timeoutMs: view.handoffTimeout ? view.handoffTimeout * 1000 : null,
    lastMessageAt: Number.isFinite(ts) && ts > 0 ? ts : null,
  });
}

/** A reload (New Chat, End Chat, Refresh) starts over with the AI. */
export function resetHandoff(): void {
  dispatch({ type: 'reload' });
}

async function withdraw(): Promise<void> {
  const { userId } = chatStore.get();
  try {
    if (userId) await currentBackend()?.requestHandoff(userId, false);
  } catch (error) {
    console.warn('handoff cancel', error);
  }
}

function startTicking(): void {
  if (ticker) return;
  ticker = setInterval(() => dispatch({ type: 'tick', now: Date.now() }), TICK_MS);
}

function stopTicking(): void {
  clearInterval(ticker);
  ticker = undefined;
}

function translated(text: string): string {
  const t = translator(chatStore.get().dictionary);
  if (text === TEXT.handoffNoResponse) return t('handoffNoResponse');
  if (text === TEXT.handoffWaiting) return t('handoffWaiting');
  if (text === HANDOFF_BACK_TO_AI) return t('handoffBackToAi');
  return translateRuleText(t, text);
}
