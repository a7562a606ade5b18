import {
  HOST_SOURCE,
  WIDGET_SOURCE,
  isTrustedMessage,
  type HostMessage,
  type WidgetEventName,
  type WidgetMessage,
} from '../shared/protocol';
import { iframeUrl, type LoaderConfig } from './readConfig';
import { CHAT_ICON, STYLES } from './styles';

const MODE_CLASS: Partial<Record<LoaderConfig['mode'], string>> = {
  modal: ' vgw-m',
  inline: ' vgw-i',
  full: ' vgw-f',
};

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
 * Builds the container for the configured mode. The iframe is created only
 * when the chat is first shown (or at once for inline, full page and
 * autostart), so a page that never opens the chat pays for a button only.
 * Commands sent before the chat says `ready` wait in a queue.
 */
export function createEmbed(config: LoaderConfig, win: Window = window): Embed {
  const doc = win.document;
  const pageOrigin = win.location.origin;
  const listeners: Record<string, Set<Listener>> = {};
  const queue: HostMessage[] = [];
  const alwaysOpen = config.mode === 'inline' || config.mode === 'full';
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
  if (config.color) root.style.setProperty('--vgw-c', config.color);
  const panel = el('vgw-p');
  if (config.mode === 'modal') root.appendChild(el('vgw-b')).onclick = () => embed.setOpen(false);
  root.appendChild(panel);
  if (!alwaysOpen) {
    const button = doc.createElement('button');
    button.className = 'vgw-n';
    button.type = 'button';
    button.setAttribute('aria-label', 'Chat');
    button.innerHTML = CHAT_ICON;
    button.onclick = () => embed.setOpen(!open);
    root.appendChild(button);
  }
  const host = config.target
    ? (doc.getElementById(config.target) ?? doc.querySelector(config.target))
    : doc.body;
  (host ?? doc.body).appendChild(root);

  function el(className: string): HTMLDivElement {
    const div = doc.createElement('div');
    div.className = className;
    return div;
  }

  function ensureFrame(): void {
    if (iframe) return;
    iframe = doc.createElement('iframe');
    iframe.src = iframeUrl(config, pageOrigin);
    iframe.title = 'Chat';
    iframe.allow = 'microphone; autoplay; clipboard-write';
    panel.appendChild(iframe);
  }

  function send(message: HostMessage): void {
    iframe?.contentWindow?.postMessage({ source: HOST_SOURCE, ...message }, config.origin);
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
    else if (message.type === 'event') emit(message.payload.name, message.payload.data);
  });
  win.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && config.mode === 'modal') embed.setOpen(false);
  });

  const embed: Embed = {
    config,
    isOpen: () => open,
    setOpen(next) {
      if (alwaysOpen) next = true;
      if (next === open) return;
      open = next;
      root.classList.toggle('vgw-o', open);
      if (open) ensureFrame();
      if (iframe) embed.post({ type: open ? 'open' : 'close' });
      emit(open ? 'open' : 'close');
    },
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
  if (alwaysOpen || config.autostart) embed.setOpen(true);
  return embed;
}
