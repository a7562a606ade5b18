import {
  cancelSendsExitIntent,
  handoffReducer,
  handoffTimeoutMs,
  type HandoffEvent,
} from '@vg/common/logic/widget/handoff';
import type { ConversationView } from '../../data/ChatBackend';
import { emitHostEvent } from '../host/hostBridge';
import { translateRuleText, translator } from '../i18n/i18n';
import { chatStore, showNotice } from '../store/chatStore';
import { currentBackend, sendAction } from './chatActions';

/** How often a pending request checks its timeout. */
const TICK_MS = 1000;
let ticker: ReturnType<typeof setInterval> | undefined;

/** The intent that tells a flow-platform agent the visitor left the hand-off. */
export const HANDOFF_EXIT_INTENT = 'VG_HANDOFF_EXIT';

function dispatch(event: HandoffEvent): void {
  const before = chatStore.get().handoff;
  const after = handoffReducer(before, event);
  if (after === before) return;
  chatStore.set({ handoff: after });
  if (after.state === 'requested_chat') startTicking();
  else stopTicking();
  // A wait that ran out: the team is told the request is over, the visitor sees why.
  if (
    before.state === 'requested_chat' &&
    after.state === 'ai-chatting' &&
    event.type !== 'cancel'
  ) {
    const t = translator(chatStore.get().dictionary);
    if (after.notice) showNotice(translateHandoff(t, after.notice), 'info', 4000);
    void withdraw();
  }
}

/**
 * The visitor (the '⚡ Chat' button) or the agent (a request_handoff
 * action) asks for a team member. The wait lasts the action's timeout, else
 * the agent's handoffTimeout, else 60 s.
 */
export async function requestHandoff(actionTimeoutSeconds?: number): Promise<void> {
  const { agent, userId } = chatStore.get();
  const backend = currentBackend();
  if (!agent || !userId || !backend) return;
  const timeoutMs = handoffTimeoutMs(actionTimeoutSeconds, agent.handoffTimeout);
  dispatch({ type: 'request', now: Date.now(), timeoutMs });
  emitHostEvent('handoff', { state: 'requested_chat' });
  try {
    await backend.requestHandoff(userId, true, timeoutMs / 1000);
  } catch (error) {
    console.warn('handoff request', error);
    dispatch({ type: 'cancel' });
  }
}

/** The visitor withdraws; flow-platform agents also get the hand-off exit intent. */
export function cancelHandoff(): void {
  const platform = chatStore.get().agent?.agentPlatform;
  dispatch({ type: 'cancel' });
  void withdraw();
  if (cancelSendsExitIntent(platform)) {
    sendAction({ type: 'intent', payload: { intent: { name: HANDOFF_EXIT_INTENT } } }, 'VG_Cancel');
  }
}

/** Conversation snapshots move the hand-off along (a team member took the chat...). */
export function syncHandoff(view: ConversationView): void {
  const last = view.turns.at(-1);
  const ts = Number(last?.ts);
  dispatch({
    type: 'sync',
    state: view.state,
    chatAssignedTo: view.chatAssignedTo,
    now: Date.now(),
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

function translateHandoff(t: ReturnType<typeof translator>, text: string): string {
  if (text === 'No response from team..') return t('handoffNoResponse');
  if (text === "Please wait, we're notifying the team..") return t('handoffWaiting');
  return translateRuleText(t, text);
}
