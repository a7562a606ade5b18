import { Anchor, Badge, Paper, Table, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { Link } from 'react-router-dom';
import { timeToMillis, type Agent, type KnowledgeDocument } from '@vg/common';
import { LiveListView } from '../shell/components/LiveListView';
import { useLiveValue } from '../../data/hooks/useLiveValue';
import { watchWebsiteSources } from '../../data/knowledge';
import { useWorkspace } from '../workspaces/WorkspaceContext';
import { WorkspaceAgentsPage } from './WorkspaceAgentsPage';

const SCHEDULE: Record<KnowledgeDocument['refreshRate'], string> = {
  '1h': 'Every hour',
  '6h': 'Every 6 hours',
  '12h': 'Every 12 hours',
  '24h': 'Daily',
  '7d': 'Weekly',
  never: 'Not scheduled',
};

const STATUS_LABEL = {
  SUCCESS: 'Crawled',
  PENDING: 'Crawling',
  INITIALIZED: 'Queued',
  ERROR: 'Failed',
} as const;

/**
 * Crawler (spec 3 §2.4, `automations`): the website sources of every agent
 * of the workspace: schedule, last run, what was read, and failures.
 */
export function CrawlerPage() {
  return (
    <WorkspaceAgentsPage
      title="Crawler"
      intro="Website sources across your agents. Add a website in an agent’s Knowledge Base; its schedule re-reads it."
      maw={1100}
    >
      {(agent) => <AgentCrawls key={agent.ID} agent={agent} />}
    </WorkspaceAgentsPage>
  );
}

function AgentCrawls({ agent }: { agent: Agent }) {
  const { region } = useWorkspace();
  const sources = useLiveValue<KnowledgeDocument[]>(`${region}/${agent.ID}`, (onChange, onError) =>
    watchWebsiteSources(region, agent.ID, onChange, onError),
  );
  const kb = `/app/${region}/agents/${agent.ID}/kb`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={agent.title || agent.ID}>
      <Title order={2} size="h5" mb="xs">
        <Anchor component={Link} to={kb}>
          {agent.title || 'Untitled agent'}
        </Anchor>
      </Title>
      <LiveListView live={sources} loadingLabel="Loading sources" empty="No website sources.">
        {(items) => (
          <Table.ScrollContainer minWidth={640}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Source</Table.Th>
                  <Table.Th>Schedule</Table.Th>
                  <Table.Th>Last run</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Text read</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((source) => (
                  <Table.Tr key={source.ID}>
                    <Table.Td>
                      <Text size="sm">{source.name}</Text>
                      {source.url && (
                        <Text size="xs" c="dimmed">
                          {source.url}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{SCHEDULE[source.refreshRate]}</Table.Td>
                    <Table.Td>
                      {source.ts ? dayjs(timeToMillis(source.ts)).format('D MMM YYYY, HH:mm') : '—'}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="default">
                        {source.status ? STATUS_LABEL[source.status] : 'Unknown'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {source.charCount !== undefined
                        ? `${source.charCount.toLocaleString('en-US')} characters`
                        : '—'}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </LiveListView>
    </Paper>
  );
}
