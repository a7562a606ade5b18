import { Stack, Text, Title } from '@mantine/core';
import { useWorkspace } from '../workspaces/WorkspaceContext';
import { DeliveryLog } from './components/DeliveryLog';
import { EventsSettingsForm } from './components/EventsSettingsForm';

/**
 * Events (spec 3 §2.4, spec 4 §7): where the workspace's events are posted
 * and which, a test delivery, and the log of deliveries with their tries.
 */
export function EventsPage() {
  const { region, current } = useWorkspace();
  return (
    <Stack maw={900} gap="lg">
      <div>
        <Title order={1} size="h2">
          Events
        </Title>
        <Text c="dimmed" size="sm">
          Your server hears about clients and organisations of{' '}
          {current.workspaceName || 'this workspace'} as they change: we post{' '}
          <code>{'{type, payload}'}</code> as JSON, the payload carrying <code>createdAt</code> and
          your workspace secret.
        </Text>
      </div>
      <EventsSettingsForm key={`${region}/${current.uid}`} />
      <DeliveryLog />
    </Stack>
  );
}
