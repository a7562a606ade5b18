import { Button, Progress, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { generateAgentSecretKey } from '@vg/common';
import { SecretField } from '../../shell/components/SecretField';
import { AgentFields } from '../form/AgentFields';
import { useAgentFormContext } from '../form/agentFormContext';
import { LIMIT_FIELDS } from './settingsSections';

/**
 * The agent's API key (kept in the private secrets document; generated on
 * the first save when missing), usage and limits.
 */
export function SecuritySection() {
  const form = useAgentFormContext();
  const values = form.getValues();
  const key = values.SECRET_API_KEY ?? '';
  const used = values.tokensUsage ?? 0;
  const max = values.maxTokensUsage || 1;

  return (
    <Stack gap="lg">
      <SecretField
        label="Secret API key"
        description={key ? 'Bearer key of this agent’s API.' : 'Generated when the agent is saved.'}
        value={key}
        copyLabel="Copy secret key"
      >
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          onClick={() => form.setFieldValue('SECRET_API_KEY', generateAgentSecretKey())}
        >
          Regenerate
        </Button>
      </SecretField>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Token usage
        </Text>
        <Progress value={Math.min(100, (used / max) * 100)} />
        <Text size="xs" c="dimmed">
          {used.toLocaleString('en-US')} of {max.toLocaleString('en-US')}
        </Text>
      </Stack>
      <AgentFields fields={LIMIT_FIELDS} columns={2} />
    </Stack>
  );
}
