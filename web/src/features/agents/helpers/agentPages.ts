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
