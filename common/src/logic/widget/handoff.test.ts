import { describe, expect, it } from 'vitest';
import {
  cancelSendsExitIntent,
  conversationStateAt,
  firstName,
  HANDOFF_BACK_TO_AI,
  handoffExpiresAt,
  handoffReducer,
  handoffTimeoutMs,
  handoffView,
  initialHandoffState,
  type HandoffEvent,
  type HandoffState,
} from './handoff';

const WAIT = "Please wait, we're notifying the team..";
const NO_RESPONSE = 'No response from team..';

function run(events: HandoffEvent[], start: HandoffState = initialHandoffState()): HandoffState {
  return events.reduce(handoffReducer, start);
}

describe('handoffTimeoutMs', () => {
  it.each([
    [undefined, undefined, 60_000],
    [null, null, 60_000],
    [undefined, 90, 90_000],
    [30, 90, 30_000],
    [0, 90, 90_000],
    [-5, undefined, 60_000],
    [Number.NaN, 45, 45_000],
  ])('action %j, agent %j -> %i ms', (action, agent, expected) => {
    expect(handoffTimeoutMs(action, agent)).toBe(expected);
  });
});

describe('handoffReducer', () => {
  const request: HandoffEvent = { type: 'request', now: 1_000, timeoutMs: 60_000 };

  it('requests a handoff and waits', () => {
    const state = run([request]);
    expect(state).toMatchObject({ state: 'requested_chat', requestedAt: 1_000, notice: WAIT });
    expect(handoffView(state).handoffButtonDisabled).toBe(true);
  });

  it.each([
    [60_999, 'requested_chat', WAIT],
    [61_000, 'ai-chatting', NO_RESPONSE],
  ])('a tick at %i ms leaves %s', (now, expectedState, notice) => {
    const state = run([request, { type: 'tick', now }]);
    expect(state.state).toBe(expectedState);
    expect(state.notice).toBe(notice);
  });

  it('ignores a second request while waiting and ticks outside a request', () => {
    const waiting = run([request]);
    expect(handoffReducer(waiting, { ...request, now: 5_000 })).toBe(waiting);
    const idle = initialHandoffState();
    expect(handoffReducer(idle, { type: 'tick', now: 1e9 })).toBe(idle);
  });

  it('times out a stored request by its stored time, else by the age of the last message', () => {
    const stored = {
      type: 'sync',
      state: 'requested_chat',
      requestedAt: 50_000,
      timeoutMs: 30_000,
    } as const;
    expect(run([{ ...stored, now: 79_999 }])).toMatchObject({
      state: 'requested_chat',
      confirmed: true,
      notice: WAIT,
      timeoutMs: 30_000,
    });
    // A reload after the timeout passed: the visitor is told nobody answered.
    expect(run([{ ...stored, now: 80_000 }])).toMatchObject({
      state: 'ai-chatting',
      notice: NO_RESPONSE,
    });
    const fresh = run([
      { type: 'sync', state: 'requested_chat', now: 100_000, lastMessageAt: 50_000 },
    ]);
    expect(fresh).toMatchObject({ state: 'requested_chat', notice: WAIT });
    const stale = run([
      { type: 'sync', state: 'requested_chat', now: 110_000, lastMessageAt: 50_000 },
    ]);
    expect(stale).toMatchObject({ state: 'ai-chatting', notice: NO_RESPONSE });
    expect(handoffReducer(fresh, { type: 'tick', now: 110_000 }).state).toBe('ai-chatting');
  });

  it('a reload during the wait keeps the stored clock and ticks out on time', () => {
    const reloaded = run([
      { type: 'sync', state: 'requested_chat', requestedAt: 1_000, timeoutMs: 60_000, now: 30_000 },
    ]);
    expect(reloaded.state).toBe('requested_chat');
    expect(handoffReducer(reloaded, { type: 'tick', now: 60_999 }).state).toBe('requested_chat');
    expect(handoffReducer(reloaded, { type: 'tick', now: 61_000 })).toMatchObject({
      state: 'ai-chatting',
      notice: NO_RESPONSE,
    });
  });

  it('an ai-chatting snapshot from before the request reached the server does not withdraw it', () => {
    // The bot's own 'Let me connect you…' turn arrives before the request is stored.
    const waiting = run([request, { type: 'sync', state: 'ai-chatting', now: 1_500 }]);
    expect(waiting).toMatchObject({ state: 'requested_chat', notice: WAIT, confirmed: false });
    // Once the server holds the request, ai-chatting means it is over (team or server).
    const confirmed = run([request, { type: 'confirm', timeoutMs: 90_000 }]);
    expect(confirmed).toMatchObject({ confirmed: true, requestedAt: 1_000, timeoutMs: 90_000 });
    expect(
      handoffReducer(confirmed, { type: 'sync', state: 'ai-chatting', now: 2_000 }),
    ).toMatchObject({
      state: 'ai-chatting',
      notice: null,
    });
    expect(
      handoffReducer(confirmed, { type: 'sync', state: 'ai-chatting', now: 91_000 }),
    ).toMatchObject({
      state: 'ai-chatting',
      notice: NO_RESPONSE,
    });
    // A confirm after the wait ended changes nothing.
    const idle = initialHandoffState();
    expect(handoffReducer(idle, { type: 'confirm' })).toBe(idle);
  });

  it('hands over to an assigned human', () => {
    const state = run([
      request,
      { type: 'sync', state: 'human-chatting', chatAssignedTo: 'uid-dana', now: 2_000 },
    ]);
    expect(state).toMatchObject({ state: 'human-chatting', assignee: 'uid-dana', notice: null });
    expect(handoffView(state, 'Dana Scully')).toEqual({
      handoffButtonDisabled: false,
      bannerHidden: true,
      attachmentsEnabled: true,
      manualControl: true,
      unblockInput: true,
      assigneeFirstName: 'Dana',
    });
    expect(handoffView(state).assigneeFirstName).toBeNull();
    // A human conversation never times out.
    expect(handoffReducer(state, { type: 'tick', now: 1e9 })).toBe(state);
  });

  it('keeps manual control off while nobody is assigned', () => {
    const state = run([{ type: 'sync', state: 'human-chatting', now: 0 }]);
    expect(handoffView(state)).toMatchObject({ manualControl: false, bannerHidden: false });
  });

  it.each(['cancel', 'reload'] as const)('%s returns to ai-chatting', (type) => {
    const state = run([request, { type }]);
    expect(state).toMatchObject({ state: 'ai-chatting', requestedAt: null, notice: null });
    expect(handoffView(state)).toMatchObject({ unblockInput: true, manualControl: false });
  });

  it('treats a stored ended_chat as ai-chatting', () => {
    const state = run([
      request,
      { type: 'confirm' },
      { type: 'sync', state: 'ended_chat', now: 2_000 },
    ]);
    expect(state).toMatchObject({ state: 'ai-chatting', notice: null });
  });

  it('keeps the timeout notice through a later ai-chatting sync', () => {
    const state = run([
      request,
      { type: 'confirm' },
      { type: 'tick', now: 61_000 },
      { type: 'sync', state: 'ai-chatting', now: 62_000 },
    ]);
    expect(state.notice).toBe(NO_RESPONSE);
    const back = run([
      { type: 'sync', state: 'human-chatting', chatAssignedTo: 'A', now: 0 },
      { type: 'sync', state: 'ai-chatting', now: 1 },
    ]);
    // 'Return to AI' tells the visitor.
    expect(back).toMatchObject({
      state: 'ai-chatting',
      assignee: null,
      notice: HANDOFF_BACK_TO_AI,
    });
  });
});

describe('stored expiry', () => {
  it.each([
    [{ handoffRequestedAt: 10_000, handoffTimeout: 60 }, undefined, 70_000],
    [{ handoffRequestedAt: 10_000 }, 90, 100_000],
    [{ handoffRequestedAt: 10_000 }, undefined, 70_000],
    [{ handoffRequestedAt: null, handoffTimeout: 60 }, undefined, null],
    [{}, 30, null],
    [{ handoffRequestedAt: 'soon' }, 30, null],
  ])('handoffExpiresAt(%j, agent %j) = %j', (stored, agent, expected) => {
    expect(handoffExpiresAt(stored, agent)).toBe(expected);
  });

  it.each([
    ['requested_chat', 69_999, 'requested_chat'],
    ['requested_chat', 70_000, 'ai-chatting'],
    ['human-chatting', 1e9, 'human-chatting'],
    ['ended_chat', 1e9, 'ended_chat'],
  ] as const)('%s at %i reads as %s', (state, now, expected) => {
    const stored = { state, handoffRequestedAt: 10_000, handoffTimeout: 60 };
    expect(conversationStateAt(stored, now)).toBe(expected);
  });

  it('a stored request without a time stays pending (nothing to measure)', () => {
    expect(conversationStateAt({ state: 'requested_chat' }, 1e12)).toBe('requested_chat');
    expect(conversationStateAt({}, 0)).toBe('ai-chatting');
  });
});

describe('helpers', () => {
  it.each([
    ['vg', false],
    ['vf', true],
    [undefined, true],
  ])('platform %j sends an exit intent -> %s', (platform, expected) => {
    expect(cancelSendsExitIntent(platform)).toBe(expected);
  });

  it.each([
    ['Dana Scully', 'Dana'],
    ['  Fox  ', 'Fox'],
    ['', null],
    [null, null],
  ])('firstName(%j) = %j', (name, expected) => {
    expect(firstName(name)).toBe(expected);
  });
});
