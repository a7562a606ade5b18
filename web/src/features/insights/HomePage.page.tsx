import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router-dom';
import { useAgent } from '../../data/hooks/useAgents';
import { useConversations, useWaitingConversations } from '../../data/hooks/useConversations';
import { useHomeInsights } from '../../data/hooks/useInsights';
import { lastMessageText } from '../conversations/helpers/messageText';
import { InsightsNav } from './components/InsightsNav';
import { StatCard } from './components/StatCard';
import { daysLeft, homeFigures } from './helpers/homeFigures';
import { HOME_LATEST } from './helpers/insightPageReads';
import type { InsightsViewer } from './helpers/insightsViewer';

/** Home: the agent at a glance, live, and what to do next. */
export function HomePage({ viewer }: { viewer: InsightsViewer }) {
  const { region, agentId } = viewer;
  const days = useHomeInsights(region, agentId);
  const agent = useAgent(region, agentId);
  const waiting = useWaitingConversations(region, agentId);
  const latest = useConversations(region, agentId, HOME_LATEST);

  if (days.status === 'error') {
    return (
      <Alert color="red">The numbers of this agent could not be loaded. Please refresh.</Alert>
    );
  }
  const figures = days.status === 'ready' ? homeFigures(days.value) : null;
  const agentDoc = agent.status === 'ready' ? agent.value : null;
  const tokensLeft = agentDoc ? Math.max(0, agentDoc.maxTokensUsage - agentDoc.tokensUsage) : null;
  const lasting =
    figures && tokensLeft !== null ? daysLeft(tokensLeft, figures.tokensPerDay) : null;
  const waitingList = waiting.status === 'ready' ? waiting.value : [];
  const canInbox = viewer.canOpen('convos');

  return (
    <Stack maw={1100}>
      <Title order={1} size="h2">
        Home
      </Title>
      <InsightsNav viewer={viewer} current="home" />
      {!figures ? (
        <Loader role="status" aria-label="Loading the numbers" />
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} data-testid="home-stats">
          <StatCard label="Conversations today" value={figures.today.toLocaleString('en')} />
          <StatCard label="Last 7 days" value={figures.week.toLocaleString('en')} />
          <StatCard label="Last 30 days" value={figures.month.toLocaleString('en')} />
          <StatCard
            label="Waiting for a human"
            value={waiting.status === 'ready' ? String(waitingList.length) : '…'}
          />
          <StatCard
            label="Average rating"
            value={figures.rating.average === null ? '—' : `${figures.rating.average} / 5`}
            note={`${figures.rating.count.toLocaleString('en')} ratings, 30 days`}
          />
          <StatCard
            label="Tokens left"
            value={tokensLeft === null ? '…' : tokensLeft.toLocaleString('en')}
            note={
              lasting === null
                ? 'No recent use'
                : `About ${lasting.toLocaleString('en')} ${lasting === 1 ? 'day' : 'days'} at the current pace`
            }
          />
        </SimpleGrid>
      )}

      <Group gap="sm">
        {canInbox && (
          <Button component={Link} to={viewer.href('convos')} variant="light">
            {waitingList.length > 0 ? `Answer ${waitingList.length} waiting` : 'Open conversations'}
          </Button>
        )}
        {viewer.canOpen('kb') && (
          <Button component={Link} to={viewer.href('kb')} variant="light">
            Add knowledge
            {figures && figures.unansweredWeek > 0
              ? ` (${figures.unansweredWeek.toLocaleString('en')} unanswered)`
              : ''}
          </Button>
        )}
        {viewer.canOpen('channels') && (
          <Button component={Link} to={viewer.href('channels')} variant="light">
            Connect a channel
          </Button>
        )}
        {viewer.canOpen('analytics') && (
          <Button component={Link} to={viewer.href('analytics')} variant="subtle">
            See analytics
          </Button>
        )}
      </Group>

      <Title order={2} size="h4">
        Needing a human
      </Title>
      {waitingList.length === 0 ? (
        <Text>Nobody is waiting for a person right now.</Text>
      ) : (
        <Stack gap="xs">
          {waitingList.map((conversation) => (
            <Paper key={conversation.id} withBorder p="sm">
              <ConversationLink viewer={viewer} id={conversation.id}>
                {conversation.userName || conversation.userEmail || 'Visitor'}
              </ConversationLink>
              <Text size="xs">
                Waiting since {new Date(conversation.lastModifiedMs).toLocaleString()}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}

      <Title order={2} size="h4">
        Latest conversations
      </Title>
      {latest.status === 'loading' && <Loader role="status" aria-label="Loading conversations" />}
      {latest.status === 'ready' && latest.value.length === 0 && (
        <Text>No conversations yet. Share the widget to get the first.</Text>
      )}
      {latest.status === 'ready' && latest.value.length > 0 && (
        <Stack gap="xs" data-testid="latest-conversations">
          {latest.value.map((conversation) => (
            <Paper key={conversation.id} withBorder p="sm">
              <Group justify="space-between" wrap="nowrap">
                <div style={{ minWidth: 0 }}>
                  <ConversationLink viewer={viewer} id={conversation.id}>
                    {conversation.userName || conversation.userEmail || 'Visitor'}
                  </ConversationLink>
                  <Text size="xs" truncate>
                    {lastMessageText(conversation.turns)}
                  </Text>
                </div>
                <Group gap={6} wrap="nowrap">
                  {conversation.ownerChat && <Badge variant="light">Test chat</Badge>}
                  <Text size="xs">{new Date(conversation.lastModifiedMs).toLocaleString()}</Text>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function ConversationLink({
  viewer,
  id,
  children,
}: {
  viewer: InsightsViewer;
  id: string;
  children: React.ReactNode;
}) {
  if (!viewer.canOpen('convos')) return <Text fw={600}>{children}</Text>;
  return (
    <Anchor
      component={Link}
      to={`${viewer.href('convos')}?convo=${encodeURIComponent(id)}`}
      fw={600}
    >
      {children}
    </Anchor>
  );
}
