import { useState } from 'react';
import { Badge, Button, Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import { EVENT_LOG_SIZE, TEST_EVENT_TYPE } from '@vg/common';
import { LiveListView } from '../../shell/components/LiveListView';
import { useLiveValue } from '../../../data/hooks/useLiveValue';
import {
  retryEventDelivery,
  watchEventDeliveries,
  type LoggedDelivery,
} from '../../../data/events';
import { useWorkspace } from '../../workspaces/WorkspaceContext';
import { EVENT_LABELS } from './EventsSettingsForm';

function eventName(type: string): string {
  if (type === TEST_EVENT_TYPE) return 'Test event';
  return EVENT_LABELS[type as keyof typeof EVENT_LABELS] ?? type;
}

/** The latest deliveries, live: status, tries and the answer, with Retry for failures. */
export function DeliveryLog() {
  const { region, current } = useWorkspace();
  const log = useLiveValue<LoggedDelivery[]>(`${region}/${current.uid}`, (onChange, onError) =>
    watchEventDeliveries(region, current.uid, onChange, onError),
  );
  const [retrying, setRetrying] = useState<string | null>(null);

  const retry = async (delivery: LoggedDelivery) => {
    setRetrying(delivery.id);
    try {
      const { delivery: again } = await retryEventDelivery(region, current.uid, delivery.id);
      notifications.show({
        color: again.status === 'delivered' ? 'green' : 'red',
        message:
          again.status === 'delivered'
            ? `${eventName(again.type)} delivered.`
            : `Still not delivered: ${again.error ?? 'no answer'}`,
        autoClose: 4000,
      });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: error instanceof Error ? error.message : String(error),
        autoClose: 4000,
      });
    } finally {
      setRetrying(null);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="events-log">
      <Title order={2} size="h4" id="events-log" mb="xs">
        Delivery log
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        The last {EVENT_LOG_SIZE} deliveries. A failed delivery is tried up to three times; then we
        e-mail the workspace, and you can send it again here.
      </Text>
      <LiveListView live={log} loadingLabel="Loading deliveries" empty="No deliveries yet.">
        {(items) => (
          <Table.ScrollContainer minWidth={760}>
            <Table aria-label="Deliveries">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Event</Table.Th>
                  <Table.Th>Sent</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Tries</Table.Th>
                  <Table.Th>Answer</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((delivery) => (
                  <Table.Tr key={delivery.id}>
                    <Table.Td>
                      <Text size="sm">{eventName(delivery.type)}</Text>
                      <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                        {delivery.endpoint}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {dayjs.unix(delivery.createdAt).format('D MMM YYYY, HH:mm:ss')}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Badge
                        color={delivery.status === 'delivered' ? 'green' : 'red'}
                        variant="light"
                      >
                        {delivery.status === 'delivered' ? 'Delivered' : 'Failed'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{delivery.attempts}</Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {delivery.error ??
                          (delivery.httpStatus ? `HTTP ${delivery.httpStatus}` : '—')}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {delivery.status === 'failed' && (
                        <Button
                          size="xs"
                          variant="default"
                          loading={retrying === delivery.id}
                          onClick={() => void retry(delivery)}
                          aria-label={`Retry ${eventName(delivery.type)} of ${dayjs.unix(delivery.createdAt).format('HH:mm:ss')}`}
                        >
                          Retry
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </LiveListView>
    </Paper>
  );
}
