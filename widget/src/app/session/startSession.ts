import type { Agent } from '@vg/common/schemas/agent';
import { isHandoffBannerEnabled } from '@vg/common/logic/agents/handoffSettings';
import { blockingScreen } from '@vg/common/logic/widget/chatAvailability';
import { lastTurnEndsChat } from '@vg/common/logic/widget/messageVisibility';
import type { ChatBackend, ConversationView } from '../../data/ChatBackend';
import type { InitPayload } from '../../shared/protocol';
import { visibleCount } from '../chat/displayQueue';
import { closeChat, connectHost, emitHostEvent, resolveHostOrigin } from '../host/hostBridge';
import { loadDictionary, resolveLanguage } from '../i18n/i18n';
import type { WidgetRoute } from '../route';
import { chatStore } from '../store/chatStore';
import { applyTurns, holdsStreamedReply, launch, sendText, setBackend } from './chatActions';
import { linkConversation } from './conversationLink';
import { resetHandoff, syncHandoff } from './handoff';
import { startDisplayTiming } from './displayTiming';
import { visitorId } from './visitorId';

export type BackendLoader = (route: WidgetRoute) => Promise<ChatBackend>;

/** How long an embedded chat waits for the loader's init before going on alone. */
export const INIT_TIMEOUT_MS = 3000;

/**
 * Boots the chat: hears the host page (and, in the dashboard's preview or
 * test chat, its unsaved agent), connects the backend, follows the agent and
 * the conversation live, and sends the start action when the conversation
 * is empty. Returns a function that tears everything down.
 */
export async function startSession(
  route: WidgetRoute,
  loadBackend: BackendLoader,
  win: Window = window,
) {
  chatStore.reset(route);
  const stops: (() => void)[] = [startDisplayTiming(), resetHandoff, () => linkConversation(null)];
  let backend: ChatBackend | null = null;
  let stored: Agent | null | undefined;
  let previewed: Agent | null = null;
  let conversationStarted = false;
  let teamLoaded = false;
  let launched = false;
  let initPayload: InitPayload | null = null;

  // An empty conversation starts with the start action once the chat is on screen (a
  // tabbed widget shows its home first) and no reload is about to start it anyway.
  const maybeLaunch = () => {
    const state = chatStore.get();
    // The live preview starts no conversation: it shows the edited greeting (showPreviewGreeting).
    if (launched || !stored || route.isPreview || !state.historyLoaded || state.turns.length)
      return;
    if (state.loading || state.reload || !state.agent || blockingScreen(state.agent)) return;
    if (state.agent.ui?.widgetType === 'tabs' && state.selectedSession === null) return;
    launched = true;
    launch();
  };
  stops.push(
    chatStore.subscribe((state, previous) => {
      if (state.selectedSession !== previous.selectedSession) maybeLaunch();
    }),
  );

  // Until the owner writes in the live preview, it shows the greeting as edited (saved or
  // not), not the one a conversation was started with.
  const showPreviewGreeting = () => {
    const state = chatStore.get();
    const agent = previewed ?? stored;
    if (!route.isPreview || !preview || !agent || !state.historyLoaded) return;
    if (state.turns.some((turn) => turn.from === 'human')) return;
    const turns = preview.previewGreeting(agent);
    if (JSON.stringify(turns) === JSON.stringify(state.turns)) return;
    chatStore.set({ turns, revealed: visibleCount(turns, state.isSuperAdmin) });
  };
  const afterConversation = () => {
    showPreviewGreeting();
    maybeLaunch();
  };

  // Shows the previewed agent over the stored one; the conversation belongs to the stored one.
  const show = () => {
    if (!backend) return;
    const agent = previewed ?? stored;
    if (!agent) {
      // A preview of an unsaved agent waits for the dashboard's values.
      if (stored === null && !route.isPreview)
        chatStore.set({ agent: null, agentStatus: 'missing' });
      return;
    }
    chatStore.set({
      agent,
      agentStatus: 'ready',
      isSuperAdmin: isSuperAdmin(backend, route, agent),
      previewOnly: stored === null,
    });
    void applyLanguage(agent);
    if (isHandoffBannerEnabled(agent) && !teamLoaded && stored) {
      teamLoaded = true;
      backend
        .loadOrgUsers()
        .then((orgUsers) => chatStore.set({ orgUsers }))
        .catch((error: unknown) => console.warn('team presence', error));
    }
    // Known not to exist (an unsaved agent): its greeting stands in for a conversation.
    if (stored === null) {
      const turns = preview?.previewGreeting(agent) ?? [];
      return chatStore.set({ turns, historyLoaded: true, revealed: visibleCount(turns, false) });
    }
    if (!stored) return;
    if (!conversationStarted) {
      conversationStarted = true;
      startConversation(backend, stored, route, initPayload, stops, afterConversation);
    }
    afterConversation();
  };

  // Only dashboard frames load the preview code; it listens before the frame says ready.
  let preview: typeof import('../preview/previewBridge') | null = null;
  if (route.isPreview || route.isTest) {
    preview = await import('../preview/previewBridge');
    const { listenForPreview, previewAgent } = preview;
    stops.push(
      listenForPreview(win, resolveHostOrigin(win, route.hostParam), (payload) => {
        previewed = previewAgent(payload, route.agentId) ?? previewed;
        show();
      }),
    );
  }
  const initialised = waitForInit(route, stops, win);
  // A chat loaded ahead of the click signs nobody in (and reads nothing) until it is shown.
  const shown = route.warm
    ? initialised.then((payload) => (payload && !payload.open ? whenVisible(stops) : undefined))
    : undefined;
  const [loaded, init] = await Promise.all([
    Promise.resolve(shown).then(() => loadBackend(route)),
    initialised,
  ]);
  initPayload = init;
  backend = loaded;
  setBackend(loaded);
  stops.push(() => loaded.close());
  loaded
    .loadVisitorCountry()
    .then((country) => {
      if (country) chatStore.set({ variables: { country, ...chatStore.get().variables } });
    })
    .catch((error: unknown) => console.warn('visitor country', error));

  stops.push(
    loaded.watchAgent(
      (agent) => {
        stored = agent;
        show();
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
 * Super administrators: the isSuperAdmin claim, the agent's owner testing
 * it, or the signed-in dashboard user of the test chat (spec: the test user
 * is treated as a super administrator).
 */
function isSuperAdmin(backend: ChatBackend, route: WidgetRoute, agent: Agent): boolean {
  return (
    backend.superAdminClaim ||
    backend.isSignedInAs(agent.ownerID) ||
    (route.isTest && backend.signedIn)
  );
}

/**
 * Follows the visitor's conversation. With recordChatHistory off the
 * history is not brought back: the first snapshot counts as empty, so the
 * chat starts a new session. chatForget may switch conversations later
 * (conversationLink).
 */
function startConversation(
  backend: ChatBackend,
  agent: Agent,
  route: WidgetRoute,
  initPayload: InitPayload | null,
  stops: (() => void)[],
  afterApply: () => void,
) {
  const supplied = initPayload?.userID ?? route.userID;
  let stop: (() => void) | null = null;
  const follow = (userId: string) => {
    stop?.();
    let first = true;
    stop = backend.watchConversation(userId, (view) => {
      const forget = first && agent.recordChatHistory === false;
      first = false;
      applyConversation(forget ? { ...view, turns: [] } : view, afterApply);
    });
  };
  linkConversation({ follow, supplied: !!supplied });
  const userId = visitorId(agent.ID, supplied, !!agent.chatForget);
  chatStore.set({ userId });
  follow(userId);
  stops.push(() => stop?.());
}

/**
 * Texts from VG.sendMessage usually arrive with init, before the agent, the
 * conversation and the backend are known, or while the start action loads:
 * they wait until the chat can send them, after the greeting.
 */
const hostTexts: string[] = [];
function sendHostTexts(): void {
  const state = chatStore.get();
  // A tabbed widget starts its chat only when opened: a host text opens it.
  if (hostTexts.length && state.agent?.ui?.widgetType === 'tabs' && state.selectedSession === null)
    return chatStore.set({ tab: 'convos', selectedSession: state.userId ?? '' });
  if (!state.agent || !state.historyLoaded || state.loading || !state.turns.length) return;
  if (state.revealed < visibleCount(state.turns, state.isSuperAdmin)) return;
  const text = hostTexts.shift();
  if (text !== undefined) sendText(text);
}

function waitForInit(
  route: WidgetRoute,
  stops: (() => void)[],
  win: Window,
): Promise<InitPayload | null> {
  // After the change that woke it is complete, so the greeting's 'message' event comes first.
  stops.push(chatStore.subscribe(() => queueMicrotask(sendHostTexts)));
  // Focus sits in the chat, so the host page never hears Escape: popup and modal ask to close,
  // unless the key closes something inside the chat first (a confirm dialog, an inline edit).
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    if (route.embed !== 'modal' && route.embed !== 'popup') return;
    if (document.querySelector('dialog[open]')) return;
    closeChat();
  };
  window.addEventListener('keydown', onKey);
  stops.push(() => window.removeEventListener('keydown', onKey));
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), route.embed === 'iframe' ? 0 : INIT_TIMEOUT_MS);
    stops.push(
      connectHost(win, route.hostParam, {
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

function whenVisible(stops: (() => void)[]): Promise<void> {
  return new Promise((resolve) => {
    if (chatStore.get().visible) return resolve();
    const stop = chatStore.subscribe((state) => {
      if (!state.visible) return;
      stop();
      resolve();
    });
    stops.push(stop);
  });
}

/** A live conversation snapshot: the first one is shown at once, later ones pace themselves. */
export function applyConversation(view: ConversationView, afterApply: () => void = () => {}): void {
  const state = chatStore.get();
  // While a reply loads or is stored, a snapshot older than what is on screen is skipped.
  if ((state.loading || state.storingReply) && view.turns.length < state.turns.length) return;
  // The stored copy of a reply streaming on screen takes the stream's place, as the socket's would.
  if (holdsStreamedReply(view.turns)) applyTurns(view.turns);
  const endedNow = lastTurnEndsChat(view.turns) && !lastTurnEndsChat(chatStore.get().turns);
  chatStore.set({
    turns: view.turns,
    conversationState: lastTurnEndsChat(view.turns) ? 'ended_chat' : view.state,
    chatAssignedTo: view.chatAssignedTo,
    chatAssignedName: view.chatAssignedName ?? null,
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
