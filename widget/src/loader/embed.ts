import {
  HOST_SOURCE,
  WIDGET_SOURCE,
  isTrustedMessage,
  type HostMessage,
  type WidgetEventName,
  type WidgetMessage,
} from '../shared/protocol';
import { createPageLock } from './pageLock';
import { iframeUrl, type LoaderConfig } from './readConfig';
import { scheduleWarmUp } from './scheduleWarmUp';
import { CHAT_ICON, STYLES } from './styles';

const MODE_CLASS: Partial<Record<LoaderConfig['mode'], string>> = {
  modal: ' vgw-m',
  inline: ' vgw-i',
  full: ' vgw-f',
};

/** Where the popup and the modal cover the whole screen (as in STYLES). */
const PHONE_QUERY = '(max-width:600px)';
const OPEN_LABEL = 'Open chat';
const CLOSE_LABEL = 'Close chat';

let embedCount = 0;

export type Listener = (data?: unknown) => void;

/** The loader's state and DOM for one agent on the host page. */
export interface Embed {
  readonly config: LoaderConfig;
  isOpen(): boolean;
  setOpen(open: boolean): void;
  /** Delivers a command to the chat, creating the iframe if needed. */
  post(message: HostMessage): void;
  on(name: WidgetEventName, listener: Listener): () => void;
  frame(): HTMLIFrameElement | undefined;
}

/**
 * Builds the container for the configured mode. The iframe is created at
 * once for inline, full page and autostart; for the popup and the modal it
 * is created hidden and inert once the host page has loaded and is idle, or
 * when the visitor reaches for the launcher (`scheduleWarmUp`), so the chat
 * is ready when clicked; it signs the visitor in only when first shown.
 * Commands sent before the chat says `ready` wait in a queue.
 */
export function createEmbed(config: LoaderConfig, win: Window = window): Embed {
  const doc = win.document;
  const pageOrigin = win.location.origin;
  const listeners: Record<string, Set<Listener>> = {};
  const queue: HostMessage[] = [];
  const alwaysOpen = config.mode === 'inline' || config.mode === 'full';
  const themeKey = `vgw-c:${config.agentId}`;
  let iframe: HTMLIFrameElement | undefined;
  let ready = false;
  let open = false;

  if (!doc.getElementById('vgw-s')) {
    const style = doc.createElement('style');
    style.id = 'vgw-s';
    style.textContent = STYLES;
    doc.head.appendChild(style);
  }
  const root = doc.createElement('div');
  root.className = `vgw${MODE_CLASS[config.mode] ?? ''}${config.left ? ' vgw-l' : ''}`;
  const panel = el('vgw-p');
  panel.id = `vgw-p${embedCount++}`;
  if (!alwaysOpen) {
    // A dialog beside the page; modal (focus kept inside) while it covers the page.
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-label', 'Chat');
  }
  if (config.mode === 'modal') root.appendChild(el('vgw-b')).onclick = () => embed.setOpen(false);
  root.appendChild(panel);
  let launcher: HTMLButtonElement | undefined;
  if (!alwaysOpen) {
    launcher = doc.createElement('button');
    launcher.className = 'vgw-n';
    launcher.type = 'button';
    launcher.setAttribute('aria-controls', panel.id);
    launcher.innerHTML = CHAT_ICON;
    launcher.onclick = () => embed.setOpen(!open);
    root.appendChild(launcher);
    if (!config.autostart) scheduleWarmUp(win, launcher, ensureFrame);
  }
  const host = config.target
    ? (doc.getElementById(config.target) ?? doc.querySelector(config.target))
    : doc.body;
  (host ?? doc.body).appendChild(root);
  const pageLock = createPageLock(doc, root);
  const phone = win.matchMedia?.(PHONE_QUERY);
  phone?.addEventListener('change', cover);
  paintLauncher();

  /**
   * The launcher in the agent's colours, from the newest source known: the
   * chat's own (`theme`, once it has loaded the agent), kept for the next
   * page loads; else those kept from an earlier visit; else, on a visitor's
   * first visit, those the snippet carries (`color`, `textColor`, written by
   * the dashboard's Deploy Widget); else the default theme's blue.
   */
  function paintLauncher(theme?: unknown): void {
    try {
      if (theme) win.localStorage.setItem(themeKey, JSON.stringify(theme));
      else theme = JSON.parse(win.localStorage.getItem(themeKey)!);
    } catch {
      // Storage refused (private mode, quotas): the colour applies until the page closes.
    }
    theme ||= { color: config.color, onColor: config.textColor || '#fff' };
    if (!isTheme(theme)) return;
    root.style.setProperty('--vgw-c', theme.color);
    root.style.setProperty('--vgw-t', theme.onColor);
  }

  /** Launcher state, and the page behind made inert while the chat covers it. */
  function cover(): void {
    launcher?.setAttribute('aria-expanded', String(open));
    launcher?.setAttribute('aria-label', open ? CLOSE_LABEL : OPEN_LABEL);
    const covering = open && (config.mode === 'modal' || (!alwaysOpen && !!phone?.matches));
    if (covering) panel.setAttribute('aria-modal', 'true');
    else panel.removeAttribute('aria-modal');
    // Closed, the chat (loaded ahead or kept for later) is out of reach of keys and screen readers.
    panel.toggleAttribute('inert', !open && !alwaysOpen);
    pageLock(covering);
  }

  function el(className: string): HTMLDivElement {
    const div = doc.createElement('div');
    div.className = className;
    return div;
  }

  /** The chat's frame; created while closed, it waits to be shown before starting the chat. */
  function ensureFrame(): void {
    if (iframe) return;
    iframe = doc.createElement('iframe');
    iframe.src = iframeUrl(config, pageOrigin) + (open ? '' : '&warm=1');
    iframe.title = 'Chat';
    iframe.allow = 'microphone; autoplay; clipboard-write';
    // Loading the chat's page can drop the focus given on open: it goes back, unless the visitor moved on.
    iframe.onload = () => {
      if (open && !alwaysOpen && doc.activeElement === doc.body) iframe?.focus();
    };
    panel.appendChild(iframe);
  }

  function send(message: HostMessage): void {
    // A page may remove the chat (a single-page app changing views): its window is gone then.
    if (iframe?.isConnected)
      iframe.contentWindow?.postMessage({ source: HOST_SOURCE, ...message }, config.origin);
  }

  function emit(name: WidgetEventName, data?: unknown): void {
    listeners[name]?.forEach((listener) => listener(data));
    win.dispatchEvent(new CustomEvent('VG_Events', { detail: { type: name, data } }));
  }

  win.addEventListener('message', (event) => {
    if (!iframe || !isTrustedMessage(event, config.origin, iframe.contentWindow, WIDGET_SOURCE))
      return;
    const message = event.data as WidgetMessage;
    if (message.type === 'ready') {
      ready = true;
      const { user, userID, stylesheets, mode } = config;
      send({
        type: 'init',
        payload: { mode, user, userID, stylesheets, open, hostWidth: win.innerWidth },
      });
      queue.splice(0).forEach(send);
      emit('ready');
    } else if (message.type === 'requestClose') embed.setOpen(false);
    else if (message.type === 'theme' && isTheme(message.payload)) paintLauncher(message.payload);
    else if (message.type === 'event') emit(message.payload.name, message.payload.data);
  });
  // Escape on the host page; inside the chat, the chat asks to close (requestClose).
  win.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && open && !alwaysOpen) embed.setOpen(false);
  });

  /** Opens or closes; focus goes into the chat, and back to the launcher on every close. */
  function show(next: boolean, moveFocus: boolean): void {
    if (alwaysOpen) next = true;
    if (next === open) return;
    open = next;
    root.classList.toggle('vgw-o', open);
    if (open) ensureFrame();
    cover();
    if (iframe) embed.post({ type: open ? 'open' : 'close' });
    if (moveFocus) (open ? iframe : launcher)?.focus();
    emit(open ? 'open' : 'close');
  }

  const embed: Embed = {
    config,
    isOpen: () => open,
    setOpen: (next) => show(next, true),
    post(message) {
      ensureFrame();
      if (ready) send(message);
      else queue.push(message);
    },
    on(name, listener) {
      (listeners[name] ??= new Set()).add(listener);
      return () => listeners[name]?.delete(listener);
    },
    frame: () => iframe,
  };
  cover();
  // Opened at page load: the page keeps its focus.
  if (alwaysOpen || config.autostart) show(true, false);
  return embed;
}

function isTheme(value: unknown): value is { color: string; onColor: string } {
  const theme = value as { color?: unknown; onColor?: unknown } | null;
  return [theme?.color, theme?.onColor].every((c) => /^#[0-9a-f]{3,8}$/i.test(String(c)));
}
