import { useState } from 'react';
import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMicrophone, IconRefresh } from '@tabler/icons-react';
import { TEXT, WIDGET_WIDTH_PX, type Agent, type Region } from '@vg/common';
import {
  DASHBOARD_SOURCE,
  type TestVoiceMessage,
} from '../../../../pending/previewProtocol.pending-common';
import { useWidgetFrame } from './useWidgetFrame';
import { widgetFrameUrl } from './widgetFrameUrl';

/** The agent cannot answer: disabled, or its token allowance is used up. */
export function isAgentBlocked(
  agent: Pick<Agent, 'disabled' | 'tokensUsage' | 'maxTokensUsage'>,
): boolean {
  return (
    Boolean(agent.disabled) ||
    (agent.maxTokensUsage > 0 && agent.tokensUsage >= agent.maxTokensUsage)
  );
}

/**
 * Test chat of the debugger panel: the saved agent in test mode, 425 px
 * wide, with Refresh and Test Voice (built-in platform only).
 */
export function TestChatOverlay({
  agent,
  region,
  origin,
  onClose,
}: {
  agent: Agent;
  region: Region;
  origin: string;
  onClose: () => void;
}) {
  const [round, setRound] = useState(0);
  const { frameRef, post } = useWidgetFrame(origin, () => undefined);
  const blocked = isAgentBlocked(agent);
  const src = widgetFrameUrl(origin, region, agent.ID, {
    test: true,
    hostOrigin: window.location.origin,
  });

  const testVoice = () => {
    const message: TestVoiceMessage = { source: DASHBOARD_SOURCE, type: 'test-voice' };
    post(message);
  };

  return (
    <Stack gap={6} w={WIDGET_WIDTH_PX.desktop} maw="100%" aria-label="Test chat">
      <Group justify="space-between">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          Debugger
        </Text>
        <Group gap={6}>
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconRefresh size={14} />}
            onClick={() => setRound((r) => r + 1)}
          >
            Refresh
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconMicrophone size={14} />}
            disabled={agent.agentPlatform !== 'vg' || blocked}
            onClick={testVoice}
          >
            Test Voice
          </Button>
        </Group>
      </Group>
      <Paper withBorder radius="lg" style={{ overflow: 'hidden', position: 'relative' }} h={640}>
        {blocked ? (
          <Center h="100%">
            <Stack align="center" gap="xs">
              <Title order={4}>{TEXT.tokensConsumedTitle}</Title>
              <Text c="dimmed">{TEXT.tokensConsumedBody}</Text>
              <Button variant="light" onClick={onClose}>
                Close
              </Button>
            </Stack>
          </Center>
        ) : (
          <iframe
            key={`${src}#${round}`}
            ref={frameRef}
            src={src}
            title="Test chat"
            style={{ border: 0, width: '100%', height: '100%' }}
            allow="microphone; clipboard-write"
          />
        )}
      </Paper>
    </Stack>
  );
}
