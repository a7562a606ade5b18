import { NODES_TURN_DELAY_MS } from '@vg/common/constants';
import type { ButtonRequest } from '@vg/common/schemas/messageParts';
import type {
  ChatBackend,
  InteractErrorKind,
  InteractHandlers,
  InteractRequest,
} from '../../data/ChatBackend';
import { visibleCount } from '../chat/displayQueue';
import type { ChatMessage, Turn } from '../chat/conversation';
import { emitHostEvent } from '../host/hostBridge';
import { translator } from '../i18n/i18n';
import { chatStore, showNotice } from '../store/chatStore';

let backend: ChatBackend | null = null;

export function setBackend(next: ChatBackend | null): void {
  backend = next;
}

/** Sends the visitor's text. Empty text is never sent, nor anything while a reply is loading. */
export function sendText(text: string): boolean {
  const trimmed = text.trim();
  if (!trimmed || chatStore.get().loading) return false;
  return run({ kind: 'text', text: trimmed }, trimmed);
}

/**
 * A button, form or component result: `label` is what the visitor sees as
 * their message, unless `shown` gives another message (an uploaded image).
 */
export function sendAction(
  request: ButtonRequest,
  label: string,
  variables?: Record<string, unknown>,
  shown?: ChatMessage,
): boolean {
  if (chatStore.get().loading) return false;
  return run({ kind: 'action', request, label, variables }, shown ?? label);
}

/** The start action, sent when the conversation has no turns yet. */
export function launch(): boolean {
  return run({ kind: 'launch' }, null);
}

/** The red cancel button of the 'vg' platform: '@cancel:' on the live socket. */
export function cancelReply(): void {
  backend?.cancel();
  chatStore.set({ loading: false, streamText: null });
}

/** End of chat (an 'end' message or End Chat): tell the host, unblock and start anew. */
export function restartChat(): void {
  emitHostEvent('chat_close');
  emitHostEvent('chat_restart');
  chatStore.set({
    turns: [],
    revealed: 0,
    answered: {},
    conversationState: 'ai-chatting',
    streamText: null,
    loading: false,
  });
  launch();
}

export function markAnswered(key: string): void {
  chatStore.set({ answered: { ...chatStore.get().answered, [key]: true } });
}

/** The backend, for components that upload files or load forms. */
export function currentBackend(): ChatBackend | null {
  return backend;
}

function run(request: InteractRequest, human: string | ChatMessage | null): boolean {
  const state = chatStore.get();
  if (!backend || !state.agent || !state.userId) return false;
  const message: ChatMessage | null =
    typeof human === 'string'
      ? { from: 'human', type: 'text', item: { payload: { message: human } }, ts: Date.now() }
      : human;
  const turns: Turn[] = message
    ? [...state.turns, { from: 'human', ts: Date.now(), messages: [message] }]
    : state.turns;
  chatStore.set({ turns, loading: true, streamText: null });
  if (message) emitHostEvent('message', { from: 'human', message });
  void backend
    .interact(request, handlers(state.turns))
    .finally(() => chatStore.set({ loading: false }));
  return true;
}

function handlers(previousTurns: Turn[]): InteractHandlers {
  const state = chatStore.get();
  const agent = state.agent!;
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
    onChunk: (text) => chatStore.set({ streamText: text }),
    onTurns: (turns) => {
      const apply = () => applyTurns(turns);
      if (agent.enableNodes) setTimeout(apply, NODES_TURN_DELAY_MS);
      else apply();
    },
    onSources: () => undefined,
    onDebug: () => undefined,
    onAction: (action) => {
      if (action.action === 'request_handoff') {
        chatStore.set({ conversationState: 'requested_chat' });
        emitHostEvent('handoff', action);
      }
    },
    onError: (kind, detail) => {
      if (detail) console.warn('interact', kind, detail);
      chatStore.set({ loading: false, streamText: null });
      const { text, ms } = errorText(kind);
      showNotice(text, 'danger', ms);
    },
  };
}

/**
 * Replaces the turns with the server's. A streamed reply is already on
 * screen, so its final form is shown at once instead of after a delay.
 */
export function applyTurns(turns: Turn[]): void {
  const state = chatStore.get();
  const wasStreaming = state.streamText !== null;
  chatStore.set({
    turns,
    streamText: null,
    loading: false,
    ...(wasStreaming ? { revealed: visibleCount(turns, state.isSuperAdmin) } : {}),
  });
}

function errorText(kind: InteractErrorKind): { text: string; ms: number } {
  const state = chatStore.get();
  const t = translator(state.dictionary);
  if (kind === 'limit') return { text: t('interactionsLimit'), ms: 4000 };
  if (kind === 'flowKey') {
    // The flow platform's own message, in English as the spec gives it.
    return state.route.isTest
      ? {
          text: 'Please double check your VF API key is correct, and have a published version.',
          ms: 5000,
        }
      : { text: 'Error in VF request, please check your API key', ms: 3000 };
  }
  return { text: t('runtimeFailure'), ms: 4000 };
}
