import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Switch,
  Tabs,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Agent } from '@vg/common';
import { agentColours } from '@vg/common/logic/widget/agentColours';
import { markAgentDeployed } from '../../../../data/agents';
import { widgetOrigin } from '../../../../env';
import { useEditorStore } from '../../../../store/editor';
import { useWorkspace } from '../../../workspaces/WorkspaceContext';
import { useAgentFormContext } from '../../form/agentFormContext';
import { EmbedStyleDemo } from './EmbedStyleDemo';
import {
  EMBED_STYLES,
  EMBED_STYLE_LABEL,
  buildEmbedSnippet,
  type EmbedStyle,
  type RenderMode,
  type ScriptVersion,
} from './embedSnippets';
import { SnippetBlock } from './SnippetBlock';

/**
 * Deploy Widget: the embed snippets for the saved agent; Done marks it
 * deployed. The snippets carry the saved agent's launcher colours, and
 * follow them live when the widget's colours change.
 */
export function WidgetScriptModal({ liveAgent }: { liveAgent: Agent | null }) {
  const opened = useEditorStore((s) => s.scriptModalOpen);
  const setOpened = useEditorStore((s) => s.setScriptModalOpen);
  const form = useAgentFormContext();
  const { region } = useWorkspace();
  const agentId = form.getValues().ID;
  const [version, setVersion] = useState<ScriptVersion>('live');
  const [style, setStyle] = useState<EmbedStyle>('popup');
  const [render, setRender] = useState<RenderMode>('bottom-right');
  const [autostart, setAutostart] = useState(false);
  const [withVisitor, setWithVisitor] = useState(false);
  const [finishing, setFinishing] = useState(false);

  const done = async () => {
    setFinishing(true);
    try {
      await markAgentDeployed(region, agentId);
      setOpened(false);
    } catch (error) {
      notifications.show({
        color: 'red',
        message: `Failed to save agent, ${(error as Error).message}`,
        autoClose: 2000,
      });
    } finally {
      setFinishing(false);
    }
  };

  const options = {
    origin: widgetOrigin(),
    agentId,
    region,
    render,
    version,
    autostart,
    withVisitor,
    launcher: liveAgent ? agentColours(liveAgent) : undefined,
  };

  return (
    <Modal
      opened={opened && !!agentId}
      onClose={() => setOpened(false)}
      title="Widget Script"
      size="xl"
    >
      <Stack>
        <Group justify="space-between">
          <SegmentedControl
            aria-label="Script version"
            value={version}
            onChange={(value) => setVersion(value as ScriptVersion)}
            data={[
              { value: 'live', label: 'Live' },
              { value: 'dev', label: 'Dev' },
            ]}
          />
          <Group gap="xs">
            <Anchor size="sm" href={`/app/${region}/agents/${agentId}/channels/voice`}>
              Voice package
            </Anchor>
            <Button size="xs" variant="default" disabled>
              Help · SOON
            </Button>
          </Group>
        </Group>
        {version === 'dev' && (
          <Alert color="orange" title="Dev version">
            The Dev script is highly experimental; use Live on production sites.
          </Alert>
        )}
        <Group>
          <SegmentedControl
            aria-label="Render mode"
            value={render}
            onChange={(value) => setRender(value as RenderMode)}
            data={[
              { value: 'bottom-right', label: 'Bottom right' },
              { value: 'bottom-left', label: 'Bottom left' },
              { value: 'full-width', label: 'Full width' },
            ]}
          />
          <Switch
            label="Autostart"
            checked={autostart}
            onChange={(e) => setAutostart(e.currentTarget.checked)}
          />
          <Switch
            label="Visitor details"
            checked={withVisitor}
            onChange={(e) => setWithVisitor(e.currentTarget.checked)}
          />
        </Group>
        <Tabs value={style} onChange={(value) => value && setStyle(value as EmbedStyle)}>
          <Tabs.List>
            {EMBED_STYLES.map((key) => (
              <Tabs.Tab key={key} value={key}>
                {EMBED_STYLE_LABEL[key]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {EMBED_STYLES.map((key) => (
            <Tabs.Panel key={key} value={key} pt="md">
              <Stack>
                <EmbedStyleDemo style={key} />
                {key === 'iframe' && (
                  <Text size="sm" c="dimmed">
                    A plain iframe: no custom CSS and no loader options.
                  </Text>
                )}
                {key !== 'iframe' && key !== 'chatbox' && render !== 'full-width' && (
                  <Text size="sm" c="dimmed">
                    The launcher shows the colours in this snippet until a visitor's chat has
                    loaded: copy it again after changing the widget's colours.
                  </Text>
                )}
                <SnippetBlock
                  code={buildEmbedSnippet(key, options)}
                  label={EMBED_STYLE_LABEL[key]}
                />
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
        <Group justify="flex-end">
          <Button onClick={() => void done()} loading={finishing}>
            Done
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
