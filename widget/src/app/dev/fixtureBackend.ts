import { agentSchema, type Agent, type AgentInput } from '@vg/common/schemas/agent';
import type {
  ChatBackend,
  ConversationView,
  EmailFormInput,
  InteractHandlers,
  InteractRequest,
  OrgUser,
} from '../../data/ChatBackend';
import type { Turn } from '../chat/conversation';
import { allKindsTurns, singleKindTurns } from './fixtureTurns';

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
  /** Whether a team member takes a hand-off request (after `replyDelayMs`). */
  teamAnswers?: boolean;
  team?: OrgUser[];
}

/** An in-memory backend that records what the chat sent; used by the dev harness and tests. */
export interface FixtureBackend extends ChatBackend {
  readonly requests: InteractRequest[];
  readonly notified: EmailFormInput[];
  readonly handoffRequests: boolean[];
  readonly ratings: number[];
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
    notified: [],
    handoffRequests: [],
    ratings: [],
    cancelled: 0,
    isSignedInAs: (uid) => !!options.owner && uid === FIXTURE_OWNER,
    watchAgent(listener) {
      onAgent = listener;
      queueMicrotask(() => listener(agent));
      return () => (onAgent = null);
    },
    watchConversation(_userId, listener) {
      onView = listener;
      queueMicrotask(() => listener(view()));
      return () => (onView = null);
    },
    interact(request, handlers) {
      backend.requests.push(request);
      // A launch starts a fresh conversation, as the runtime does.
      if (request.kind === 'launch') turns = [];
      const human = humanTurn(request);
      if (human) turns = [...turns, human];
      const reply = replyTurn(request);
      return new Promise<void>((resolve) => {
        const finish = () => {
          turns = [...turns, reply];
          handlers.onTurns(turns);
          onView?.(view());
          resolve();
        };
        if (agent.agentPlatform === 'vg' && request.kind !== 'launch') {
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
    async uploadFile(_userId, file, onProgress) {
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
    async rateConversation(_userId, rating) {
      backend.ratings.push(rating);
    },
    async loadOrgUsers() {
      return options.team ?? FIXTURE_TEAM;
    },
    async requestHandoff(_userId, request) {
      backend.handoffRequests.push(request);
      if (!request) {
        state = 'ai-chatting';
        onView?.(view());
        return state;
      }
      state = 'requested_chat';
      onView?.(view());
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
      return state;
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

function humanTurn(request: InteractRequest): Turn | null {
  const text =
    request.kind === 'text' ? request.text : request.kind === 'action' ? request.label : null;
  if (text === null) return null;
  return {
    from: 'human',
    messages: [{ from: 'human', type: 'text', item: { payload: { message: text } } }],
  };
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
  return { agent, turns, owner: query.get('owner') === '1', teamAnswers: true, replyDelayMs: 700 };
}
