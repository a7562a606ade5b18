import { Alert, Anchor, Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useAgents } from '../../data/hooks/useAgents';
import { useWorkspace } from '../workspaces/WorkspaceContext';
import { agentConnections } from './agentConnections';

/**
 * Integrations (spec 3 §2.4): what each agent of the workspace is connected
 * to (channels, voice, webhooks, tools), in one place, each linking to the
 * agent page where it is set up.
 */
export function IntegrationsPage() {
  const { region, current } = useWorkspace();
  const agents = useAgents(region, current.uid);
  return (
    <Stack maw={1000} gap="lg">
      <div>
        <Title order={1} size="h2">
          Integrations
        </Title>
        <Text c="dimmed" size="sm">
          Channels and tools connected across your agents. Open one to change it.
        </Text>
      </div>
      {agents.status === 'loading' && <Loader size="sm" aria-label="Loading agents" />}
      {agents.status === 'error' && (
        <Alert color="red" title="Agents could not be loaded">
          {agents.error.message}
        </Alert>
      )}
      {agents.status === 'ready' && agents.value.length === 0 && (
        <Alert color="gray">No agents yet: create one from the Agents page.</Alert>
      )}
      {agents.status === 'ready' &&
        agents.value.map((agent) => {
          const connections = agentConnections(agent);
          const base = `/app/${region}/agents/${agent.ID}`;
          return (
            <Paper
              key={agent.ID}
              withBorder
              radius="md"
              p="md"
              component="section"
              aria-label={agent.title || agent.ID}
            >
              <Group justify="space-between" mb="xs">
                <Title order={2} size="h5">
                  <Anchor component={Link} to={`${base}/overview`}>
                    {agent.title || 'Untitled agent'}
                  </Anchor>
                </Title>
                <Text size="xs" c="dimmed">
                  {connections.length} connection{connections.length === 1 ? '' : 's'}
                </Text>
              </Group>
              {connections.length === 0 ? (
                <Text size="sm" c="dimmed">
                  Not connected yet.{' '}
                  <Anchor component={Link} to={`${base}/channels`} size="sm">
                    Connect a channel
                  </Anchor>
                </Text>
              ) : (
                <Group gap="xs">
                  {connections.map((connection) => (
                    <Badge
                      key={connection.label}
                      component={Link}
                      to={`${base}/${connection.page}`}
                      variant="default"
                      size="lg"
                      style={{ cursor: 'pointer', textTransform: 'none' }}
                    >
                      {connection.label}
                    </Badge>
                  ))}
                </Group>
              )}
            </Paper>
          );
        })}
    </Stack>
  );
}
