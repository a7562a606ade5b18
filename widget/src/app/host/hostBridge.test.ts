import { afterEach, describe, expect, it, vi } from 'vitest';
import { framedWindow } from '../test-utils/framedWindow';
import { connectHost, emitHostEvent, resolveHostOrigin, type HostCommands } from './hostBridge';

const HOST = 'https://shop.example';

/** A frame window whose parent is another window, as inside the loader's iframe. */
function frameOf(options: { ancestor?: string; referrer?: string } = {}) {
  const frame = framedWindow({
    origin: HOST,
    ancestor: options.ancestor ?? null,
    referrer: options.referrer,
  });
  return { win: frame.win, parent: frame.parent as unknown as Window, deliver: frame.fromHost };
}

function commands() {
  return {
    init: vi.fn(),
    setVisible: vi.fn(),
    sendMessage: vi.fn(),
    setUser: vi.fn(),
    setVariables: vi.fn(),
  } satisfies HostCommands;
}

afterEach(() => vi.restoreAllMocks());

describe('resolveHostOrigin', () => {
  it("prefers the browser's ancestor origin over the loader's claim", () => {
    expect(resolveHostOrigin(frameOf({ ancestor: HOST }).win, 'https://liar.example')).toBe(HOST);
  });

  it('falls back to the host parameter, then the referrer', () => {
    expect(resolveHostOrigin(frameOf().win, HOST)).toBe(HOST);
    expect(resolveHostOrigin(frameOf({ referrer: `${HOST}/pricing?x=1` }).win, undefined)).toBe(
      HOST,
    );
    expect(resolveHostOrigin(frameOf().win, 'javascript:alert(1)')).toBeNull();
  });

  it('is null when the chat is not framed', () => {
    expect(resolveHostOrigin(window, HOST)).toBeNull();
  });
});

describe('connectHost', () => {
  it('says ready to the host origin only', () => {
    const { win, parent } = frameOf({ ancestor: HOST });
    connectHost(win, undefined, commands());
    expect(parent.postMessage).toHaveBeenCalledWith({ source: 'vg-widget', type: 'ready' }, HOST);
  });

  it('acts on tagged commands from the host window and origin', () => {
    const { win, deliver } = frameOf({ ancestor: HOST });
    const handler = commands();
    connectHost(win, undefined, handler);
    deliver({ source: 'vg-host', type: 'init', payload: { mode: 'popup', open: true } });
    deliver({ source: 'vg-host', type: 'open' });
    deliver({ source: 'vg-host', type: 'close' });
    deliver({ source: 'vg-host', type: 'sendMessage', payload: { text: 'hi' } });
    deliver({ source: 'vg-host', type: 'setUser', payload: { name: 'D' } });
    deliver({ source: 'vg-host', type: 'setVariables', payload: { a: 1 } });
    expect(handler.init).toHaveBeenCalledWith({ mode: 'popup', open: true });
    expect(handler.setVisible.mock.calls).toEqual([[true], [false]]);
    expect(handler.sendMessage).toHaveBeenCalledWith('hi');
    expect(handler.setUser).toHaveBeenCalledWith({ name: 'D' });
    expect(handler.setVariables).toHaveBeenCalledWith({ a: 1 });
  });

  it('ignores other origins, other windows and untagged messages', () => {
    const { win, deliver } = frameOf({ ancestor: HOST });
    const handler = commands();
    connectHost(win, undefined, handler);
    deliver(
      { source: 'vg-host', type: 'sendMessage', payload: { text: 'x' } },
      'https://evil.example',
    );
    deliver({ source: 'vg-host', type: 'sendMessage', payload: { text: 'x' } }, HOST, {});
    deliver({ type: 'sendMessage', payload: { text: 'x' } });
    deliver({ source: 'vg-widget', type: 'sendMessage', payload: { text: 'x' } });
    expect(handler.sendMessage).not.toHaveBeenCalled();
  });

  it('emits chat events to the host with the tag and the host origin', () => {
    const { win, parent } = frameOf({ ancestor: HOST });
    connectHost(win, undefined, commands());
    // emitHostEvent posts through the real window's parent: point it at the fake.
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent);
    emitHostEvent('chat_restart', { reason: 'end' });
    expect(parent.postMessage).toHaveBeenLastCalledWith(
      {
        source: 'vg-widget',
        type: 'event',
        payload: { name: 'chat_restart', data: { reason: 'end' } },
      },
      HOST,
    );
  });

  it('raises VG_Events on the chat window itself, also with no host page (pasted iframe)', () => {
    connectHost(window, undefined, commands());
    const heard = vi.fn();
    window.addEventListener('VG_Events', heard);
    try {
      emitHostEvent('chat_restart');
      expect(heard).toHaveBeenCalledTimes(1);
      expect((heard.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({
        type: 'chat_restart',
        data: undefined,
      });
    } finally {
      window.removeEventListener('VG_Events', heard);
    }
  });
});
