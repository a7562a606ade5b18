import { useEffect } from 'react';
import { emitHostEvent } from '../host/hostBridge';
import { chatStore, useChatStore } from '../store/chatStore';
import { currentBackend } from './backendRef';
import { abandonReplies, launch, sendText } from './chatActions';
import { renewConversationIfForgetting } from './conversationLink';
import { resetHandoff } from './handoff';

/**
 * Starts the conversation over: the start action opens a new session on
 * the server (which archives the old one), the hand-off returns to the AI
 * and the input is unblocked. With chatForget the visitor gets a new id.
 */
export function restartChat(): void {
  // An unsaved agent in the dashboard preview has only its greeting to show.
  if (chatStore.get().previewOnly) return chatStore.set({ overlay: null, reload: false });
  emitHostEvent('chat_restart');
  abandonReplies();
  resetHandoff();
  renewConversationIfForgetting();
  chatStore.set({
    turns: [],
    revealed: 0,
    settled: {},
    answered: {},
    conversationState: 'ai-chatting',
    streamText: null,
    streamMessages: [],
    streamSources: [],
    debugLog: [],
    loading: false,
    storingReply: false,
    reload: false,
    overlay: null,
    sessions: null,
  });
  launch();
}

/**
 * New Chat (tabbed widget): the reload flag makes the chat start over as
 * soon as it shows. End Chat and Refresh act at once (restartChat clears the flag).
 */
export function requestReload(): void {
  chatStore.set({ reload: true, overlay: null });
}

/** 'Start New Conversation' after the chat ended: a fresh conversation. */
export function startNewConversation(): void {
  emitHostEvent('chat_close');
  restartChat();
}

/**
 * End Chat. A conversation the visitor took part in ends the way an agent's
 * 'end' message ends it (stored, so it survives a reload): the 1-5 stars
 * are offered with 'Start New Conversation', unless ratings are off. Anything
 * else starts over at once.
 */
export function endChat(): void {
  const state = chatStore.get();
  const backend = currentBackend();
  const rateable =
    state.agent?.disableRating !== true &&
    !state.previewOnly &&
    state.userId !== null &&
    backend !== null &&
    state.turns.some((turn) => turn.from === 'human');
  if (!rateable) return startNewConversation();
  emitHostEvent('chat_close');
  abandonReplies();
  resetHandoff();
  chatStore.set({
    overlay: null,
    loading: false,
    storingReply: false,
    streamText: null,
    streamMessages: [],
  });
  const userId = state.userId!;
  backend.endConversation(userId).catch((error: unknown) => {
    console.warn('end chat', error);
    startNewConversation();
  });
}

/** Consumes the reload flag once the chat view is on screen and the conversation is known. */
export function useReloadWhenShown(): void {
  const reload = useChatStore((state) => state.reload);
  const ready = useChatStore((state) => state.historyLoaded && state.userId !== null);
  useEffect(() => {
    if (reload && ready) restartChat();
  }, [reload, ready]);
}

/**
 * Sends `text` as soon as the chat can take it: a chip tapped while the
 * greeting is still loading waits for it instead of being dropped.
 */
export function sendWhenIdle(text: string): void {
  if (sendText(text)) return;
  const stop = chatStore.subscribe((state) => {
    if (state.loading || state.reload || !state.historyLoaded) return;
    stop();
    sendText(text);
  });
}
