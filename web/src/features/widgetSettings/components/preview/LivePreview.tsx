import { useEffect } from 'react';
import { Paper, Stack, Text } from '@mantine/core';
import { WIDGET_WIDTH_PX, previewAgentMessage } from '@vg/common';
import { widgetOrigin } from '../../../../env';
import { useWorkspace } from '../../../workspaces/WorkspaceContext';
import { useAgentFormContext } from '../../form/agentFormContext';
import { useWidgetFrame } from './useWidgetFrame';
import { widgetFrameUrl } from './widgetFrameUrl';

/**
 * The real widget beside the editor. Every edit is posted to it as typed;
 * saved changes also reach it (and every other open widget) through its
 * own live listener on the agent document.
 */
export function LivePreview() {
  const form = useAgentFormContext();
  const { region } = useWorkspace();
  const values = form.getValues();
  const origin = widgetOrigin();
  const { frameRef, post } = useWidgetFrame(origin, (send) =>
    send(previewAgentMessage(form.getValues())),
  );

  useEffect(() => {
    // Secret fields are left out: they never reach the frame.
    post(previewAgentMessage(values));
  }, [values]);

  const src = widgetFrameUrl(origin, region, values.ID || null, {
    preview: true,
    hostOrigin: window.location.origin,
  });

  return (
    <Stack gap={6} w={WIDGET_WIDTH_PX.desktop} maw="100%">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        Live preview
      </Text>
      <Paper withBorder radius="lg" style={{ overflow: 'hidden' }} h={640}>
        <iframe
          ref={frameRef}
          key={src}
          src={src}
          title="Widget preview"
          style={{ border: 0, width: '100%', height: '100%' }}
          allow="microphone; clipboard-write"
        />
      </Paper>
    </Stack>
  );
}
