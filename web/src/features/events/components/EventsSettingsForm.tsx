import { useState } from 'react';
import { Button, Checkbox, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import {
  eventsSettingsInputSchema,
  WORKSPACE_EVENT_TYPES,
  type WorkspaceEventType,
} from '@vg/common';
import { saveEventsSettings, sendTestEvent } from '../../../data/events';
import { useWorkspace } from '../../workspaces/WorkspaceContext';

export const EVENT_LABELS: Record<WorkspaceEventType, string> = {
  client_created: 'Client created',
  client_updated: 'Client updated',
  organization_created: 'Organization created',
  organization_updated: 'Organization updated',
  credits_transferred: 'Credits transferred',
};

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The endpoint and subscribed types, saved through the functions; and the test delivery. */
export function EventsSettingsForm() {
  const { region, current } = useWorkspace();
  const stored = current.internal?.events;
  const [endpoint, setEndpoint] = useState(stored?.endpoint ?? '');
  const [types, setTypes] = useState<string[]>(stored?.subscribedEvents ?? []);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'test' | null>(null);
  const savedEndpoint = stored?.endpoint ?? '';
  const changed =
    endpoint.trim() !== savedEndpoint ||
    [...types].sort().join() !== [...(stored?.subscribedEvents ?? [])].sort().join();

  const save = async () => {
    const parsed = eventsSettingsInputSchema.safeParse({ endpoint, subscribedEvents: types });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the endpoint.');
      return;
    }
    setError(null);
    setBusy('save');
    try {
      await saveEventsSettings(region, current.uid, parsed.data);
      notifications.show({ color: 'green', message: 'Events settings saved.', autoClose: 3000 });
    } catch (caught) {
      notifications.show({ color: 'red', message: errorText(caught), autoClose: 4000 });
    } finally {
      setBusy(null);
    }
  };

  const test = async () => {
    setBusy('test');
    try {
      const { delivery } = await sendTestEvent(region, current.uid);
      notifications.show(
        delivery.status === 'delivered'
          ? { color: 'green', message: 'Test event delivered.', autoClose: 3000 }
          : {
              color: 'red',
              message: `Test event not delivered: ${delivery.error ?? 'no answer'}`,
              autoClose: 5000,
            },
      );
    } catch (caught) {
      notifications.show({ color: 'red', message: errorText(caught), autoClose: 4000 });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="events-endpoint">
      <Stack gap="sm">
        <Title order={2} size="h4" id="events-endpoint">
          Endpoint
        </Title>
        <TextInput
          label="Events endpoint"
          description="We post each subscribed event here; leave empty to send none."
          placeholder="https://example.com/voiceglow-events"
          value={endpoint}
          onChange={(event) => setEndpoint(event.currentTarget.value)}
          error={error}
          inputMode="url"
        />
        <Checkbox.Group label="Subscribed events" value={types} onChange={setTypes}>
          <Group gap="md" mt={6}>
            {WORKSPACE_EVENT_TYPES.map((type) => (
              <Checkbox key={type} value={type} label={EVENT_LABELS[type]} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group gap="sm">
          <Button onClick={() => void save()} loading={busy === 'save'} disabled={!changed}>
            Save events
          </Button>
          <Button
            variant="default"
            leftSection={<IconSend size={16} />}
            onClick={() => void test()}
            loading={busy === 'test'}
            disabled={!savedEndpoint || changed}
          >
            Send test event
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
