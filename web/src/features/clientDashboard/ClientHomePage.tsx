import { Alert, Anchor, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useConversations } from '../../data/hooks/useConversations';
import type { ClientSession } from '../clients/ClientContext';
import { StatGrid } from './components/StatGrid';
import { conversationStats } from './helpers/conversationStats';

/** /home for a client: the agent's numbers at a glance and who waits for a person. */
export function ClientHomePage({ session, agentId }: { session: ClientSession; agentId: string }) {
  const conversations = useConversations(session.region, agentId);
  if (conversations.status === 'loading') return <Loader aria-label="Loading conversations" />;
  if (conversations.status === 'error') {
    return <Alert color="red">The conversations could not be loaded. Please refresh.</Alert>;
  }
  const stats = conversationStats(conversations.value, Date.now());
  const waiting = conversations.value.filter((c) => c.state === 'requested_chat');
  const canOpenInbox = session.canAccess.includes('/convos');
  const inbox = `/app/${session.region}/agents/${agentId}/convos`;
  return (
    <Stack maw={1100}>
      <Title order={1} size="h2">
        Home
      </Title>
      <StatGrid stats={stats} />
      <Title order={2} size="h4">
        Needing a human
      </Title>
      {waiting.length === 0 ? (
        <Text>Nobody is waiting for a person right now.</Text>
      ) : (
        <Stack gap="xs">
          {waiting.map((conversation) => (
            <Paper key={conversation.id} withBorder p="sm">
              {canOpenInbox ? (
                <Anchor component={Link} to={`${inbox}?convo=${conversation.id}`}>
                  {conversation.userName || conversation.userEmail || 'Visitor'}
                </Anchor>
              ) : (
                <Text>{conversation.userName || conversation.userEmail || 'Visitor'}</Text>
              )}
              <Text size="xs">
                Waiting since {new Date(conversation.lastModifiedMs).toLocaleString()}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
