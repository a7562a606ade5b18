import { checkInteractionLimit } from '@vg/common/logic/widget/chatAvailability';
import { canSendText } from '@vg/common/logic/widget/chatInput';
import { turnsUpdateDelayMs } from '@vg/common/logic/widget/messageDelay';
import { lastTurnEndsChat } from '@vg/common/logic/widget/messageVisibility';
import type { VisitorMessageInput } from '@vg/common/schemas/calls/visitorMessages';
import type { ButtonRequest } from '@vg/common/schemas/messageParts';
import type {
  ChatBackend,
  InteractErrorKind,
  InteractHandlers,
  InteractRequest,
} from '../../data/ChatBackend';
import type { ChatMessage, Turn } from '../chat/conversation';
import { displayQueue, messageKey } from '../chat/displayQueue';
import { emitHostEvent } from '../host/hostBridge';
import { currentBackend, holdBackend } from './backendRef';
import { requestHandoff } from './handoff';
import { translator } from '../i18n/i18n';
import { chatStore, showNotice } from '../store/chatStore';

/**
 * The step whose answers still count. A reply that was cancelled, or that
 * belongs to a chat since restarted, must not touch the screen any more.
 */
let currentStep = 0;
/** A cancelled step may still deliver the history the server kept. */
let cancelledStep = -1;
/** The step whose streamed reply its stored copy replaced: late chunks must not show it twice. */
let storedStep = -1;

export function setBackend(next: ChatBackend | null): void {
  holdBackend(next);
  currentStep += 1;
}

/** Sends the visitor's text. Empty text is never sent, nor anything while a reply is loading. */
export function sendText(text: string): boolean {
  const trimmed = text.trim();
  if (!canSendText(trimmed, chatStore.get().loading)) return false;
  return run({ kind: 'text', text: trimmed }, trimmed);
}

/**
 * A button, form or component result: `label` is what the visitor sees as
 * their message, unless `shown` gives another message (an upload, a hidden
 * channel message); that message is also what the conversation stores.
 */
export function sendAction(
  request: ButtonRequest,
  label: string,
  variables?: Record<string, unknown>,
  shown?: VisitorMessageInput,
): boolean {
  if (chatStore.get().loading) return false;
  return run({ kind: 'action', request, label, variables, shown }, shown ?? label);
}

/** The start action, sent when the conversation has no turns yet. */
export function launch(): boolean {
  return run({ kind: 'launch' }, null);
}

/** The red cancel button of the 'vg' platform: '@cancel:' on the live socket. */
export function cancelReply(): void {
  currentBackend()?.cancel();
  cancelledStep = currentStep;
  currentStep += 1;
  chatStore.set({ loading: false, streamText: null, streamMessages: [] });
}

/** Replies still on their way no longer touch the screen (the chat starts over). */
export function abandonReplies(): void {
  currentStep += 1;
}

export function markAnswered(key: string): void {
  chatStore.set({ answered: { ...chatStore.get().answered, [key]: true } });
}

function run(request: InteractRequest, human: string | ChatMessage | null): boolean {
  const state = chatStore.get();
  const backend = currentBackend();
  // An unsaved agent in the dashboard preview has no runtime to answer.
  if (!backend || !state.agent || !state.userId || state.previewOnly) return false;
  const t = translator(state.dictionary);
  if (
    request.kind !== 'launch' &&
    checkInteractionLimit(state.totalUserInteractions, state.agent.limits?.maxInteractionsPerUserId)
  ) {
    showNotice(t('interactionsLimit'), 'danger', 4000);
    return false;
  }
  const message: ChatMessage | null =
    typeof human === 'string'
      ? { from: 'human', type: 'text', item: { payload: { message: human } }, ts: Date.now() }
      : human;
  const turns: Turn[] = message
    ? [...state.turns, { from: 'human', ts: Date.now(), messages: [message] }]
    : state.turns;
  chatStore.set({
    turns,
    loading: true,
    storingReply: false,
    streamText: null,
    streamMessages: [],
    streamSources: [],
    debugLog: [],
  });
  if (message) emitHostEvent('message', { from: 'human', message });
  const step = ++currentStep;
  void backend.interact(request, handlers(state.turns, step)).finally(() => {
    if (step === currentStep) chatStore.set({ loading: false, storingReply: false });
  });
  return true;
}

function handlers(previousTurns: Turn[], step: number): InteractHandlers {
  const state = chatStore.get();
  const agent = state.agent!;
  const live = () => step === currentStep;
  return {
    context: {
      agent,
      userId: state.userId!,
      lang: state.language,
      isTest: state.route.isTest,
      variables: state.variables,
      user: state.user,
      turns: previousTurns,
    },
    onChunk: (text) => {
      if (live() && step !== storedStep) chatStore.set({ streamText: text });
    },
    onMessage: (message) => {
      if (!live() || step === storedStep) return;
      chatStore.set({
        streamText: chatStore.get().streamText ?? '',
        streamMessages: [...chatStore.get().streamMessages, message],
      });
    },
    // The stored history stays valid after a cancel: what was kept is shown.
    onTurns: (turns) => {
      if (step !== currentStep && step !== cancelledStep) return;
      const wait = turnsUpdateDelayMs(agent.enableNodes);
      if (wait) setTimeout(() => applyTurns(turns), wait);
      else applyTurns(turns);
    },
    // The visitor may write again; their next step waits for this one to be stored.
    onAnswered: () => {
      if (live()) chatStore.set({ loading: false, storingReply: true });
    },
    onSources: (sources) => {
      if (live()) chatStore.set({ streamSources: sources });
    },
    // Kept for the debug accordion, which only super administrators see.
    onDebug: (chunk) => {
      if (live() || step === cancelledStep)
        chatStore.set({ debugLog: [...chatStore.get().debugLog, chunk] });
    },
    onAction: (action) => {
      if (live() && action.action === 'request_handoff') {
        const timeout = Number((action as { timeout?: unknown }).timeout);
        void requestHandoff(Number.isFinite(timeout) && timeout > 0 ? timeout : undefined);
      }
    },
    onError: (kind, detail, visibleText) => {
      if (detail) console.warn('interact', kind, detail);
      if (!live()) return;
      chatStore.set({ loading: false, streamText: null, streamMessages: [] });
      const { text, ms } = errorText(kind);
      showNotice(visibleText ?? text, 'danger', ms);
    },
  };
}

/**
 * Replaces the turns with the server's. A streamed reply is already on
 * screen, so its stored form takes its place at once instead of after a
 * delay, and without the entry animation: the visitor has just read it.
 * Loading ends when the service says the reply is answered (or with the
 * step), not here: the socket syncs the visitor's turn before the reply
 * streams, and the cancel button must stay meanwhile.
 */
export function applyTurns(turns: Turn[]): void {
  const state = chatStore.get();
  const wasStreaming = state.streamText !== null;
  const ends = lastTurnEndsChat(turns);
  const queue = wasStreaming ? displayQueue(turns, state.isSuperAdmin) : [];
  const shownNow = queue.slice(state.revealed);
  if (wasStreaming) storedStep = currentStep;
  chatStore.set({
    turns,
    streamText: null,
    streamMessages: [],
    ...(wasStreaming
      ? {
          revealed: queue.length,
          settled: {
            ...state.settled,
            ...Object.fromEntries(shownNow.map((entry) => [messageKey(entry), true as const])),
          },
        }
      : {}),
    ...(ends ? { conversationState: 'ended_chat' as const } : {}),
  });
  // Shown at once, these skip the paced reveal that raises the host's 'message' events.
  for (const entry of shownNow) {
    if (entry.from === 'bot') emitHostEvent('message', { from: 'bot', message: entry.message });
  }
  if (ends && !lastTurnEndsChat(state.turns)) emitHostEvent('chat_restart');
}

/**
 * True when `turns` hold the stored copy of the reply streaming on screen:
 * a bot message after the turns the stream follows. The conversation
 * listener may bring it before the socket's own history does.
 */
export function holdsStreamedReply(turns: readonly Turn[]): boolean {
  const state = chatStore.get();
  if (state.streamText === null) return false;
  return displayQueue(turns, state.isSuperAdmin).some(
    (entry) => entry.from === 'bot' && entry.turnIndex >= state.turns.length,
  );
}

function errorText(kind: InteractErrorKind): { text: string; ms: number } {
  const state = chatStore.get();
  const t = translator(state.dictionary);
  if (kind === 'limit') return { text: t('interactionsLimit'), ms: 4000 };
  if (kind === 'flowKey') {
    // The flow platform's messages, in English as the spec gives them.
    return state.route.isTest
      ? {
          text: 'Please double check your VF API key is correct, and have a published version.',
          ms: 5000,
        }
      : { text: 'Error in VF request, please check your API key', ms: 3000 };
  }
  return { text: t('runtimeFailure'), ms: 4000 };
}
