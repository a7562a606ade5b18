import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { checkFlowConnection, type FlowConnectionCheck } from '../../data/integrations';
import { AgentFields } from '../widgetSettings/form/AgentFields';
import { useAgentFormContext } from '../widgetSettings/form/agentFormContext';
import { useWorkspace } from '../workspaces/WorkspaceContext';
import { FLOW_PLATFORM_FIELDS } from './flowPlatformFields';

/**
 * Integrations (spec 4 §2, flow-platform agents only): the dialogue API
 * key, saved with the agent into its private settings, and a check that
 * the platform accepts the saved key.
 */
export function FlowIntegrationPanel() {
  const { region } = useWorkspace();
  const form = useAgentFormContext();
  const agentId = form.getValues().ID;
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<FlowConnectionCheck | null>(null);

  const check = async () => {
    if (!agentId) return;
    setChecking(true);
    setResult(null);
    try {
      setResult(await checkFlowConnection(region, agentId));
    } catch (error) {
      setResult({
        connected: false,
        message: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setChecking(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="flow-integration">
      <Stack gap="sm">
        <Title order={2} size="h4" id="flow-integration">
          Voiceflow
        </Title>
        <Text size="sm" c="dimmed">
          The widget runs this agent’s flow on the Voiceflow Dialog API with the project’s key: the
          production version for visitors, the development version in the test chat.
        </Text>
        <AgentFields fields={FLOW_PLATFORM_FIELDS} />
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconPlugConnected size={16} />}
            onClick={() => void check()}
            loading={checking}
            disabled={!agentId}
          >
            Check connection
          </Button>
          <Text size="xs" c="dimmed">
            {agentId ? 'Checks the saved key: save a new key first.' : 'Save the agent first.'}
          </Text>
        </Group>
        {result && (
          <Alert
            color={result.connected ? 'green' : 'red'}
            role="status"
            title={result.connected ? 'Connected' : 'Not connected'}
          >
            {result.message}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
