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

  it('loads the chat hidden and inert once the page is idle, and shows that frame on open', async () => {
    const { api } = setup();
    const panel = document.querySelector('.vgw-p') as HTMLElement;
    expect(frame()).toBeNull();
    await vi.waitFor(() => expect(frame()).not.toBeNull());
    const src = frame()!.src;
    expect(src).toBe(
      `${ORIGIN}/app/eu/render/agent-1/iframe?embed=popup&host=${encodeURIComponent(location.origin)}&warm=1`,
    );
    expect(panel.hasAttribute('inert')).toBe(true);
    expect(document.querySelector('.vgw-o')).toBeNull();
    api.open();
    expect(panel.hasAttribute('inert')).toBe(false);
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    expect(frame()!.src).toBe(src);
    expect(document.activeElement).toBe(frame());
    const post = spyFrame();
    fromChat({ source: 'vg-widget', type: 'ready' });
    expect(post.mock.calls[0]?.[0]).toMatchObject({ type: 'init', payload: { open: true } });
    api.close();
    expect(panel.hasAttribute('inert')).toBe(true);
  });

  it('saving data or on 2G, the chat loads only when the visitor reaches for the launcher', async () => {
    for (const connection of [{ saveData: true }, { effectiveType: 'slow-2g' }]) {
      Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
      setup();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(frame()).toBeNull();
      document.querySelector('.vgw-n')!.dispatchEvent(new Event('pointerenter'));
      expect(frame()?.src).toMatch(/&warm=1$/);
      document.body.innerHTML = '';
    }
    Reflect.deleteProperty(navigator, 'connection');
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

  it('popup mode closes on Escape too, and only while open', () => {
    const { api, embed } = setup();
    const closed = vi.fn();
    api.on('close', closed);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(closed).not.toHaveBeenCalled();
    api.open();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(embed.isOpen()).toBe(false);
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('the launcher says what it does and which panel it controls', () => {
    const { api } = setup();
    const launcher = document.querySelector('.vgw-n') as HTMLButtonElement;
    const panel = document.querySelector('.vgw-p') as HTMLElement;
    expect(launcher.getAttribute('aria-label')).toBe('Open chat');
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    expect(launcher.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('role')).toBe('dialog');
    api.open();
    expect(launcher.getAttribute('aria-label')).toBe('Close chat');
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
  });

  it('moves focus into the chat on open and back to the launcher on every close path', () => {
    const { api } = setup();
    const launcher = document.querySelector('.vgw-n') as HTMLButtonElement;
    launcher.click();
    expect(document.activeElement).toBe(frame());
    fromChat({ source: 'vg-widget', type: 'requestClose' }); // the chat's own × or Escape
    expect(document.activeElement).toBe(launcher);
    api.open();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(document.activeElement).toBe(launcher);
    api.open();
    api.close();
    expect(document.activeElement).toBe(launcher);
  });

  it('autostart opens without taking the page’s focus', () => {
    document.body.innerHTML = '<input id="search" />';
    (document.getElementById('search') as HTMLInputElement).focus();
    setup({ autostart: true });
    expect(document.activeElement?.id).toBe('search');
  });

  it('an open modal makes the page behind inert and stops it scrolling, and undoes only that', () => {
    document.body.innerHTML = '<main id="page">Shop</main><aside id="already" inert></aside>';
    const { api } = setup({ modalMode: true });
    const panel = document.querySelector('.vgw-p') as HTMLElement;
    api.open();
    expect(panel.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById('page')!.hasAttribute('inert')).toBe(true);
    expect(document.querySelector('.vgw')!.hasAttribute('inert')).toBe(false);
    expect(document.documentElement.classList.contains('vgw-lock')).toBe(true);
    api.close();
    expect(panel.hasAttribute('aria-modal')).toBe(false);
    expect(document.getElementById('page')!.hasAttribute('inert')).toBe(false);
    expect(document.getElementById('already')!.hasAttribute('inert')).toBe(true);
    expect(document.documentElement.classList.contains('vgw-lock')).toBe(false);
  });

  it('a popup covering a phone screen is modal too; beside a desktop page it is not', () => {
    document.body.innerHTML = '<main id="page">Shop</main>';
    const phone = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    const { api } = setup();
    api.open();
    expect(document.getElementById('page')!.hasAttribute('inert')).toBe(true);
    api.close();
    phone.mockRestore();
    document.body.innerHTML = '<main id="page">Shop</main>';
    const desktop = setup();
    desktop.api.open();
    expect(document.getElementById('page')!.hasAttribute('inert')).toBe(false);
    expect(document.documentElement.classList.contains('vgw-lock')).toBe(false);
  });

  it('paints the launcher in the agent’s colours, live and after a reload', () => {
    localStorage.clear();
    const { api } = setup();
    const root = document.querySelector('.vgw') as HTMLElement;
    expect(root.style.getPropertyValue('--vgw-c')).toBe('');
    api.open();
    fromChat({
      source: 'vg-widget',
      type: 'theme',
      payload: { color: '#ca8a04', onColor: '#0f172a' },
    });
    expect(root.style.getPropertyValue('--vgw-c')).toBe('#ca8a04');
    expect(root.style.getPropertyValue('--vgw-t')).toBe('#0f172a');
    fromChat({
      source: 'vg-widget',
      type: 'theme',
      payload: { color: 'red;x:1', onColor: '#fff' },
    });
    expect(root.style.getPropertyValue('--vgw-c')).toBe('#ca8a04');
    // The next page load: no frame yet, the launcher already has the colour.
    document.body.innerHTML = '';
    setup();
    const reloaded = document.querySelector('.vgw') as HTMLElement;
    expect(reloaded.style.getPropertyValue('--vgw-c')).toBe('#ca8a04');
    expect(reloaded.style.getPropertyValue('--vgw-t')).toBe('#0f172a');
  });

  it('paints a first visit in the snippet’s colours at once, and the agent’s own once the chat tells them', () => {
    localStorage.clear();
    const { api } = setup({ color: '#be185d', textColor: '#ffffff' });
    const root = document.querySelector('.vgw') as HTMLElement;
    // Before any frame exists: no blue launcher on a first visit.
    expect(frame()).toBeNull();
    expect(root.style.getPropertyValue('--vgw-c')).toBe('#be185d');
    expect(root.style.getPropertyValue('--vgw-t')).toBe('#ffffff');
    // The snippet was copied before the owner changed the colours: the chat's are newer.
    api.open();
    fromChat({
      source: 'vg-widget',
      type: 'theme',
      payload: { color: '#ca8a04', onColor: '#0f172a' },
    });
    expect(root.style.getPropertyValue('--vgw-c')).toBe('#ca8a04');
    document.body.innerHTML = '';
    setup({ color: '#be185d', textColor: '#ffffff' });
    const reloaded = document.querySelector('.vgw') as HTMLElement;
    expect(reloaded.style.getPropertyValue('--vgw-c')).toBe('#ca8a04');
    expect(reloaded.style.getPropertyValue('--vgw-t')).toBe('#0f172a');
  });

  it('ignores a snippet colour that is not a hex colour, and takes white for a missing textColor', () => {
    localStorage.clear();
    setup({ color: 'red;background:url(x)' });
    expect((document.querySelector('.vgw') as HTMLElement).style.getPropertyValue('--vgw-c')).toBe(
      '',
    );
    document.body.innerHTML = '';
    setup({ color: '#7c2d12' });
    const root = document.querySelector('.vgw') as HTMLElement;
    expect(root.style.getPropertyValue('--vgw-c')).toBe('#7c2d12');
    expect(root.style.getPropertyValue('--vgw-t')).toBe('#fff');
  });

  it('ignores an empty sendMessage', () => {
    const { api, embed } = setup();
    api.sendMessage('   ');
    expect(embed.isOpen()).toBe(false);
    expect(frame()).toBeNull();
  });
});
