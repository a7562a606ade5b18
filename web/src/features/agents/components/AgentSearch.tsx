import { useEffect, useMemo, useRef, useState } from 'react';
import { Combobox, Loader, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PATH_CHANGE_GUARD_MS, SEARCH } from '@vg/common';
import { useAgents } from '../../../data/hooks/useAgents';
import { useWorkspace } from '../../workspaces/WorkspaceContext';
import {
  agentPageEntries,
  searchAgentPages,
  strongMatchTarget,
  type AgentPageMatch,
  type AgentPageEntry,
} from '../helpers/searchAgentPages';
import { AgentSearchResults } from './AgentSearchResults';

/** Top-bar search over the workspace's agent pages. */
export function AgentSearch() {
  const { region, current } = useWorkspace();
  const agents = useAgents(region, current.uid);
  const entries = useMemo(
    () => (agents.status === 'ready' ? agentPageEntries(agents.value) : []),
    [agents],
  );
  const navigate = useNavigate();
  return (
    <AgentSearchBox
      entries={entries}
      onPick={(entry) => navigate(`/app/${region}/agents/${entry.agentId}/${entry.pagePath}`)}
    />
  );
}

/**
 * Debounced (300 ms) search box with up to five labelled suggestions. A
 * single strong match opens by itself after 300 ms, but never within a
 * second of the page changing, so landing on a page does not jump again.
 */
export function AgentSearchBox({
  entries,
  onPick,
}: {
  entries: AgentPageEntry[];
  onPick: (entry: AgentPageEntry) => void;
}) {
  const combobox = useCombobox();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, SEARCH.debounceMs);
  const matches: AgentPageMatch[] = useMemo(
    () => searchAgentPages(entries, debounced),
    [entries, debounced],
  );
  const searching = text.trim() !== debounced.trim();
  const { pathname } = useLocation();
  const lastPathChange = useRef(Date.now());

  useEffect(() => {
    lastPathChange.current = Date.now();
  }, [pathname]);

  const pick = (entry: AgentPageEntry) => {
    setText('');
    combobox.closeDropdown();
    onPick(entry);
  };

  useEffect(() => {
    const target = strongMatchTarget(matches);
    if (!target) return;
    const timer = setTimeout(() => {
      if (Date.now() - lastPathChange.current >= PATH_CHANGE_GUARD_MS) pick(target.entry);
    }, SEARCH.autoNavigateMs);
    return () => clearTimeout(timer);
    // Only new matches re-arm the timer; `pick` closes the box and reports the entry.
  }, [matches]);

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(value) => {
        const match = matches.find((m) => `${m.entry.agentId}/${m.entry.pagePath}` === value);
        if (match) pick(match.entry);
      }}
      withinPortal
      keepMounted={false}
    >
      <Combobox.Target>
        <TextInput
          size="xs"
          w={{ base: '100%', sm: 260 }}
          placeholder="Search agent pages"
          aria-label="Search agent pages"
          leftSection={<IconSearch size={14} />}
          rightSection={searching ? <Loader size={12} /> : null}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={text.trim() === ''}>
        <AgentSearchResults searching={searching} matches={matches} />
      </Combobox.Dropdown>
    </Combobox>
  );
}
