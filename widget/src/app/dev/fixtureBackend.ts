import { agentSchema, type Agent, type AgentInput } from '@vg/common/schemas/agent';
import type {
  AgentFieldEdits,
  ChatBackend,
  ConversationView,
  CreditLogData,
  EmailFormInput,
  InteractContext,
  InteractHandlers,
  InteractRequest,
  OrgUser,
  PastSession,
} from '../../data/ChatBackend';
import type { Turn } from '../chat/conversation';
import { allKindsTurns, singleKindTurns } from './fixtureTurns';
import { visitorMessages } from '../../data/visitorMessages';

export const FIXTURE_TEAM: OrgUser[] = [
  { ID: 'team-1', status: 'online', name: 'Sam' },
  { ID: 'team-2', status: 'offline', name: 'Alex' },
  { ID: 'team-3', status: 'online', name: 'Priya' },
  { ID: 'team-4', status: 'offline', name: 'Jo' },
];

export interface FixtureOptions {
  agent?: Partial<AgentInput>;
  turns?: Turn[];
  /** The visitor is the signed-in owner (super administrator view). */
  owner?: boolean;
  /** Pause before a reply, ms. */
  replyDelayMs?: number;
  /** Pause between a reply shown ('answered') and stored (the listener hears of it), ms. */
  storeDelayMs?: number;
  /** Whether a team member takes a hand-off request (after `replyDelayMs`). */
  teamAnswers?: boolean;
  team?: OrgUser[];
  /** Past sessions of the conversation, newest first. */
  sessions?: PastSession[];
  /** What dictation transcribes to; an Error makes the call fail. */
  transcript?: string | Error;
  /** The visitor's country (utils/ip); null when unknown. */
  country?: string | null;
  /** The signed-in user carries the isSuperAdmin claim. */
  superAdminClaim?: boolean;
  /** A dashboard user (not the owner) is signed in. */
  signedIn?: boolean;
  /** Saving inline edits fails (the rules refuse a non-owner). */
  saveFails?: boolean;
  /** No agent document exists (an unsaved agent in the dashboard preview). */
  unsaved?: boolean;
}

/** An in-memory backend that records what the chat sent; used by the dev harness and tests. */
export interface FixtureBackend extends ChatBackend {
  readonly requests: InteractRequest[];
  /** What the chat knew with each request (variables, language, user). */
  readonly contexts: InteractContext[];
  readonly notified: EmailFormInput[];
  readonly handoffRequests: boolean[];
  readonly ratings: number[];
  readonly credits: { workspaceId: string; credits: number; logData?: CreditLogData }[];
  readonly transcribed: { base64Audio: string; lang: string }[];
  readonly rollbacks: string[];
  readonly reruns: { toolName: string; toolInput: Record<string, unknown> }[];
  readonly savedFields: AgentFieldEdits[];
  readonly uploadPaths: string[];
  /** User ids whose conversation the chat followed, in order. */
  readonly watched: string[];
  cancelled: number;
  pushConversation(view: Partial<ConversationView>): void;
  pushAgent(agent: Partial<AgentInput> | null): void;
}

export const FIXTURE_OWNER = 'owner-1';

export function fixtureAgent(overrides: Partial<AgentInput> = {}): Agent {
  return agentSchema.parse({
    ID: 'demo-agent',
    ownerID: FIXTURE_OWNER,
    title: 'Nova · Lakeside Resorts booking assistant',
    description: 'Usually answers in a few seconds, day and night',
    agentPlatform: 'vg',
    ...overrides,
  });
}

/**
 * Replies like a small agent: a greeting with choices on launch, an echo of
 * what the visitor sent otherwise. On the 'vg' platform replies stream
 * word by word, as the real socket does.
 */
export function createFixtureBackend(options: FixtureOptions = optionsFromUrl()): FixtureBackend {
  let agent: Agent = fixtureAgent(options.agent);
  let turns: Turn[] = options.turns ?? [];
  let onAgent: ((agent: Agent | null) => void) | null = null;
  let onView: ((view: ConversationView) => void) | null = null;
  let stopStream: (() => void) | null = null;
  let state: ConversationView['state'] = 'ai-chatting';
  let sessions: PastSession[] = options.sessions ?? [];
  let sessionCount = sessions.length;
  let assignee: string | null = null;
  const delay = options.replyDelayMs ?? 400;
  const view = (): ConversationView => ({
    exists: true,
    turns,
    state,
    chatAssignedTo: assignee,
    totalUserInteractions: turns.filter((turn) => turn.from === 'human').length,
  });

  const backend: FixtureBackend = {
    authUid: options.owner ? FIXTURE_OWNER : 'visitor-1',
    requests: [],
    contexts: [],
    notified: [],
    handoffRequests: [],
    ratings: [],
    credits: [],
    transcribed: [],
    rollbacks: [],
    reruns: [],
    savedFields: [],
    uploadPaths: [],
    watched: [],
    cancelled: 0,
    isSignedInAs: (uid) => !!options.owner && uid === FIXTURE_OWNER,
    signedIn: !!(options.signedIn || options.owner || options.superAdminClaim),
    superAdminClaim: !!options.superAdminClaim,
    watchAgent(listener) {
      onAgent = listener;
      queueMicrotask(() => listener(options.unsaved ? null : agent));
      return () => (onAgent = null);
    },
    watchConversation(userId, listener) {
      backend.watched.push(userId);
      onView = listener;
      queueMicrotask(() => listener(view()));
      return () => (onView = null);
    },
    interact(request, handlers) {
      backend.requests.push(request);
      backend.contexts.push(handlers.context);
      // A launch starts a fresh conversation, archiving one the visitor took part in.
      if (request.kind === 'launch') {
        if (turns.some((turn) => turn.from === 'human')) {
          sessionCount += 1;
          sessions = [{ id: `session-${sessionCount}`, turns, ts: Date.now() }, ...sessions];
        }
        turns = [];
      }
      const human = humanTurn(request);
      if (human) turns = [...turns, human];
      const reply = replyTurn(request);
      return new Promise<void>((resolve) => {
        // As the chat service does: the reply is shown and answered, then stored.
        const finish = () => {
          turns = [...turns, reply];
          handlers.onTurns(turns);
          handlers.onAnswered();
          const stored = () => {
            onView?.(view());
            resolve();
          };
          if (options.storeDelayMs) setTimeout(stored, options.storeDelayMs);
          else stored();
        };
        if (agent.agentPlatform === 'vg' && request.kind !== 'launch') {
          // The runtime's debug frames, as the chat service sends them to super administrators.
          handlers.onDebug('knowledge: 2 documents matched (Cabins, Prices)');
          handlers.onDebug('model: offline knowledge answer, 41 tokens');
          stopStream = stream(textOf(reply), handlers, finish, delay, resolve);
        } else {
          setTimeout(finish, delay);
        }
      });
    },
    cancel() {
      backend.cancelled += 1;
      stopStream?.();
    },
    async notifyTeam(_userId, form) {
      backend.notified.push(form);
    },
    async uploadFile(_userId, file, onProgress, targetPath = 'uploads') {
      backend.uploadPaths.push(targetPath);
      for (const percent of [25, 50, 75, 100]) {
        await new Promise((resolve) => setTimeout(resolve, delay / 4));
        onProgress(percent);
      }
      return {
        url: `/widget/dev/fixtures/${file.name}`,
        name: file.name,
        sizeMbs: file.size / 1e6,
      };
    },
    async loadForm(formId) {
      return {
        title: `Form ${formId}`,
        fields: [{ id: 'q', label: 'Your question', type: 'LONG_ANSWER', required: true }],
      };
    },
    async consumeCredits(workspaceId, credits, logData) {
      backend.credits.push({ workspaceId, credits, ...(logData ? { logData } : {}) });
    },
    async listSessions() {
      return sessions;
    },
    async rollbackSession(_userId, session) {
      backend.rollbacks.push(session.id);
      const stored = sessions.find((entry) => entry.id === session.id);
      if (!stored) return false;
      sessions = sessions.filter((entry) => entry !== stored);
      if (turns.length) {
        sessionCount += 1;
        sessions = [{ id: `session-${sessionCount}`, turns, ts: Date.now() }, ...sessions];
      }
      turns = stored.turns;
      state = 'ai-chatting';
      onView?.(view());
      return true;
    },
    async rerunTool(toolName, toolInput) {
      backend.reruns.push({ toolName, toolInput });
      return { ok: true, status: 200, body: { toolName, toolInput } };
    },
    async transcribe(base64Audio, lang) {
      backend.transcribed.push({ base64Audio, lang });
      await new Promise((resolve) => setTimeout(resolve, delay / 2));
      const transcript = options.transcript ?? 'Do you have a room with a lake view?';
      if (transcript instanceof Error) throw transcript;
      return transcript;
    },
    async loadVisitorCountry() {
      return options.country === undefined ? 'DE' : options.country;
    },
    async saveAgentFields(fields) {
      if (options.saveFails) throw new Error('Missing or insufficient permissions.');
      backend.savedFields.push(fields);
      // The agent listener brings the saved document back, as Firestore does.
      backend.pushAgent({ ...agent, ...fields });
    },
    async endConversation() {
      turns = [
        ...turns,
        { from: 'bot', ts: Date.now(), messages: [{ from: 'bot', type: 'end', delay: 0 }] },
      ];
      state = 'ended_chat';
      onView?.(view());
    },
    async rateConversation(_userId, rating) {
      backend.ratings.push(rating);
    },
    async loadOrgUsers() {
      return options.team ?? FIXTURE_TEAM;
    },
    async requestHandoff(_userId, request, timeoutSeconds) {
      backend.handoffRequests.push(request);
      if (!request) {
        state = 'ai-chatting';
        onView?.(view());
        return { state };
      }
      state = 'requested_chat';
      const pending = {
        handoffRequestedAt: Date.now(),
        handoffTimeout: timeoutSeconds ?? 60,
      };
      onView?.({ ...view(), ...pending });
      if (options.teamAnswers) {
        setTimeout(() => {
          state = 'human-chatting';
          assignee = 'team-1';
          turns = [
            ...turns,
            {
              from: 'bot',
              messages: [
                {
                  from: 'bot',
                  type: 'text',
                  item: { payload: { message: "Hi, I'm Sam from the team. How can I help?" } },
                },
              ],
            },
          ];
          onView?.(view());
        }, delay * 3);
      }
      return { state, ...pending };
    },
    close() {
      stopStream?.();
    },
    pushConversation(next) {
      if (next.turns) turns = next.turns;
      onView?.({ ...view(), ...next });
    },
    pushAgent(next) {
      if (next) agent = fixtureAgent({ ...options.agent, ...next });
      onAgent?.(next ? agent : null);
    },
  };
  return backend;
}

function stream(
  text: string,
  handlers: InteractHandlers,
  finish: () => void,
  delay: number,
  cancelled: () => void,
): () => void {
  const words = text.split(' ');
  let index = 0;
  const timer = setInterval(
    () => {
      index += 1;
      handlers.onChunk(words.slice(0, index).join(' '));
      if (index >= words.length) {
        clearInterval(timer);
        finish();
      }
    },
    Math.max(10, delay / 8),
  );
  return () => {
    clearInterval(timer);
    cancelled();
  };
}

/** The visitor's turn as the functions store it: the same messages both chat paths send. */
function humanTurn(request: InteractRequest): Turn | null {
  const messages = visitorMessages(request);
  return messages.length ? { from: 'human', messages } : null;
}

function replyTurn(request: InteractRequest): Turn {
  const text =
    request.kind === 'launch'
      ? "Hi there 👋 I'm **Nova**. How can I help you plan your stay?"
      : `You said: “${request.kind === 'text' ? request.text : request.label}”. A real agent would answer here.`;
  const messages: Turn['messages'] = [
    { from: 'bot', type: 'text', item: { payload: { message: text } } },
  ];
  if (request.kind === 'launch') {
    messages.push({
      from: 'bot',
      type: 'choice',
      item: {
        payload: {
          buttons: [
            { name: 'Book a stay', request: { type: 'text', payload: 'Book a stay' } },
            { name: 'Prices', request: { type: 'text', payload: 'Prices' } },
          ],
        },
      },
    });
  }
  return { from: 'bot', messages };
}

function textOf(turn: Turn): string {
  const payload = turn.messages[0]?.item?.payload as { message?: string } | undefined;
  return payload?.message ?? '';
}

/** Dev harness options from the iframe URL: scenario, theme, lang, platform, layout, owner. */
function optionsFromUrl(): FixtureOptions {
  const query = new URLSearchParams(location.search);
  const scenario = query.get('scenario') ?? 'all';
  const agent: Partial<AgentInput> = {};
  const theme = query.get('theme');
  if (theme) agent.theme = theme;
  const lang = query.get('lang');
  if (lang) agent.lang = lang;
  const platform = query.get('platform');
  if (platform === 'vf' || platform === 'vg') agent.agentPlatform = platform;
  const layout = query.get('layout');
  if (layout === 'vertical' || layout === 'in-footer') agent.buttonsLayout = layout;
  if (scenario === 'tokens')
    Object.assign(agent, { tokensUsage: 1_000_000, maxTokensUsage: 1_000_000 });
  if (scenario === 'disabled') agent.disabled = true;
  if (query.get('handoff') === '1') Object.assign(agent, { enableVGHandoff: true });
  if (query.get('audio') === '1') agent.enableAudioSupport = true;
  if (query.get('calling') === '1') agent.voiceConfig = { config: { enableWebCalling: true } };
  if (query.get('banner') === '1') agent.bannerImageUrl = '/widget/dev/fixtures/lake.svg';
  if (query.get('tabs') === '1') Object.assign(agent, fixtureTabs());
  if (query.get('customTheme')) {
    agent.customThemeJSONString = JSON.stringify({
      themeType: 'light',
      primary: '#0d9488',
      nineColorPallet: [95, 90, 80, 70, 60, 50, 40, 30, 20, 10].map((l) => `hsl(175, 84%, ${l}%)`),
    });
  }
  const turns =
    scenario === 'all'
      ? allKindsTurns()
      : scenario === 'empty' || scenario === 'tokens' || scenario === 'disabled'
        ? []
        : singleKindTurns(scenario);
  return {
    agent,
    turns,
    owner: query.get('owner') === '1',
    superAdminClaim: query.get('admin') === '1',
    unsaved: query.get('unsaved') === '1',
    teamAnswers: true,
    replyDelayMs: 700,
    sessions: query.get('tabs') === '1' && scenario !== 'empty' ? fixtureSessions() : [],
  };
}

/** A tabbed widget using every tab setting: labels, an FAQ frame, home buttons and chips. */
export function fixtureTabs(): Partial<AgentInput> {
  return {
    ui: { widgetType: 'tabs' },
    headerImageUrl: '/widget/dev/fixtures/cabin.svg',
    tabs: [
      {
        key: 'home',
        homeSpecific: {
          showRecentConvo: true,
          buttons: [
            {
              key: 'askQuestion',
              show: true,
              label: 'Ask a question',
              iceBreakers: ['Is breakfast included?', 'Can I bring my dog?', 'Late check-out'],
            },
            { key: 'directHandoff', show: true, label: 'Talk to the front desk' },
            { key: 'liveCall', show: true },
            { key: 'recentConvo', show: false },
          ],
        },
      },
      { key: 'convos', label: 'Chats' },
      { key: 'faq', label: 'FAQ', iframeUrl: '/widget/dev/fixtures/faq.html', iframeHeight: 520 },
    ],
  };
}

function fixtureSessions(): PastSession[] {
  const day = 86_400_000;
  const session = (id: string, ago: number, question: string, answer: string): PastSession => ({
    id,
    ts: Date.now() - ago,
    turns: [
      { from: 'human', messages: [{ type: 'text', item: { payload: { message: question } } }] },
      { from: 'bot', messages: [{ type: 'text', item: { payload: { message: answer } } }] },
    ],
  });
  return [
    session('s-2', day, 'Do you have parking?', 'Yes, free parking right by the lake.'),
    session('s-1', 5 * day, 'When is check-in?', 'Check-in starts at 3 pm.'),
  ];
}
