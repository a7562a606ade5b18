import { lastTurnEndsChat } from '@vg/common/logic/widget/messageVisibility';
import type { PastSession } from '../../data/ChatBackend';
import { visibleCount } from '../chat/displayQueue';
import { currentBackend } from '../session/backendRef';
import { abandonReplies } from '../session/chatActions';
import { requestHandoff, resetHandoff } from '../session/handoff';
import { requestReload, sendWhenIdle } from '../session/lifecycle';
import { chatStore, type TabKey } from '../store/chatStore';

/**
 * What the tabbed widget's buttons do. Selecting a tab clears the selected
 * session; opening a chat selects the visitor's conversation and switches
 * to the convos tab, so Back returns to its list.
 */
export function selectTab(tab: TabKey): void {
  chatStore.set({ tab, selectedSession: null, overlay: null });
  if (tab === 'convos') void loadSessions();
}

export function backToTabs(): void {
  chatStore.set({ selectedSession: null, overlay: null });
  if (chatStore.get().tab === 'convos') void loadSessions();
}

export type OpenChatThen =
  { kind: 'send'; text: string } | { kind: 'handoff' } | { kind: 'call' } | undefined;

/** askQuestion, ice-breaker chips, directHandoff, liveCall and the recent conversation. */
export function openChat(then?: OpenChatThen): void {
  chatStore.set({ tab: 'convos', selectedSession: chatStore.get().userId ?? '' });
  if (then?.kind === 'send') sendWhenIdle(then.text);
  if (then?.kind === 'handoff') void requestHandoff();
  if (then?.kind === 'call') chatStore.set({ overlay: 'voiceCall' });
}

/** 'New Chat': a fresh conversation once the chat shows (reload flag). */
export function newChat(): void {
  requestReload();
  openChat();
}

/** Lists the visitor's past sessions (convos tab); a failure leaves the list empty. */
export async function loadSessions(): Promise<void> {
  const { userId, agent } = chatStore.get();
  const backend = currentBackend();
  if (!backend || !userId || agent?.recordChatHistory === false) return;
  try {
    chatStore.set({ sessions: await backend.listSessions(userId) });
  } catch (error) {
    console.warn('sessions', error);
    chatStore.set({ sessions: [] });
  }
}

/**
 * Restores a past session through the rollback call. Only a 200 answer
 * selects it; anything else is only logged (spec). The restored turns show
 * at once, without the delays of new messages.
 */
export async function restoreSession(session: PastSession): Promise<boolean> {
  const { userId, agent, isSuperAdmin } = chatStore.get();
  const backend = currentBackend();
  if (!backend || !userId || !agent) return false;
  let restored = false;
  try {
    restored = await backend.rollbackSession(userId, session, { ...agent });
  } catch (error) {
    console.warn('rollback failed', error);
  }
  if (!restored) {
    console.warn('rollback refused', session.id);
    return false;
  }
  abandonReplies();
  resetHandoff();
  chatStore.set({
    turns: session.turns,
    revealed: visibleCount(session.turns, isSuperAdmin),
    settled: {},
    answered: {},
    conversationState: lastTurnEndsChat(session.turns) ? 'ended_chat' : 'ai-chatting',
    streamText: null,
    streamMessages: [],
    loading: false,
    reload: false,
    sessions: null,
    tab: 'convos',
    selectedSession: userId,
  });
  return true;
}
