import Fuse from 'fuse.js';
import { SEARCH } from '@vg/common';
import { AGENT_PAGES } from './agentPages';

export interface AgentPageEntry {
  agentId: string;
  agentTitle: string;
  pagePath: string;
  pageLabel: string;
  /** "Title Page": lets one query name both the agent and the page. */
  fullLabel: string;
  keywords: readonly string[];
}

export type MatchLabel = 'Strong match' | 'Good match' | 'Possible match';

export interface AgentPageMatch {
  entry: AgentPageEntry;
  /** 1 is a perfect match, 0 none (Fuse scores the other way round). */
  score: number;
  label: MatchLabel;
}

export function matchLabel(score: number): MatchLabel {
  if (score > SEARCH.strongScore) return 'Strong match';
  if (score > SEARCH.goodScore) return 'Good match';
  return 'Possible match';
}

/** One searchable entry per agent and page. */
export function agentPageEntries(agents: { ID: string; title?: string }[]): AgentPageEntry[] {
  return agents.flatMap((agent) =>
    AGENT_PAGES.map((page) => ({
      agentId: agent.ID,
      agentTitle: agent.title || 'Untitled agent',
      pagePath: page.path,
      pageLabel: page.label,
      fullLabel: `${agent.title || 'Untitled agent'} ${page.label}`,
      keywords: page.keywords,
    })),
  );
}

/**
 * Fuzzy search over agent pages: up to 5 matches scoring at least 0.3,
 * best first, each labelled Strong (> 0.8), Good (> 0.6) or Possible.
 */
export function searchAgentPages(entries: AgentPageEntry[], text: string): AgentPageMatch[] {
  const queryText = text.trim();
  if (!queryText) return [];
  const fuse = new Fuse(entries, {
    includeScore: true,
    ignoreLocation: true,
    threshold: 1 - SEARCH.minScore,
    keys: [
      { name: 'fullLabel', weight: 0.5 },
      { name: 'agentTitle', weight: 0.3 },
      { name: 'pageLabel', weight: 0.1 },
      { name: 'keywords', weight: 0.1 },
    ],
  });
  return fuse
    .search(queryText)
    .map((result) => ({ entry: result.item, score: 1 - (result.score ?? 1) }))
    .filter((match) => match.score >= SEARCH.minScore)
    .slice(0, SEARCH.maxSuggestions)
    .map((match) => ({ ...match, label: matchLabel(match.score) }));
}

/** Auto-navigation target: the single strong match, if there is exactly one. */
export function strongMatchTarget(matches: AgentPageMatch[]): AgentPageMatch | null {
  const strong = matches.filter((m) => m.label === 'Strong match');
  return strong.length === 1 ? (strong[0] ?? null) : null;
}
