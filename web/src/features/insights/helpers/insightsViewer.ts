import type { Region } from '@vg/common';

/** Who looks at an agent's insights: its owner (every page) or a client (its canAccess). */
export interface InsightsViewer {
  region: Region;
  agentId: string;
  /** Whether a page of the agent area (e.g. 'convos', 'kb') is open to the viewer. */
  canOpen: (tab: string) => boolean;
  /** The address of a page of the agent area. */
  href: (tab: string) => string;
}

export function insightsViewer(
  region: Region,
  agentId: string,
  canAccess: readonly string[] | null,
): InsightsViewer {
  const base = `/app/${region}/agents/${agentId}`;
  return {
    region,
    agentId,
    canOpen: (tab) => canAccess === null || canAccess.includes(`/${tab}`),
    href: (tab) => `${base}/${tab}`,
  };
}
