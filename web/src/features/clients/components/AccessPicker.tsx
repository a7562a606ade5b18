import { ActionIcon, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { CLIENT_PAGES, canMove, swapWithNeighbour } from '@vg/common';
import { clientPageLabel } from '../helpers/clientNavItems';

/**
 * The Access list of the user and organisation drawers: a switch per client
 * page, and up/down on the granted ones, whose order is the client's tab
 * order. `value` holds the granted pages in that order.
 */
export function AccessPicker({
  value,
  onChange,
  label = 'Access',
}: {
  value: readonly string[];
  onChange: (pages: string[]) => void;
  label?: string;
}) {
  const granted = value.filter((page) => (CLIENT_PAGES as readonly string[]).includes(page));
  const others = CLIENT_PAGES.filter((page) => !granted.includes(page));
  return (
    <Stack gap={4} role="group" aria-label={label}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Paper withBorder p="xs">
        <Stack gap={6}>
          {granted.map((page, index) => (
            <Group key={page} justify="space-between" wrap="nowrap">
              <Switch
                checked
                label={clientPageLabel(page)}
                onChange={() => onChange(granted.filter((p) => p !== page))}
              />
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={`Move ${clientPageLabel(page)} up`}
                  disabled={!canMove(index, granted.length, 'up')}
                  onClick={() => onChange(swapWithNeighbour(granted, index, 'up'))}
                >
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={`Move ${clientPageLabel(page)} down`}
                  disabled={!canMove(index, granted.length, 'down')}
                  onClick={() => onChange(swapWithNeighbour(granted, index, 'down'))}
                >
                  <IconArrowDown size={16} />
                </ActionIcon>
              </Group>
            </Group>
          ))}
          {others.map((page) => (
            <Switch
              key={page}
              checked={false}
              label={clientPageLabel(page)}
              onChange={() => onChange([...granted, page])}
            />
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
