import { useEffect, useState } from 'react';
import { Badge, Box, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { revertButtonLabel, revertReducer, visibleBackups, type Backup } from '@vg/common';

dayjs.extend(relativeTime);

/** How a backup's time reads beside its relative age (spec: DD/MM/YYYY HH:mm:ss, local time). */
const BACKUP_TIME_FORMAT = 'DD/MM/YYYY HH:mm:ss';

export const VERSION_TEXT = {
  loadError: 'Error loading backups.',
  empty: 'No backups found.',
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
  // A click anywhere else in the dialog (its title, its text) disarms too; the
  // item buttons stop their clicks from reaching the document.
  useEffect(() => {
    if (!armedId) return;
    const disarm = () => setArmedId(null);
    document.addEventListener('click', disarm);
    return () => document.removeEventListener('click', disarm);
  }, [armedId]);
  if (state.status === 'loading')
    return (
      <Center h={120}>
        <Loader />
      </Center>
    );
  if (state.status === 'error') return <Text c="red">{VERSION_TEXT.loadError}</Text>;
  if (state.backups.length === 0) return <Text c="dimmed">{VERSION_TEXT.empty}</Text>;

  const press = (backup: Backup) => {
    const next = revertReducer(armedId, { type: 'press', id: backup.id });
    setArmedId(next.armedId);
    if (next.perform) onRevert(backup);
  };
  // A click anywhere else in the list disarms a pending revert.
  return (
    <Box
      onClick={() => setArmedId(revertReducer(armedId, { type: 'clickElsewhere' }).armedId)}
      data-testid="version-list"
    >
      <Stack gap="xs">
        {visibleBackups(state.backups).map(({ isLatest, ...backup }) => {
          const armed = armedId === backup.id;
          return (
            <Paper key={backup.id} withBorder p="sm" data-testid="version-item">
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={600} truncate>
                      {backup.agentTemplate.name || 'Untitled agent'}
                    </Text>
                    {isLatest && (
                      <Badge size="xs" color="green">
                        Latest
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {dayjs.unix(backup.createdAt).fromNow()} ·{' '}
                    {dayjs.unix(backup.createdAt).format(BACKUP_TIME_FORMAT)}
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
                    {revertButtonLabel(armedId, backup.id)}
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
