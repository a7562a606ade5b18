import { useEffect } from 'react';
import { emitHostEvent } from '../host/hostBridge';
import { chatStore, useChatStore } from '../store/chatStore';
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

/** The visitor ends the chat (End Chat, or 'Start New Conversation' after an 'end'). */
export function endChat(): void {
  emitHostEvent('chat_close');
  restartChat();
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
