import type { ReactNode } from 'react';
import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import type { Agent } from '@vg/common';
import { useAgents } from '../../data/hooks/useAgents';
import { useWorkspace } from '../workspaces/WorkspaceContext';

/**
 * A workspace page that lists something for each agent of the current
 * workspace (Integrations, Crawler): its heading, then one entry per agent,
 * with the loading, error and no-agents states said once.
 */
export function WorkspaceAgentsPage({
  title,
  intro,
  maw,
  children,
}: {
  title: string;
  intro: string;
  maw: number;
  children: (agent: Agent) => ReactNode;
}) {
  const { region, current } = useWorkspace();
  const agents = useAgents(region, current.uid);
  return (
    <Stack maw={maw} gap="lg">
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {intro}
        </Text>
      </div>
      {agents.status === 'loading' && (
        <Loader role="status" size="sm" aria-label="Loading agents" />
      )}
      {agents.status === 'error' && (
        <Alert color="red" title="Agents could not be loaded">
          {agents.error.message}
        </Alert>
      )}
      {agents.status === 'ready' && agents.value.length === 0 && (
        <Alert color="gray">No agents yet: create one from the Agents page.</Alert>
      )}
      {agents.status === 'ready' && agents.value.map((agent) => children(agent))}
    </Stack>
  );
}
