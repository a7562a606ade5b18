import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { AgentNode, AgentNodeData } from '@vg/common';
import { newExit } from './flowGraph';

/** The selected node's settings: name, message, instructions and exits. */
export function NodeEditor({
  node,
  nodes,
  onChange,
  onDelete,
}: {
  node: AgentNode;
  nodes: readonly AgentNode[];
  onChange: (data: AgentNodeData) => void;
  onDelete: () => void;
}) {
  const data = node.data ?? {};
  const exits = data.exits ?? [];
  const set = (patch: Partial<AgentNodeData>) => onChange({ ...data, ...patch });
  const targets = nodes
    .filter((other) => other.id !== node.id && (other.type === 'default' || other.type === 'end'))
    .map((other) => ({
      value: other.id,
      label: `${other.data?.label || other.id} (${other.type === 'end' ? 'end' : 'step'})`,
    }));
  const setExit = (index: number, patch: Record<string, unknown>) =>
    set({
      exits: exits.map((exit, i) => {
        if (i !== index) return exit;
        const next = { ...exit, ...patch };
        if (next.target === null || next.target === undefined) delete next.target;
        return next as typeof exit;
      }),
    });

  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {node.type === 'start'
              ? 'Start'
              : node.type === 'note'
                ? 'Note'
                : node.type === 'end'
                  ? 'End node'
                  : 'Step'}
          </Title>
          {node.type !== 'start' && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={onDelete}
            >
              Delete node
            </Button>
          )}
        </Group>
        {node.type !== 'start' && (
          <TextInput
            label="Name"
            value={data.label ?? ''}
            onChange={(event) => set({ label: event.currentTarget.value })}
          />
        )}
        {node.type !== 'start' && (
          <Textarea
            label={
              node.type === 'note' ? 'Note' : node.type === 'end' ? 'Goodbye message' : 'Message'
            }
            description={
              node.type === 'default'
                ? 'Said when the chat reaches this step. Empty: the agent answers under the instructions.'
                : node.type === 'end'
                  ? 'Said before the conversation closes.'
                  : 'Only for you; never sent.'
            }
            autosize
            minRows={2}
            value={data.message ?? ''}
            onChange={(event) => set({ message: event.currentTarget.value })}
          />
        )}
        {node.type === 'default' && (
          <Textarea
            label="Instructions"
            description="What the agent does while the chat is at this step (added to its prompt)."
            autosize
            minRows={2}
            value={data.instructions ?? ''}
            onChange={(event) => set({ instructions: event.currentTarget.value })}
          />
        )}
        {(node.type === 'default' || node.type === 'start') && (
          <Stack gap="xs">
            <Group justify="space-between">
              <Text size="sm" fw={500}>
                {node.type === 'start' ? 'First step' : 'Exits'}
              </Text>
              {node.type === 'default' && (
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconPlus size={14} />}
                  onClick={() => set({ exits: [...exits, newExit(`Option ${exits.length + 1}`)] })}
                  disabled={exits.length >= 10}
                >
                  Add exit
                </Button>
              )}
            </Group>
            {node.type === 'start' && exits.length === 0 && (
              <Button size="xs" variant="light" onClick={() => set({ exits: [newExit()] })}>
                Choose the first step
              </Button>
            )}
            {exits.map((exit, index) => (
              <Paper key={exit.id} withBorder p="xs" radius="sm">
                <Stack gap={6}>
                  {node.type === 'default' && (
                    <Group gap="xs" wrap="nowrap" align="flex-end">
                      <TextInput
                        style={{ flex: 1 }}
                        label={`Exit ${index + 1} button`}
                        value={exit.label}
                        onChange={(event) => setExit(index, { label: event.currentTarget.value })}
                      />
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        aria-label={`Remove exit ${exit.label || index + 1}`}
                        onClick={() => set({ exits: exits.filter((_, i) => i !== index) })}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  )}
                  {node.type === 'default' && (
                    <TextInput
                      label="Also taken when the visitor says"
                      description="Phrases, comma-separated."
                      value={exit.match ?? ''}
                      onChange={(event) => setExit(index, { match: event.currentTarget.value })}
                    />
                  )}
                  <Select
                    label={node.type === 'start' ? 'Chat starts at' : 'Leads to'}
                    placeholder="Not connected"
                    data={targets}
                    value={exit.target ?? null}
                    onChange={(value) => setExit(index, { target: value })}
                    clearable
                  />
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
