import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Turn } from '../chat/conversation';
import { chatStore } from '../store/chatStore';
import { aiSnapshot, bot, setupChat, teardownChat } from '../test-utils/chatHarness';

const text = (message: string, extra = {}) => bot('text', { message }, extra);
const human = (message: string): Turn => ({
  from: 'human',
  messages: [{ from: 'human', type: 'text', item: { payload: { message } } }],
});
const snapshot = aiSnapshot;

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => {
  teardownChat();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('display timing', () => {
  it('shows the first snapshot at once', () => {
    setupChat({ turns: [{ from: 'bot', messages: [text('a'), text('b'), text('c')] }] });
    expect(chatStore.get().revealed).toBe(3);
  });

  it('reveals new bot messages one at a time, each after its delay (default 1000 ms)', () => {
    setupChat({ turns: [human('hi')] });
    snapshot([
      human('hi'),
      { from: 'bot', messages: [text('one'), text('two', { delay: 300 }), text('three')] },
    ]);
    const revealed = () => chatStore.get().revealed;
    expect(revealed()).toBe(1);
    vi.advanceTimersByTime(999);
    expect(revealed()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(revealed()).toBe(2);
    vi.advanceTimersByTime(300);
    expect(revealed()).toBe(3);
    vi.advanceTimersByTime(999);
    expect(revealed()).toBe(3);
    vi.advanceTimersByTime(1);
    expect(revealed()).toBe(4);
  });

  it("uses the agent's messageDelayMS as the default delay", () => {
    setupChat({ agent: { messageDelayMS: 250 }, turns: [human('hi')] });
    snapshot([human('hi'), { from: 'bot', messages: [text('a'), text('b')] }]);
    vi.advanceTimersByTime(249);
    expect(chatStore.get().revealed).toBe(1);
    vi.advanceTimersByTime(1);
    expect(chatStore.get().revealed).toBe(2);
    vi.advanceTimersByTime(250);
    expect(chatStore.get().revealed).toBe(3);
  });

  it('shows the message a new chat opens with at once, the rest of its turn after their delays', () => {
    setupChat({ turns: [] });
    snapshot([{ from: 'bot', messages: [text('Hello!'), text('How can I help?')] }]);
    expect(chatStore.get().revealed).toBe(1);
    vi.advanceTimersByTime(999);
    expect(chatStore.get().revealed).toBe(1);
    vi.advanceTimersByTime(1);
    expect(chatStore.get().revealed).toBe(2);
  });

  it("shows the visitor's messages at once", () => {
    setupChat({ turns: [{ from: 'bot', messages: [text('q')] }] });
    snapshot([{ from: 'bot', messages: [text('q')] }, human('answer')]);
    expect(chatStore.get().revealed).toBe(2);
  });

  it('skips hidden messages without waiting for them', () => {
    setupChat({ turns: [human('hi')] });
    snapshot([
      human('hi'),
      {
        from: 'bot',
        messages: [
          bot('VGVF_Channel', 'x'),
          bot('VG_Response', {}),
          text('browser', {}),
          bot('debug', { message: 'd' }),
        ],
      },
    ]);
    // 'browser' is the only visible message for a visitor (debug is for super administrators).
    expect(chatStore.get().revealed).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(chatStore.get().revealed).toBe(2);
    vi.advanceTimersByTime(5000);
    expect(chatStore.get().revealed).toBe(2);
  });

  it('plays the sound once per new bot turn when soundEffectEnabled', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    setupChat({
      agent: { soundEffectEnabled: true, soundEffectUrl: 'https://cdn.test/ding.mp3' },
      turns: [{ from: 'bot', messages: [text('old')] }],
    });
    expect(play).not.toHaveBeenCalled();
    snapshot([
      { from: 'bot', messages: [text('old')] },
      human('hi'),
      { from: 'bot', messages: [text('a'), text('b')] },
    ]);
    vi.advanceTimersByTime(2000);
    expect(chatStore.get().revealed).toBe(4);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('stays silent without soundEffectEnabled', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    setupChat({ agent: { soundEffectUrl: 'https://cdn.test/ding.mp3' }, turns: [] });
    snapshot([{ from: 'bot', messages: [text('a')] }]);
    vi.advanceTimersByTime(1000);
    expect(play).not.toHaveBeenCalled();
  });
});
