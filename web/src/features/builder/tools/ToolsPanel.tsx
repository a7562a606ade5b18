import { useState } from 'react';
import {
  Alert,
  Avatar,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlayerPlay, IconPlus, IconTool, IconTrash } from '@tabler/icons-react';
import { useLiveValue } from '../../../data/hooks/useLiveValue';
import { deleteTool, watchWorkspaceTools, type Tool } from '../../../data/tools';
import { useWorkspace } from '../../workspaces/WorkspaceContext';
import { useAgentFormContext } from '../../widgetSettings/form/agentFormContext';
import { ToolDrawer } from './ToolDrawer';
import { ToolTestModal } from './ToolTestModal';

function hostOf(url: string | undefined): string {
  try {
    return new URL(url ?? '').host;
  } catch {
    return 'no server URL';
  }
}

/**
 * Tools of the workspace, and which of them this agent uses
 * (assignedToolsIds, saved with the agent). Tools themselves are saved at
 * once; using one in the agent takes the agent's Save.
 */
export function ToolsPanel() {
  const form = useAgentFormContext();
  const { region, current } = useWorkspace();
  const ownerId = form.getValues().ownerID || current.uid;
  const live = useLiveValue<Tool[]>(`${region}:${ownerId}`, (onChange, onError) =>
    watchWorkspaceTools(region, ownerId, onChange, onError),
  );
  const [editing, setEditing] = useState<Tool | null | undefined>(undefined);
  const [testing, setTesting] = useState<Tool | null>(null);
  const assigned = form.getValues().assignedToolsIds ?? [];
  const tools = live.status === 'ready' ? live.value : [];

  const setAssigned = (ids: string[]) => {
    form.setFieldValue('assignedToolsIds', ids);
    form.setFieldValue(
      'tools',
      tools
        .filter((tool) => ids.includes(tool.id))
        .map((tool) => ({
          id: tool.id,
          name: tool.name,
          ...(tool.description ? { description: tool.description } : {}),
          ...(tool.imageUrl ? { imageUrl: tool.imageUrl } : {}),
        })),
    );
  };

  const confirmDelete = (tool: Tool) =>
    modals.openConfirmModal({
      title: `Delete ${tool.name}?`,
      children: (
        <Text size="sm">Agents using it stop calling it. Its server secret is deleted too.</Text>
      ),
      labels: { confirm: 'Delete tool', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        deleteTool(region, tool.id)
          .then(() => {
            if (assigned.includes(tool.id)) setAssigned(assigned.filter((id) => id !== tool.id));
            notifications.show({
              color: 'green',
              message: `Tool "${tool.name}" deleted.`,
              autoClose: 2000,
            });
          })
          .catch((error: unknown) =>
            notifications.show({
              color: 'red',
              message: `Failed to delete the tool, ${error instanceof Error ? error.message : String(error)}`,
              autoClose: 3000,
            }),
          );
      },
    });

  return (
    <Stack gap="md" maw={1000}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} size="h4">
            Tools
          </Title>
          <Text size="sm" c="dimmed">
            Servers the agent can call while it answers (order status, bookings, stock…). Switch a
            tool on for this agent, then Save.
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
          New tool
        </Button>
      </Group>
      {live.status === 'loading' && <Loader role="status" size="sm" aria-label="Loading tools" />}
      {live.status === 'error' && (
        <Alert color="red" title="Tools could not be loaded">
          {live.error.message}
        </Alert>
      )}
      {live.status === 'ready' && tools.length === 0 && (
        <Alert color="gray" icon={<IconTool size={18} />} title="No tools yet">
          Add a tool with the address of your API; the agent then calls it when a visitor’s question
          needs it.
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {tools.map((tool) => (
          <Card
            key={tool.id}
            withBorder
            radius="md"
            padding="md"
            aria-label={tool.name}
            component="article"
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Avatar src={tool.imageUrl || null} radius="sm" alt="" color="blue">
                <IconTool size={18} />
              </Avatar>
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Title order={3} size="h5">
                  {tool.name}
                </Title>
                {tool.description && (
                  <Text size="sm" lineClamp={2}>
                    {tool.description}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {hostOf(tool.serverUrl)} · {tool.fields.length} parameter
                  {tool.fields.length === 1 ? '' : 's'}
                </Text>
              </Stack>
            </Group>
            <Group justify="space-between" mt="md" gap="xs">
              <Switch
                label="Use in this agent"
                checked={assigned.includes(tool.id)}
                onChange={(event) =>
                  setAssigned(
                    event.currentTarget.checked
                      ? [...assigned, tool.id]
                      : assigned.filter((id) => id !== tool.id),
                  )
                }
              />
              <Group gap={4}>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconPlayerPlay size={14} />}
                  onClick={() => setTesting(tool)}
                  aria-label={`Test ${tool.name}`}
                >
                  Test
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconPencil size={14} />}
                  onClick={() => setEditing(tool)}
                  aria-label={`Edit ${tool.name}`}
                >
                  Edit
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={14} />}
                  onClick={() => confirmDelete(tool)}
                  aria-label={`Delete ${tool.name}`}
                >
                  Delete
                </Button>
              </Group>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <ToolDrawer
        opened={editing !== undefined}
        tool={editing ?? null}
        region={region}
        ownerId={ownerId}
        onClose={() => setEditing(undefined)}
        onSaved={() => setEditing(undefined)}
      />
      <ToolTestModal tool={testing} region={region} onClose={() => setTesting(null)} />
    </Stack>
  );
}
