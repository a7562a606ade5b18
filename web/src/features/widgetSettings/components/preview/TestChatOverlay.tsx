import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { TEXT, WIDGET_WIDTH_PX, type Agent, type Region } from '@vg/common';
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
 * The debugger panel's test chat: the saved agent in the widget's test mode
 * (which brings its own Refresh and Test Voice buttons), 425 px wide. A
 * disabled or exhausted agent shows the blocking screen instead.
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
  const { frameRef } = useWidgetFrame(origin, () => undefined);
  const blocked = isAgentBlocked(agent);
  const src = widgetFrameUrl(origin, region, agent.ID, {
    test: true,
    hostOrigin: window.location.origin,
  });

  return (
    <Stack gap={6} w={WIDGET_WIDTH_PX.desktop} maw="100%" aria-label="Test chat">
      <Group justify="space-between">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          Debugger
        </Text>
      </Group>
      <Paper withBorder radius="lg" style={{ overflow: 'hidden' }} h={640}>
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
