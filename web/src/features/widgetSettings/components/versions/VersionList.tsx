import { useState } from 'react';
import { Badge, Box, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import type { Backup } from '@vg/common';

dayjs.extend(relativeTime);

export const VERSION_TEXT = {
  loadError: 'Error loading backups.',
  empty: 'No backups found.',
  confirm: 'Confirm Revert?',
} as const;

export type VersionListState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; backups: Backup[] };

/**
 * Saved versions, newest first (the newest tagged Latest), each with the
 * agent name, relative time and DD/MM/YYYY HH:mm:ss. Revert takes two
 * presses on the same item: the first arms it ('Confirm Revert?').
 */
export function VersionList({
  state,
  onRevert,
  onDownload,
  reverting,
}: {
  state: VersionListState;
  onRevert: (backup: Backup) => void;
  onDownload: (backup: Backup) => void;
  reverting: string | null;
}) {
  const [armedId, setArmedId] = useState<string | null>(null);
  if (state.status === 'loading')
    return (
      <Center h={120}>
        <Loader />
      </Center>
    );
  if (state.status === 'error') return <Text c="red">{VERSION_TEXT.loadError}</Text>;
  if (state.backups.length === 0) return <Text c="dimmed">{VERSION_TEXT.empty}</Text>;

  const sorted = [...state.backups].sort((a, b) => b.createdAt - a.createdAt);
  const press = (backup: Backup) => {
    if (armedId !== backup.id) return setArmedId(backup.id);
    setArmedId(null);
    onRevert(backup);
  };
  // A click anywhere else in the list disarms a pending revert.
  return (
    <Box onClick={() => setArmedId(null)} data-testid="version-list">
      <Stack gap="xs">
        {sorted.map((backup, index) => {
          const armed = armedId === backup.id;
          const time = dayjs.unix(backup.createdAt);
          return (
            <Paper key={backup.id} withBorder p="sm" data-testid="version-item">
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={600} truncate>
                      {backup.agentTemplate.name || 'Untitled agent'}
                    </Text>
                    {index === 0 && (
                      <Badge size="xs" color="green">
                        Latest
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {time.fromNow()} · {time.format('DD/MM/YYYY HH:mm:ss')}
                  </Text>
                </Stack>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="default"
                    aria-label="Download version"
                    onClick={(event) => {
                      event.stopPropagation();
                      onDownload(backup);
                    }}
                  >
                    <IconDownload size={14} />
                  </Button>
                  <Button
                    size="xs"
                    color={armed ? 'red' : undefined}
                    variant={armed ? 'filled' : 'light'}
                    loading={reverting === backup.id}
                    onClick={(event) => {
                      event.stopPropagation();
                      press(backup);
                    }}
                  >
                    {armed ? VERSION_TEXT.confirm : 'Revert'}
                  </Button>
                </Group>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Box>
  );
}
