/** Tabs of the widget settings screen and the addresses they live at. */
export type EditorTab =
  'overview' | 'sources' | 'theme' | 'prompt' | 'tools' | 'integrations' | 'settings' | 'channels';

/**
 * Sub-path (and view) → tab: kb is Sources, settings and channels are
 * themselves, the theme is a view of the overview page.
 */
export function editorTabFromRoute(subPath: string, search: URLSearchParams): EditorTab {
  if (subPath === 'kb') return 'sources';
  // The spec names both: nodes is the prompt view, prompt its canvas entry.
  if (subPath === 'prompt' || subPath === 'nodes') return 'prompt';
  if (subPath === 'tools') return 'tools';
  if (subPath === 'integrations') return 'integrations';
  if (subPath === 'settings') return 'settings';
  if (subPath === 'channels' || subPath.startsWith('channels/')) return 'channels';
  if (search.get('view') === 'theme') return 'theme';
  return 'overview';
}

/** Address of a tab, keeping vg_id for the flow-platform form of the URL. */
export function editorTabHref(base: string, tab: EditorTab, search: URLSearchParams): string {
  const params = new URLSearchParams();
  const vgId = search.get('vg_id');
  if (vgId) params.set('vg_id', vgId);
  const path = {
    overview: 'overview',
    sources: 'kb',
    theme: 'overview',
    prompt: 'prompt',
    tools: 'tools',
    integrations: 'integrations',
    settings: 'settings',
    channels: 'channels',
  }[tab];
  if (tab === 'theme') params.set('view', 'theme');
  const query = params.toString();
  return `${base}/${path}${query ? `?${query}` : ''}`;
}
