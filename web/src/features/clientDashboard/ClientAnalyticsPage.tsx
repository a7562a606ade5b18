import { Alert, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useConversations } from '../../data/hooks/useConversations';
import type { ClientSession } from '../clients/ClientContext';
import { StatGrid } from './components/StatGrid';
import { conversationStats } from './helpers/conversationStats';

/**
 * /analytics for a client: conversations, hand-offs and ratings of its
 * agent over the last 14 days (from the conversations the dashboard
 * follows), until the agent analytics page exists to share.
 */
export function ClientAnalyticsPage({
  session,
  agentId,
}: {
  session: ClientSession;
  agentId: string;
}) {
  const conversations = useConversations(session.region, agentId);
  if (conversations.status === 'loading') return <Loader aria-label="Loading conversations" />;
  if (conversations.status === 'error') {
    return <Alert color="red">The conversations could not be loaded. Please refresh.</Alert>;
  }
  const stats = conversationStats(conversations.value, Date.now());
  return (
    <Stack maw={1100}>
      <Title order={1} size="h2">
        Analytics
      </Title>
      <Text size="sm">The latest {conversations.value.length} conversations of this agent.</Text>
      <StatGrid stats={stats} />
      <Table.ScrollContainer minWidth={320}>
        <Table striped>
          <Table.Caption>Conversations and hand-offs per day, last 14 days</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Day</Table.Th>
              <Table.Th>Conversations</Table.Th>
              <Table.Th>Hand-offs</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...stats.perDay].reverse().map((day) => (
              <Table.Tr key={day.day}>
                <Table.Td>{day.day}</Table.Td>
                <Table.Td>{day.conversations}</Table.Td>
                <Table.Td>{day.handoffs}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
