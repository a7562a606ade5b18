import type { EmbedMode } from '../shared/protocol';

export interface WidgetRoute {
  region: 'eu' | 'na';
  agentId: string;
  /** How the loader embedded us; 'iframe' when a site pasted the iframe itself. */
  embed: EmbedMode;
  /** The host page's origin as the loader stated it (checked against the browser's view). */
  hostParam: string | undefined;
  /** The dashboard's test chat: Refresh and Test Voice buttons. */
  isTest: boolean;
  /** The dashboard's live preview: the editor's unsaved agent is shown. */
  isPreview: boolean;
  fixtures: boolean;
  /** Loaded hidden ahead of the visitor's click: nothing is signed in or read until it is shown. */
  warm: boolean;
  /** Visitor details a pasted iframe can carry in its query string. */
  userID: string | undefined;
  user: { name?: string; email?: string; phone?: string };
}

const ROUTE = /^\/app\/(eu|na)\/render\/([^/]+)\/iframe\/?$/;
const EMBED_MODES: readonly EmbedMode[] = ['popup', 'modal', 'inline', 'full', 'iframe'];

/** Reads `/app/{region}/render/{agentId}/iframe?...`; null for any other path. */
export function parseRoute(pathname: string, search: string): WidgetRoute | null {
  const match = ROUTE.exec(pathname);
  if (!match?.[1] || !match[2]) return null;
  const query = new URLSearchParams(search);
  const get = (key: string) => query.get(key)?.trim() || undefined;
  const embed = get('embed') as EmbedMode | undefined;
  const user: WidgetRoute['user'] = {};
  for (const key of ['name', 'email', 'phone'] as const) {
    const value = get(key);
    if (value) user[key] = value;
  }
  return {
    region: match[1] as 'eu' | 'na',
    agentId: decodeURIComponent(match[2]),
    embed: embed && EMBED_MODES.includes(embed) ? embed : 'iframe',
    hostParam: get('host'),
    isTest: get('test') === '1',
    isPreview: get('preview') === '1',
    fixtures: get('fixtures') === '1',
    warm: get('warm') === '1',
    userID: get('userID'),
    user,
  };
}
