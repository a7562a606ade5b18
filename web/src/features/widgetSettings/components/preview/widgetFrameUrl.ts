import type { Region } from '@vg/common';

/**
 * Address of the widget's render page for the dashboard's own frames. The
 * host parameter tells the widget which origin to trust for messages.
 */
export function widgetFrameUrl(
  origin: string,
  region: Region,
  agentId: string | null,
  options: { test?: boolean; preview?: boolean; hostOrigin: string },
): string {
  const params = new URLSearchParams({ embed: 'inline', host: options.hostOrigin });
  if (options.test) params.set('test', '1');
  if (options.preview) params.set('preview', '1');
  // An unsaved agent has no document yet; the preview message supplies its data.
  const id = encodeURIComponent(agentId || 'preview');
  return `${origin}/app/${region}/render/${id}/iframe?${params.toString()}`;
}
