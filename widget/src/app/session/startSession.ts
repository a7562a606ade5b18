import type { Agent } from '@vg/common/schemas/agent';
import { blockingScreen } from '@vg/common/logic/widget/chatAvailability';
import { lastTurnEndsChat } from '@vg/common/logic/widget/messageVisibility';
import type { ChatBackend, ConversationView } from '../../data/ChatBackend';
import type { InitPayload } from '../../shared/protocol';
import { visibleCount } from '../chat/displayQueue';
import { connectHost, emitHostEvent, postToHost } from '../host/hostBridge';
import { loadDictionary, resolveLanguage } from '../i18n/i18n';
import type { WidgetRoute } from '../route';
import { chatStore } from '../store/chatStore';
import { launch, sendText, setBackend } from './chatActions';
import { resetHandoff, syncHandoff } from './handoff';
import { startDisplayTiming } from './displayTiming';
import { visitorId } from './visitorId';

export type BackendLoader = (route: WidgetRoute) => Promise<ChatBackend>;

/** How long an embedded chat waits for the loader's init before going on alone. */
export const INIT_TIMEOUT_MS = 3000;

/**
 * Boots the chat: hears the host page, connects the backend, follows the
 * agent and the conversation live, and sends the start action when the
 * conversation is empty. Returns a function that tears everything down.
 */
export async function startSession(route: WidgetRoute, loadBackend: BackendLoader) {
  chatStore.reset(route);
  const stops: (() => void)[] = [startDisplayTiming(), resetHandoff];
  const init = waitForInit(route, stops);
  const [backend, initPayload] = await Promise.all([loadBackend(route), init]);
  setBackend(backend);
  stops.push(() => backend.close());

  let conversationStarted = false;
  let teamLoaded = false;
  let launched = false;
  const maybeLaunch = () => {
    const state = chatStore.get();
    if (launched || !state.agent || !state.historyLoaded || state.turns.length) return;
    if (blockingScreen(state.agent)) return;
    launched = true;
    launch();
  };

  stops.push(
    backend.watchAgent(
      (agent) => {
        if (!agent) return chatStore.set({ agent: null, agentStatus: 'missing' });
        chatStore.set({
          agent,
          agentStatus: 'ready',
          isSuperAdmin: backend.isSignedInAs(agent.ownerID),
        });
        void applyLanguage(agent);
        if (agent.enableVGHandoff && !teamLoaded) {
          teamLoaded = true;
          backend
            .loadOrgUsers()
            .then((orgUsers) => chatStore.set({ orgUsers }))
            .catch((error: unknown) => console.warn('team presence', error));
        }
        if (!conversationStarted) {
          conversationStarted = true;
          const userId = visitorId(
            agent.ID,
            initPayload?.userID ?? route.userID,
            !!agent.chatForget,
          );
          chatStore.set({ userId });
          stops.push(
            backend.watchConversation(userId, (view) => applyConversation(view, maybeLaunch)),
          );
        }
        maybeLaunch();
      },
      (error) => {
        console.warn('agent listener', error);
        chatStore.set({ agentStatus: 'error' });
      },
    ),
  );
  return () => stops.forEach((stop) => stop());
}

/**
 * Texts from VG.sendMessage usually arrive with init, before the agent, the
 * conversation and the backend are known, or while the start action loads:
 * they wait until the chat can send them, after the greeting.
 */
const hostTexts: string[] = [];
function sendHostTexts(): void {
  const state = chatStore.get();
  if (!state.agent || !state.historyLoaded || state.loading || !state.turns.length) return;
  const text = hostTexts.shift();
  if (text !== undefined) sendText(text);
}

function waitForInit(route: WidgetRoute, stops: (() => void)[]): Promise<InitPayload | null> {
  stops.push(chatStore.subscribe(sendHostTexts));
  // Focus sits in the chat, so the host page never hears Escape: a modal asks to close.
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && route.embed === 'modal') postToHost({ type: 'requestClose' });
  };
  window.addEventListener('keydown', onKey);
  stops.push(() => window.removeEventListener('keydown', onKey));
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), route.embed === 'iframe' ? 0 : INIT_TIMEOUT_MS);
    stops.push(
      connectHost(window, route.hostParam, {
        init(payload) {
          clearTimeout(timer);
          chatStore.set({
            visible: payload.open || chatStore.get().visible,
            hostWidth: payload.hostWidth,
            stylesheets: Array.isArray(payload.stylesheets) ? payload.stylesheets : [],
            user: { ...chatStore.get().user, ...payload.user },
          });
          resolve(payload);
        },
        setVisible: (visible) => chatStore.set({ visible }),
        sendMessage: (text) => {
          if (text.trim()) hostTexts.push(text);
          sendHostTexts();
        },
        setUser: (user) => chatStore.set({ user: { ...chatStore.get().user, ...user } }),
        setVariables: (variables) =>
          chatStore.set({ variables: { ...chatStore.get().variables, ...variables } }),
      }),
    );
  });
}

/** A live conversation snapshot: the first one is shown at once, later ones pace themselves. */
export function applyConversation(view: ConversationView, afterApply: () => void = () => {}): void {
  const state = chatStore.get();
  // While a reply is loading, a snapshot older than the visitor's optimistic message is skipped.
  if (state.loading && view.turns.length < state.turns.length) return;
  const endedNow = lastTurnEndsChat(view.turns) && !lastTurnEndsChat(state.turns);
  chatStore.set({
    turns: view.turns,
    conversationState: lastTurnEndsChat(view.turns) ? 'ended_chat' : view.state,
    chatAssignedTo: view.chatAssignedTo,
    totalUserInteractions: view.totalUserInteractions,
    ...(view.ratingFrom5 !== undefined ? { ratingFrom5: view.ratingFrom5 } : {}),
    ...(state.historyLoaded
      ? {}
      : { historyLoaded: true, revealed: visibleCount(view.turns, state.isSuperAdmin) }),
  });
  if (endedNow && state.historyLoaded) emitHostEvent('chat_restart');
  syncHandoff(view);
  afterApply();
}

async function applyLanguage(agent: Agent): Promise<void> {
  const language = resolveLanguage(agent.lang, navigator.languages ?? [navigator.language]);
  if (language === chatStore.get().language) return;
  const dictionary = await loadDictionary(language);
  chatStore.set({ language, dictionary });
}
