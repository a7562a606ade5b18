import { useState } from 'react';
import { Alert, Button, Code, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { apiOrigin } from '../../env';
import { rotateWorkspaceSecret } from '../../data/workspaces';
import { SecretField } from '../shell/components/SecretField';
import { ChannelTokensCard } from './ChannelTokensCard';
import { ModelProviderCard } from './ModelProviderCard';
import { useWorkspace } from '../workspaces/WorkspaceContext';

/**
 * Credentials (spec 3 §2.4): the workspace secret, masked, with Copy and
 * Rotate. Only the functions write it; after Rotate the old secret is
 * refused by every call that takes it.
 */
export function CredentialsPage() {
  const { region, current } = useWorkspace();
  const secret = current.workspaceSecret ?? '';
  const [rotating, setRotating] = useState(false);

  const rotate = async () => {
    setRotating(true);
    try {
      await rotateWorkspaceSecret(region, current.uid);
      notifications.show({
        color: 'green',
        message: 'New workspace secret made. The old one no longer works.',
        autoClose: 3000,
      });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: `The secret was not rotated: ${error instanceof Error ? error.message : String(error)}`,
        autoClose: 4000,
      });
    } finally {
      setRotating(false);
    }
  };

  const confirmRotate = () =>
    modals.openConfirmModal({
      title: 'Rotate the workspace secret?',
      children: (
        <Text size="sm">
          Scripts and systems using the current secret stop working at once; give them the new one.
        </Text>
      ),
      labels: { confirm: 'Rotate secret', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => void rotate(),
    });

  return (
    <Stack maw={800} gap="lg">
      <div>
        <Title order={1} size="h2">
          Credentials
        </Title>
        <Text c="dimmed" size="sm">
          Keys of {current.workspaceName || 'this workspace'} in{' '}
          {region === 'eu' ? 'Europe' : 'North America'}.
        </Text>
      </div>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Workspace secret
          </Title>
          <Text size="sm">
            Lets your own systems call the API for this workspace, e.g. save an agent:
          </Text>
          {/* Focusable: on a phone the example scrolls sideways. */}
          <Code block tabIndex={0} role="region" aria-label="Example request">
            {`POST ${apiOrigin()}/api/${region}/v2/agents/{agentId}\nAuthorization: Bearer <workspace secret>\nContent-Type: application/json\n\n{"title": "New title"}`}
          </Code>
          <SecretField
            label="Secret"
            value={secret}
            placeholder="No secret yet: Rotate makes one"
            copyLabel="Copy workspace secret"
          >
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              onClick={confirmRotate}
              loading={rotating}
            >
              Rotate
            </Button>
          </SecretField>
        </Stack>
      </Paper>
      <ModelProviderCard />
      <ChannelTokensCard />
      <Alert color="gray" title="Other keys">
        Each agent has its own secret API key (agent Settings → Security), the flow-platform key is
        kept with each agent’s private settings, and tool secrets with each tool (agent → Tools).
        None of them can be read back by a visitor.
      </Alert>
    </Stack>
  );
}
