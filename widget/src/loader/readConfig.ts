import type { EmbedMode, VisitorUser } from '../shared/protocol';

/** What the site owner's snippet can set (see widget/README.md). */
export interface LoaderConfig {
  agentId: string;
  region: string;
  mode: EmbedMode;
  /** Launcher side for popup and modal modes. */
  left: boolean;
  stylesheets: string[];
  user?: VisitorUser;
  userID?: string;
  autostart: boolean;
  /** Inline chatbox container (element id or CSS selector). */
  target?: string;
  /** Where the chat app is served; defaults to the loader script's origin. */
  origin: string;
  /** The launcher's colour and its icon's (hex) until the chat has told the agent's own. */
  color?: string;
  textColor?: string;
  /** Extra query for the chat URL (e.g. 'lang=de'); used by test pages. */
  query?: string;
}

/** The `window.VG_CONFIG` object; names follow the published snippet. */
export interface WindowConfig {
  ID?: string;
  region?: string;
  render?: string;
  modalMode?: boolean;
  stylesheets?: string[];
  user?: VisitorUser;
  userID?: string;
  autostart?: boolean;
  root?: string;
  target?: string;
  origin?: string;
  color?: string;
  textColor?: string;
  query?: string;
}

/**
 * Merges `window.VG_CONFIG` over the script tag's data- attributes: the
 * attributes suit a one-line snippet, the object suits values that do not fit
 * an attribute (a user, a list of stylesheets).
 */
export function readConfig(
  script: HTMLScriptElement | null,
  fromWindow: WindowConfig = {},
  pageOrigin: string,
): LoaderConfig | null {
  const d = script?.dataset ?? {};
  const w = fromWindow;
  const agentId = w.ID ?? d.agentId;
  if (!agentId) return null;
  const render = w.render ?? d.render ?? 'bottom-right';
  const target = w.target ?? w.root ?? d.target;
  const modal = w.modalMode ?? flag(d.modalMode);
  const user: VisitorUser | undefined =
    w.user ??
    (d.userName || d.userEmail || d.userPhone
      ? { name: d.userName, email: d.userEmail, phone: d.userPhone }
      : undefined);
  return {
    agentId,
    region: w.region ?? d.region ?? 'na',
    mode: target ? 'inline' : render === 'full-width' ? 'full' : modal ? 'modal' : 'popup',
    left: render === 'bottom-left',
    stylesheets: w.stylesheets ?? (d.stylesheets ? d.stylesheets.split(',') : []),
    user,
    userID: w.userID ?? d.userId,
    autostart: w.autostart ?? flag(d.autostart),
    target,
    origin: w.origin ?? d.origin ?? (script?.src ? new URL(script.src).origin : pageOrigin),
    color: w.color ?? d.color,
    textColor: w.textColor ?? d.textColor,
    query: w.query ?? d.query,
  };
}

function flag(value: string | undefined): boolean {
  return value !== undefined && value !== 'false';
}

/** The chat app's URL for this agent. */
export function iframeUrl(config: LoaderConfig, hostOrigin: string): string {
  const path = `/app/${encodeURIComponent(config.region)}/render/${encodeURIComponent(config.agentId)}/iframe`;
  const extra = config.query ? `&${config.query}` : '';
  return `${config.origin}${path}?embed=${config.mode}&host=${encodeURIComponent(hostOrigin)}${extra}`;
}
