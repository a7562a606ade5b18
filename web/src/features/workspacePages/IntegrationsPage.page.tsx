import { Anchor, Badge, Group, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useWorkspace } from '../workspaces/WorkspaceContext';
import { agentConnections } from './agentConnections';
import { WorkspaceAgentsPage } from './WorkspaceAgentsPage';

/**
 * Integrations (spec 3 §2.4): what each agent of the workspace is connected
 * to (channels, voice, webhooks, tools), in one place, each linking to the
 * agent page where it is set up.
 */
export function IntegrationsPage() {
  const { region } = useWorkspace();
  return (
    <WorkspaceAgentsPage
      title="Integrations"
      intro="Channels and tools connected across your agents. Open one to change it."
      maw={1000}
    >
      {(agent) => {
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
      }}
    </WorkspaceAgentsPage>
  );
}
