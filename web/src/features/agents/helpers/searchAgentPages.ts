import Fuse from 'fuse.js';
import {
  SEARCH,
  autoNavigateTarget,
  matchLabel,
  rankSuggestions,
  similarityFromDistance,
  type MatchLabel,
} from '@vg/common';
import { AGENT_PAGES } from './agentPages';

export { matchLabel, type MatchLabel };

export interface AgentPageEntry {
  agentId: string;
  agentTitle: string;
  pagePath: string;
  pageLabel: string;
  /** "Title Page": lets one query name both the agent and the page. */
  fullLabel: string;
  keywords: readonly string[];
}

export interface AgentPageMatch {
  entry: AgentPageEntry;
  /** 1 is a perfect match, 0 none (Fuse scores the other way round). */
  score: number;
  label: MatchLabel;
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
  const scored = fuse
    .search(queryText)
    .map((result) => ({ entry: result.item, score: similarityFromDistance(result.score ?? 1) }));
  return rankSuggestions(scored).map((match) => ({ ...match, label: matchLabel(match.score) }));
}

/**
 * Auto-navigation target: the strong match, when it is the only one. An
 * agent's name alone matches all its pages equally; jumping to one of them
 * while the user is still typing would be a guess.
 */
export function strongMatchTarget(matches: AgentPageMatch[]): AgentPageMatch | null {
  const strong = matches.filter((m) => m.score > SEARCH.strongScore);
  return strong.length === 1 ? autoNavigateTarget(matches) : null;
}
