import { create } from 'zustand';
import type { Agent } from '@vg/common/schemas/agent';
import type { StoredConversationState as ConversationState } from '@vg/common/schemas/conversation';
import { initialHandoffState, type HandoffState } from '@vg/common/logic/widget/handoff';
import type { OrgUser, PastSession } from '../../data/ChatBackend';
import type { VisitorUser } from '../../shared/protocol';
import type { ChatMessage, Turn } from '../chat/conversation';
import { en, type Dictionary } from '../i18n/en';
import type { Language } from '../i18n/i18n';
import type { WidgetRoute } from '../route';

export type AgentStatus = 'loading' | 'ready' | 'missing' | 'error';
/** Confirmation overlays and the voice-call panel, shown over the chat. */
export type Overlay = 'endChat' | 'refresh' | 'voiceCall';
export type TabKey = 'home' | 'convos' | 'faq';
export type NoticeTone = 'info' | 'danger' | 'success';

export interface Notice {
  id: number;
  text: string;
  tone: NoticeTone;
}

/**
 * Everything the chat shows, in one store. Components read slices with
 * selectors; the session modules (src/app/session) are the only writers
 * besides small UI flags. This is the one module that imports zustand.
 */
export interface ChatState {
  route: WidgetRoute;
  /** False while a popup or modal is closed on the host page. */
  visible: boolean;
  hostWidth: number | undefined;
  stylesheets: string[];

  agent: Agent | null;
  agentStatus: AgentStatus;
  language: Language;
  dictionary: Dictionary;
  isSuperAdmin: boolean;

  userId: string | null;
  user: VisitorUser;
  variables: Record<string, unknown>;

  /** The first conversation snapshot arrived: it is shown at once, without delays. */
  historyLoaded: boolean;
  turns: Turn[];
  /** How many visible messages are on screen; the rest wait for their delay. */
  revealed: number;
  /**
   * Messages (by `turnIndex:messageIndex`) that took the place of a streamed
   * reply: the visitor already read them, so they skip the entry animation.
   */
  settled: Record<string, true>;
  conversationState: ConversationState;
  chatAssignedTo: string | null;
  /** First name of the team member holding the chat, as the dashboard stored it. */
  chatAssignedName: string | null;
  /** Waiting for the agent's reply: the message box is read-only meanwhile. */
  loading: boolean;
  /**
   * The reply is on screen but not stored yet: conversation snapshots older
   * than it are skipped, as while loading.
   */
  storingReply: boolean;
  /** Text of a reply being streamed, shown live before the final turn arrives. */
  streamText: string | null;
  /** Whole messages (cards, jsx...) streamed ahead of the stored turn. */
  streamMessages: ChatMessage[];
  /** Sources of the reply being streamed (the 'Sources' list). */
  streamSources: unknown[];
  /** The visitor's message count on this conversation (limits.maxInteractionsPerUserId). */
  totalUserInteractions: number;
  /** Messages the visitor already answered (multi-select, slider...), by message key. */
  answered: Record<string, true>;
  notice: Notice | null;
  /** The conversation's rating; once set it is read-only. */
  ratingFrom5: number | null;
  /** The agent's team (live-agent banner), loaded when handoff is on. */
  orgUsers: OrgUser[];
  /** Hand-off to a human, driven by the common handoff reducer. */
  handoff: HandoffState;
  /** New Chat, End Chat or Refresh asked for a fresh conversation the next time the chat shows. */
  reload: boolean;
  /** Debug frames of the latest reply (super administrators see them). */
  debugLog: string[];
  overlay: Overlay | null;
  /** Tabbed widget: the open tab, and the conversation opened from it (the visitor's user id). */
  tab: TabKey;
  selectedSession: string | null;
  /** Past sessions of this conversation, once listed (convos tab). */
  sessions: PastSession[] | null;
  /** A dashboard preview of an agent that is not saved yet: nothing to chat with. */
  previewOnly: boolean;
}

export const createInitialState = (route: WidgetRoute): ChatState => ({
  route,
  visible: route.embed !== 'popup' && route.embed !== 'modal',
  hostWidth: undefined,
  stylesheets: [],
  agent: null,
  agentStatus: 'loading',
  language: 'en',
  dictionary: en,
  isSuperAdmin: false,
  userId: null,
  user: route.user,
  variables: {},
  historyLoaded: false,
  turns: [],
  revealed: 0,
  settled: {},
  conversationState: 'ai-chatting',
  chatAssignedTo: null,
  chatAssignedName: null,
  loading: false,
  storingReply: false,
  streamText: null,
  streamMessages: [],
  streamSources: [],
  totalUserInteractions: 0,
  answered: {},
  notice: null,
  ratingFrom5: null,
  orgUsers: [],
  handoff: initialHandoffState(),
  reload: false,
  debugLog: [],
  overlay: null,
  tab: 'home',
  selectedSession: null,
  sessions: null,
  previewOnly: false,
});

export const PLACEHOLDER_ROUTE: WidgetRoute = {
  region: 'na',
  agentId: '',
  embed: 'iframe',
  hostParam: undefined,
  isTest: false,
  isPreview: false,
  fixtures: false,
  warm: false,
  userID: undefined,
  user: {},
};

export const useChatStore = create<ChatState>(() => createInitialState(PLACEHOLDER_ROUTE));

export const chatStore = {
  get: useChatStore.getState,
  set: useChatStore.setState,
  subscribe: useChatStore.subscribe,
  reset: (route: WidgetRoute) => useChatStore.setState(createInitialState(route), true),
};

let noticeId = 0;
/** Shows a short notice above the footer; it clears itself after `ms`. */
export function showNotice(text: string, tone: NoticeTone = 'info', ms = 2500): void {
  const id = ++noticeId;
  chatStore.set({ notice: { id, text, tone } });
  setTimeout(() => {
    if (chatStore.get().notice?.id === id) chatStore.set({ notice: null });
  }, ms);
}
