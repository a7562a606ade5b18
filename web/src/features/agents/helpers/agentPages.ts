import { agentSwitchPath } from '@vg/common';

/**
 * Agent sub-pages the dashboard serves (spec 4, agent area). `path` is the
 * sub-path under /app/{region}/agents/{id}/.
 */
export const AGENT_PAGES = [
  { path: 'overview', label: 'Design', keywords: ['overview', 'theme', 'widget', 'look'] },
  { path: 'kb', label: 'Knowledge Base', keywords: ['sources', 'documents', 'kb'] },
  { path: 'settings', label: 'Settings', keywords: ['limits', 'handoff', 'language'] },
  { path: 'channels', label: 'Channels', keywords: ['whatsapp', 'telegram', 'discord'] },
  { path: 'convos', label: 'Conversations', keywords: ['chats', 'inbox', 'handoff', 'human'] },
  { path: 'home', label: 'Home', keywords: ['insights', 'overview', 'today', 'credits'] },
  {
    path: 'analytics',
    label: 'Analytics',
    keywords: ['charts', 'questions', 'ratings', 'countries'],
  },
  { path: 'leads', label: 'Leads', keywords: ['contacts', 'emails', 'export', 'csv'] },
  { path: 'metrics', label: 'Metrics', keywords: ['usage', 'tokens', 'response time', 'errors'] },
] as const;

export type AgentPagePath = (typeof AGENT_PAGES)[number]['path'];

/** Sub-paths of the agent area listed by the spec; others fall back to overview. */
export const AGENT_SUB_PATHS = [
  'home',
  'overview',
  'voice',
  'prompt',
  'nodes',
  'kb',
  'convos',
  'analytics',
  'channels',
  'tools',
  'integrations',
  'leads',
  'campaigns',
  'metrics',
  'settings',
] as const;

export type AgentSubPath = (typeof AGENT_SUB_PATHS)[number];

/** How a section of the agent area is named on screen. */
export const AGENT_SECTION_LABEL: Record<AgentSubPath, string> = {
  home: 'Home',
  overview: 'Design',
  voice: 'Voice',
  prompt: 'Prompt',
  nodes: 'Nodes',
  kb: 'Knowledge Base',
  convos: 'Conversations',
  analytics: 'Analytics',
  channels: 'Channels',
  tools: 'Tools',
  integrations: 'Integrations',
  leads: 'Leads',
  campaigns: 'Campaigns',
  metrics: 'Metrics',
  settings: 'Settings',
};

export function isAgentSubPath(value: string): value is AgentSubPath {
  return (AGENT_SUB_PATHS as readonly string[]).includes(value);
}

/** Where the agent switcher goes: same sub-path (and its query) for the new agent. */
export function switchAgentPath(
  pathname: string,
  search: string,
  region: string,
  agentId: string,
): string {
  const match = /^\/app\/[^/]+\/agents\/[^/]+\/(.+)$/.exec(pathname);
  const path = agentSwitchPath({ region, agentId, currentSubPath: match?.[1] });
  // vg_id belongs to the agent being left.
  const params = new URLSearchParams(search);
  params.delete('vg_id');
  params.delete('doc_id');
  const query = params.toString();
  return `${path}${query ? `?${query}` : ''}`;
}
