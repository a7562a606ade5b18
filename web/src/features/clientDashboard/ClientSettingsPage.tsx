import { useState } from 'react';
import { Button, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { NOTIFY_IF, NOTIFY_THROUGH, type NotificationsSettings } from '@vg/common';
import type { ClientSession } from '../clients/ClientContext';
import { PushNotice } from '../notifications/push/PushNotice';
import { useClientPush } from '../notifications/push/useClientPush';

const THROUGH_LABELS: Record<(typeof NOTIFY_THROUGH)[number], string> = {
  email: 'Email',
  push: 'Push Notifications',
  all: 'All Channels',
  none: 'None',
};
const IF_LABELS: Record<(typeof NOTIFY_IF)[number], string> = {
  all: 'All Messages',
  requestsOnly: 'Requests Only',
  none: 'None',
};

/**
 * /settings for a client: what a client may change itself, how it is
 * notified (channel and trigger, spec 4 §9; a channel with push registers
 * this browser first). The agent's own settings stay with the agency, whose
 * workspace alone may write the agent.
 */
export function ClientSettingsPage({ session }: { session: ClientSession }) {
  const push = useClientPush(session);
  const [through, setThrough] = useState<NotificationsSettings['notifyThrough']>(
    push.settings.notifyThrough,
  );
  const [notifyIf, setNotifyIf] = useState<NotificationsSettings['notifyIf']>(
    push.settings.notifyIf,
  );
  return (
    <Stack maw={600}>
      <Title order={1} size="h2">
        Settings
      </Title>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={2} size="h5">
            Notifications
          </Title>
          <Text size="sm">How you hear about conversations of your agents.</Text>
          <Select
            label="Notify me through"
            data={NOTIFY_THROUGH.map((value) => ({ value, label: THROUGH_LABELS[value] }))}
            value={through}
            onChange={(value) => value && setThrough(value as typeof through)}
            allowDeselect={false}
          />
          <PushNotice push={push} value={through} />
          <Select
            label="Notify me about"
            data={NOTIFY_IF.map((value) => ({ value, label: IF_LABELS[value] }))}
            value={notifyIf}
            onChange={(value) => value && setNotifyIf(value as typeof notifyIf)}
            allowDeselect={false}
          />
          <Button
            onClick={() => void push.save({ notifyThrough: through, notifyIf })}
            loading={push.busy}
          >
            Save
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
