import type { AgentInput } from '@vg/common/schemas/agent';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MessageErrorBoundary } from '../messages/MessageErrorBoundary';
import type { MessageProps } from '../messages/types';
import type { ChatMessage, Turn } from '../chat/conversation';
import { MessageSlot } from '../chat/MessageSlot';
import {
  createFixtureBackend,
  fixtureAgent,
  type FixtureBackend,
  type FixtureOptions,
} from '../dev/fixtureBackend';
import type { WidgetRoute } from '../route';
import { setBackend } from '../session/chatActions';
import { startDisplayTiming } from '../session/displayTiming';
import { resetHandoff } from '../session/handoff';
import { applyConversation } from '../session/startSession';
import { chatStore, PLACEHOLDER_ROUTE } from '../store/chatStore';

export interface ChatSetup {
  agent?: Partial<AgentInput>;
  turns?: Turn[];
  owner?: boolean;
  route?: Partial<WidgetRoute>;
  replyDelayMs?: number;
  teamAnswers?: boolean;
  /** Further fixture options (sessions, transcript, claims…). */
  backend?: Partial<FixtureOptions>;
}

let stopTiming: (() => void) | null = null;
let stopListening: (() => void) | null = null;

/**
 * Puts the chat in a known state for a test: the real store, session
 * actions and display timing, driven by the in-memory fixture backend in
 * place of Firebase and the functions. The given turns are the first
 * snapshot, so they show at once.
 */
export function setupChat(setup: ChatSetup = {}): FixtureBackend {
  teardownChat();
  chatStore.reset({ ...PLACEHOLDER_ROUTE, agentId: 'demo-agent', ...setup.route });
  const backend = createFixtureBackend({
    agent: setup.agent,
    turns: setup.turns ?? [],
    owner: setup.owner,
    replyDelayMs: setup.replyDelayMs ?? 10,
    teamAnswers: setup.teamAnswers,
    ...setup.backend,
  });
  setBackend(backend);
  chatStore.set({
    agent: fixtureAgent(setup.agent),
    agentStatus: 'ready',
    isSuperAdmin: !!setup.owner,
    userId: 'visitor-1',
  });
  stopTiming = startDisplayTiming();
  applyConversation({
    exists: true,
    turns: setup.turns ?? [],
    state: 'ai-chatting',
    chatAssignedTo: null,
    totalUserInteractions: 0,
  });
  // Later snapshots (hand-off, team replies) arrive as the live listener would bring them.
  stopListening = backend.watchConversation('visitor-1', (view) => applyConversation(view));
  return backend;
}

/** Unmounts what the test rendered, then stops the harness's timers and listener. */
export function teardownChat(): void {
  cleanup();
  stopTiming?.();
  stopTiming = null;
  // A previous test's late answers must not reach the next test's store.
  stopListening?.();
  stopListening = null;
  resetHandoff();
  setBackend(null);
}

/** A bot turn holding `messages`; with `older`, a visitor turn follows so it is not the latest. */
export function botTurns(messages: ChatMessage[], older = false): Turn[] {
  const turns: Turn[] = [{ from: 'bot', messages }];
  if (older) {
    turns.push({
      from: 'human',
      messages: [{ from: 'human', type: 'text', item: { payload: { message: 'later' } } }],
    });
  }
  return turns;
}

/** Renders one message the way the conversation does (kind, layout, error boundary). */
export function renderMessage(
  message: ChatMessage,
  options: { isLatest?: boolean; messageKey?: string } = {},
): RenderResult {
  return render(
    <MessageSlot
      message={message}
      messageKey={options.messageKey ?? '0:0'}
      isLatest={options.isLatest ?? true}
    />,
  );
}

export const bot = (
  type: string,
  payload?: unknown,
  extra: Partial<ChatMessage> = {},
): ChatMessage => ({
  from: 'bot',
  type,
  ...(payload === undefined ? {} : { item: { payload } }),
  ...extra,
});

/**
 * Renders a kind's component directly (no lazy loading), for tests that use
 * fake timers, inside the same error boundary the conversation uses.
 */
export function renderKind(
  Component: ComponentType<MessageProps>,
  message: ChatMessage,
  options: { isLatest?: boolean; messageKey?: string } = {},
): RenderResult {
  return render(
    <MessageErrorBoundary>
      <Component
        message={message}
        messageKey={options.messageKey ?? '0:0'}
        isLatest={options.isLatest ?? true}
      />
    </MessageErrorBoundary>,
  );
}

/** Fake timers for setTimeout only, so promises and module loading still run. */
export const FAKE_TIMEOUTS = {
  toFake: ['setTimeout', 'clearTimeout'] as ('setTimeout' | 'clearTimeout')[],
};

/** A snapshot of an AI conversation (no hand-off), as the live listener brings one. */
export function aiSnapshot(turns: Turn[]): void {
  applyConversation({
    exists: true,
    turns,
    state: 'ai-chatting',
    chatAssignedTo: null,
    totalUserInteractions: 0,
  });
}
