import { clientTabs, customTabSchema } from '@vg/common';

/** Names of the client pages (spec 4: pages in the access list). */
const LABELS: Record<string, string> = {
  home: 'Home',
  voice: 'Voice',
  metrics: 'Metrics',
  campaigns: 'Campaigns',
  convos: 'Conversations',
  leads: 'Leads',
  analytics: 'Analytics',
  kb: 'Knowledge Base',
  channels: 'Channels',
  prompt: 'Prompt',
  settings: 'Settings',
};

/** The name of a client page, from its access entry ('/kb') or tab ('kb'). */
export function clientPageLabel(page: string): string {
  const tab = page.replace(/^\/+/, '');
  return LABELS[tab] ?? customTabLabel(tab);
}

export interface ClientNavItem {
  /** Sub-path under /app/{region}/agents/{id}/ ('convos', 'c/reports'). */
  tab: string;
  label: string;
}

/**
 * The client's pages for one agent: its canAccess (never overview, tools or
 * the tab menu; leads only on built-in agents) plus the agency's
 * always-visible custom tabs ('c/reports', named by their label), in
 * clientTabOrder.
 */
export function clientNavItems(input: {
  canAccess: readonly string[];
  clientTabOrder?: readonly string[] | null;
  agentPlatform?: string;
  /** The agency's custom tabs as its branding carries them (checked here). */
  customTabs?: readonly unknown[];
}): ClientNavItem[] {
  const tabs = (input.customTabs ?? []).flatMap((tab) => {
    const parsed = customTabSchema.safeParse(tab);
    return parsed.success ? [parsed.data] : [];
  });
  const custom = new Map(tabs.map((tab) => [`c${tab.href}`, tab]));
  const alwaysVisible = [...custom]
    .filter(([, tab]) => tab.alwaysVisible)
    .map(([segment]) => `/${segment}`);
  return clientTabs({ ...input, alwaysVisible }).map((tab) => ({
    tab,
    label: LABELS[tab] ?? (custom.get(tab)?.label || customTabLabel(tab)),
  }));
}

// Custom agency tabs ('c/weekly-report') are named after their address.
function customTabLabel(tab: string): string {
  const name = tab
    .replace(/^c\//, '')
    .replace(/[-_/]+/g, ' ')
    .trim();
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : tab;
}
