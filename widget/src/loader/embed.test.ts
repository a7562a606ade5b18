import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmbed } from './embed';
import { createHostApi } from './hostApi';
import { readConfig, type WindowConfig } from './readConfig';

const ORIGIN = 'https://chat.example.com';

afterEach(() => {
  document.body.innerHTML = '';
  document.getElementById('vgw-s')?.remove();
  vi.restoreAllMocks();
});

function setup(windowConfig: WindowConfig = {}) {
  const config = readConfig(
    null,
    { ID: 'agent-1', region: 'eu', origin: ORIGIN, ...windowConfig },
    location.origin,
  )!;
  const embed = createEmbed(config);
  return { embed, api: createHostApi(embed) };
}

function frame() {
  return document.querySelector('iframe');
}

/** Captures what the loader posts into the chat frame. */
function spyFrame() {
  return vi.spyOn(frame()!.contentWindow!, 'postMessage');
}

/** A message from the chat frame, as the browser would deliver it. */
function fromChat(data: unknown, origin = ORIGIN, source: Window | null = frame()!.contentWindow) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

describe('loader embed', () => {
  it('shows only the launcher until the chat is opened', () => {
    const { api } = setup();
    expect(document.querySelector('.vgw-n')).not.toBeNull();
    expect(frame()).toBeNull();
    api.open();
    expect(frame()?.src).toBe(
      `${ORIGIN}/app/eu/render/agent-1/iframe?embed=popup&host=${encodeURIComponent(location.origin)}`,
    );
    expect(document.querySelector('.vgw')?.classList.contains('vgw-o')).toBe(true);
  });

  it('creates the frame at once for autostart, inline and full page', () => {
    setup({ autostart: true });
    expect(frame()).not.toBeNull();
    document.body.innerHTML = '<div id="box"></div>';
    setup({ target: 'box' });
    expect(document.querySelector('#box iframe')).not.toBeNull();
    expect(document.querySelector('#box .vgw-n')).toBeNull();
    document.body.innerHTML = '';
    setup({ render: 'full-width' });
    expect(document.querySelector('.vgw.vgw-f iframe')).not.toBeNull();
  });

  it('toggles, and close keeps the frame (and the conversation)', () => {
    const { api, embed } = setup();
    api.toggle();
    expect(embed.isOpen()).toBe(true);
    api.toggle();
    expect(embed.isOpen()).toBe(false);
    expect(frame()).not.toBeNull();
    (document.querySelector('.vgw-n') as HTMLButtonElement).click();
    expect(embed.isOpen()).toBe(true);
  });

  it('queues commands until the chat is ready, then sends init first', () => {
    const { api } = setup({
      user: { name: 'Dana' },
      userID: 'u1',
      stylesheets: ['https://cdn/s.css'],
    });
    api.sendMessage('Prices?');
    const post = spyFrame();
    api.setVariables({ plan: 'pro' });
    expect(post).not.toHaveBeenCalled();
    fromChat({ source: 'vg-widget', type: 'ready' });
    const sent = post.mock.calls.map(([message, origin]) => [
      (message as { type: string }).type,
      origin,
    ]);
    expect(sent).toEqual([
      ['init', ORIGIN],
      ['open', ORIGIN],
      ['sendMessage', ORIGIN],
      ['setVariables', ORIGIN],
    ]);
    expect(post.mock.calls[0]?.[0]).toMatchObject({
      source: 'vg-host',
      payload: {
        mode: 'popup',
        user: { name: 'Dana' },
        userID: 'u1',
        stylesheets: ['https://cdn/s.css'],
        open: true,
      },
    });
  });

  it('ignores messages from another origin, another window or without the tag', () => {
    const { api, embed } = setup();
    api.open();
    const ready = vi.fn();
    api.on('ready', ready);
    fromChat({ source: 'vg-widget', type: 'ready' }, 'https://evil.example');
    fromChat({ source: 'vg-widget', type: 'ready' }, ORIGIN, window);
    fromChat({ type: 'ready' });
    fromChat({ source: 'vg-widget', type: 'requestClose' }, 'https://evil.example');
    expect(ready).not.toHaveBeenCalled();
    expect(embed.isOpen()).toBe(true);
    fromChat({ source: 'vg-widget', type: 'ready' });
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('passes chat events to VG.on listeners and as VG_Events, and closes on request', () => {
    const { api, embed } = setup();
    api.open();
    const restart = vi.fn();
    const off = api.on('chat_restart', restart);
    const dom = vi.fn();
    window.addEventListener('VG_Events', dom);
    fromChat({
      source: 'vg-widget',
      type: 'event',
      payload: { name: 'chat_restart', data: { why: 'end' } },
    });
    expect(restart).toHaveBeenCalledWith({ why: 'end' });
    expect((dom.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({
      type: 'chat_restart',
      data: { why: 'end' },
    });
    off();
    fromChat({ source: 'vg-widget', type: 'event', payload: { name: 'chat_restart' } });
    expect(restart).toHaveBeenCalledTimes(1);
    fromChat({ source: 'vg-widget', type: 'requestClose' });
    expect(embed.isOpen()).toBe(false);
    window.removeEventListener('VG_Events', dom);
  });

  it('setUser is remembered for a later frame and forwarded to a live one', () => {
    const { api, embed } = setup();
    api.setUser({ email: 'a@b.c' });
    expect(frame()).toBeNull();
    expect(embed.config.user).toEqual({ email: 'a@b.c' });
    api.open();
    const post = spyFrame();
    fromChat({ source: 'vg-widget', type: 'ready' });
    api.setUser({ name: 'Dana' });
    expect(post.mock.calls.at(-1)?.[0]).toMatchObject({
      type: 'setUser',
      payload: { name: 'Dana' },
    });
    expect(post.mock.calls[0]?.[0]).toMatchObject({
      type: 'init',
      payload: { user: { email: 'a@b.c' } },
    });
  });

  it('modal mode closes on Escape and on the backdrop', () => {
    const { api, embed } = setup({ modalMode: true });
    api.open();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(embed.isOpen()).toBe(false);
    api.open();
    (document.querySelector('.vgw-b') as HTMLElement).click();
    expect(embed.isOpen()).toBe(false);
  });

  it('ignores an empty sendMessage', () => {
    const { api, embed } = setup();
    api.sendMessage('   ');
    expect(embed.isOpen()).toBe(false);
    expect(frame()).toBeNull();
  });
});
