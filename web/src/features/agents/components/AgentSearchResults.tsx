import { Badge, Combobox, Group, Text } from '@mantine/core';
import type { AgentPageMatch, MatchLabel } from '../helpers/searchAgentPages';

const LABEL_COLOUR: Record<MatchLabel, string> = {
  'Strong match': 'green',
  'Good match': 'blue',
  'Possible match': 'gray',
};

export function AgentSearchResults({
  searching,
  matches,
}: {
  searching: boolean;
  matches: AgentPageMatch[];
}) {
  if (searching) return <Combobox.Empty>Searching...</Combobox.Empty>;
  if (matches.length === 0) return <Combobox.Empty>No results found</Combobox.Empty>;
  return (
    <Combobox.Options>
      {matches.map(({ entry, label }) => (
        <Combobox.Option
          key={`${entry.agentId}/${entry.pagePath}`}
          value={`${entry.agentId}/${entry.pagePath}`}
        >
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" truncate>
                {entry.agentTitle}
              </Text>
              <Text size="xs" c="dimmed">
                {entry.pageLabel}
              </Text>
            </div>
            <Badge size="xs" variant="light" color={LABEL_COLOUR[label]}>
              {label}
            </Badge>
          </Group>
        </Combobox.Option>
      ))}
    </Combobox.Options>
  );
}
