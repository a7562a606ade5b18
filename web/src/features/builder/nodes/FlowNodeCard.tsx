import { Badge, Paper, Stack, Text } from '@mantine/core';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import type { CanvasNode } from './flowGraph';

const TYPE_LABEL = { start: 'Start', note: 'Note', default: 'Step', end: 'End' } as const;
// Dark shades: white badge text keeps a 4.5:1 contrast.
const TYPE_COLOR = { start: 'teal.9', note: 'gray.8', default: 'blue.9', end: 'red.9' } as const;

/**
 * One node on the canvas: its kind, name and message, a handle where paths
 * arrive (not on start and notes) and one handle per exit where they leave.
 */
export function FlowNodeCard({ data, selected }: NodeProps<CanvasNode>) {
  const exits = data.exits ?? [];
  const kind = data.kind;
  return (
    <Paper
      withBorder
      shadow={selected ? 'md' : 'xs'}
      radius="md"
      p="xs"
      w={220}
      style={{
        borderColor: selected ? 'var(--mantine-color-blue-6)' : undefined,
        borderWidth: selected ? 2 : 1,
        background: kind === 'note' ? 'var(--mantine-color-yellow-light)' : undefined,
      }}
    >
      {kind !== 'start' && kind !== 'note' && <Handle type="target" position={Position.Top} />}
      <Stack gap={4}>
        <Badge size="xs" color={TYPE_COLOR[kind]} variant="filled" w="fit-content">
          {TYPE_LABEL[kind]}
        </Badge>
        <Text size="sm" fw={600} lineClamp={1}>
          {data.label || TYPE_LABEL[kind]}
        </Text>
        {data.message && (
          <Text size="xs" lineClamp={3}>
            {data.message}
          </Text>
        )}
        {exits.length > 0 && kind !== 'start' && (
          <Text size="xs" c="dimmed" lineClamp={2}>
            Exits: {exits.map((exit) => exit.label || '(no label)').join(' · ')}
          </Text>
        )}
      </Stack>
      {exits.map((exit, index) => (
        <Handle
          key={exit.id}
          id={exit.id}
          type="source"
          position={Position.Bottom}
          style={{ left: `${((index + 1) / (exits.length + 1)) * 100}%` }}
        />
      ))}
    </Paper>
  );
}
