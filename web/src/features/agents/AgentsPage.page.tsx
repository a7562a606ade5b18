import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useAgents } from '../../data/hooks/useAgents';
import { ClientAgentsRedirect } from '../clients/ClientAgentLayout';
import { useClientSession } from '../clients/ClientContext';
import { useWorkspace } from '../workspaces/WorkspaceContext';
import { workspaceLabel } from '../workspaces/components/WorkspaceMenu';
import { AgentCard } from './components/AgentCard';
import { NewAgentDrawer } from './components/NewAgentDrawer';

/** /app/{region}/agents (and /widgets); a client goes to its first agent instead. */
export function AgentsPage() {
  const client = useClientSession();
  return client ? <ClientAgentsRedirect session={client} /> : <WorkspaceAgentsPage />;
}

/** The agents owned by the current workspace. */
function WorkspaceAgentsPage() {
  const { region, current } = useWorkspace();
  const agents = useAgents(region, current.uid);
  const [drawerOpened, drawer] = useDisclosure(false);

  return (
    <Stack maw={1500} mx="auto">
      <Group justify="space-between">
        <div>
          <Title order={1} size="h2">
            Agents
          </Title>
          <Text c="dimmed" size="sm">
            {workspaceLabel(current)} ·{' '}
            {region === 'eu' ? 'Europe (Frankfurt)' : 'North America (Virginia)'}
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} />} onClick={drawer.open}>
          New Agent
        </Button>
      </Group>
      {agents.status === 'loading' && (
        <Center h={200}>
          <Loader />
        </Center>
      )}
      {agents.status === 'error' && (
        <Alert color="red">Could not load agents: {agents.error.message}</Alert>
      )}
      {agents.status === 'ready' && agents.value.length === 0 && (
        <Center h={200}>
          <Stack align="center" gap="xs">
            <Text c="dimmed">No agents in this workspace yet.</Text>
            <Button variant="light" onClick={drawer.open}>
              Create your first agent
            </Button>
          </Stack>
        </Center>
      )}
      {agents.status === 'ready' && agents.value.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {agents.value.map((agent) => (
            <AgentCard key={agent.ID} agent={agent} region={region} />
          ))}
        </SimpleGrid>
      )}
      <NewAgentDrawer opened={drawerOpened} onClose={drawer.close} />
    </Stack>
  );
}
