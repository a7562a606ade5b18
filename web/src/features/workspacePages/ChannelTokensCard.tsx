import { useEffect, useState } from 'react';
import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { watchWorkspaceChannelCredentials, type ChannelCredential } from '../../data/channels';
import { useWorkspace } from '../workspaces/WorkspaceContext';

/**
 * Credentials' channel tokens: every bot, number, page and channel the
 * workspace's agents answer on, with what may be shown of its token (a
 * Telegram bot's public id) and a link to where it is connected. The
 * tokens themselves stay with the functions.
 */
export function ChannelTokensCard() {
  const { region, current } = useWorkspace();
  const [state, setState] = useState<{ list: ChannelCredential[] | null; failed: boolean }>({
    list: null,
    failed: false,
  });
  useEffect(
    () =>
      watchWorkspaceChannelCredentials(
        region,
        current.uid,
        (list) => setState({ list, failed: false }),
        () => setState({ list: null, failed: true }),
      ),
    [region, current.uid],
  );
  const { list, failed } = state;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Channel tokens
        </Title>
        <Text size="sm">
          The tokens of the channels your agents answer on. The server keeps them; no one can read
          them back from here, and disconnecting a channel (its agent → Channels) removes its token.
        </Text>
        {failed && <Text size="sm">The channels could not be loaded. Please refresh.</Text>}
        {list && list.length === 0 && <Text size="sm">No channel is connected yet.</Text>}
        {list && list.length > 0 && (
          <Table.ScrollContainer minWidth={520}>
            <Table withTableBorder aria-label="Channel tokens">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Channel</Table.Th>
                  <Table.Th>Account</Table.Th>
                  <Table.Th>Token</Table.Th>
                  <Table.Th>Agent</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((entry) => (
                  <Table.Tr key={entry.key}>
                    <Table.Td>{entry.channel}</Table.Td>
                    <Table.Td>{entry.account}</Table.Td>
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {entry.tokenShown}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={`/app/${region}/agents/${encodeURIComponent(entry.agentId)}/channels`}
                        size="sm"
                      >
                        Open its channels
                      </Anchor>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
