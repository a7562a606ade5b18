import { describe, expect, it } from 'vitest';
import {
  agentPageEntries,
  matchLabel,
  searchAgentPages,
  strongMatchTarget,
} from './searchAgentPages';

const entries = agentPageEntries([
  { ID: 'a1', title: 'Dental Receptionist' },
  { ID: 'a2', title: 'Pizza Order Bot' },
  { ID: 'a3', title: 'Real Estate Helper' },
]);

describe('matchLabel', () => {
  it('labels by score bands', () => {
    expect(matchLabel(0.95)).toBe('Strong match');
    expect(matchLabel(0.8)).toBe('Good match');
    expect(matchLabel(0.61)).toBe('Good match');
    expect(matchLabel(0.6)).toBe('Possible match');
  });
});

describe('searchAgentPages', () => {
  it('returns nothing for blank text', () => {
    expect(searchAgentPages(entries, '   ')).toEqual([]);
  });
  it('finds an agent by a typo-tolerant title and caps suggestions at 5', () => {
    const matches = searchAgentPages(entries, 'Pizza Ordr');
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.length).toBeLessThanOrEqual(5);
    expect(matches[0]?.entry.agentId).toBe('a2');
    for (const match of matches) expect(match.score).toBeGreaterThanOrEqual(0.3);
  });
  it('ranks the agent and page named together first', () => {
    const [best] = searchAgentPages(entries, 'Dental Receptionist Settings');
    expect(best?.entry).toMatchObject({ agentId: 'a1', pagePath: 'settings' });
  });
  it('drops weak matches', () => {
    expect(searchAgentPages(entries, 'zzqxw')).toEqual([]);
  });
});

describe('strongMatchTarget', () => {
  it('only auto-navigates when exactly one strong match exists', () => {
    const entry = entries[0]!;
    const strong = { entry, score: 0.9, label: 'Strong match' as const };
    const good = { entry, score: 0.7, label: 'Good match' as const };
    expect(strongMatchTarget([strong, good])).toBe(strong);
    expect(strongMatchTarget([strong, strong])).toBeNull();
    expect(strongMatchTarget([good])).toBeNull();
  });
});
