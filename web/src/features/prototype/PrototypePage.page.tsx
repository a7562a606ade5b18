import { Avatar, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router-dom';
import { WIDGET_WIDTH_PX, truncateFor } from '@vg/common';
import { widgetOrigin } from '../../env';
import { useAgent } from '../../data/hooks/useAgents';
import { useRegion } from '../shell/hooks/useRegion';
import { useWidgetFrame } from '../widgetSettings/components/preview/useWidgetFrame';
import { widgetFrameUrl } from '../widgetSettings/components/preview/widgetFrameUrl';
import { NotFoundPage } from '../public/NotFoundPage.page';

/**
 * /app/{region}/prototype?vg_id={id}, or /{region}/prototype/{id} on an
 * agency's domain: a shareable page presenting the agent's chat.
 */
export function PrototypePage() {
  const region = useRegion();
  const [search] = useSearchParams();
  const { agentId: pathAgentId } = useParams();
  const agentId = search.get('vg_id') || pathAgentId || null;
  const agent = useAgent(region, agentId);
  const origin = widgetOrigin();
  const { frameRef } = useWidgetFrame(origin, () => undefined);
  if (!agentId || (agent.status === 'ready' && !agent.value)) return <NotFoundPage />;
  const value = agent.status === 'ready' ? agent.value : null;

  return (
    <Center
      mih="100vh"
      p="md"
      style={{
        background:
          'linear-gradient(135deg, var(--mantine-color-blue-light), var(--mantine-color-grape-light))',
      }}
    >
      <Stack align="center" gap="md">
        <Group>
          <Avatar
            src={value?.roundedImageURL || value?.avatarImageUrl || null}
            radius="xl"
            size="lg"
          />
          <div>
            <Title order={3}>{truncateFor('headerTitle', value?.title || 'Agent')}</Title>
            <Text c="dimmed" size="sm">
              {value?.description
                ? truncateFor('headerDescription', value.description)
                : 'Try the agent below'}
            </Text>
          </div>
        </Group>
        <Paper
          shadow="xl"
          radius="lg"
          style={{ overflow: 'hidden' }}
          w={WIDGET_WIDTH_PX.desktop}
          maw="95vw"
          h={700}
          mah="80vh"
        >
          <iframe
            ref={frameRef}
            src={widgetFrameUrl(origin, region, agentId, { hostOrigin: window.location.origin })}
            title="Agent chat"
            style={{ border: 0, width: '100%', height: '100%' }}
            allow="microphone; clipboard-write"
          />
        </Paper>
      </Stack>
    </Center>
  );
}
