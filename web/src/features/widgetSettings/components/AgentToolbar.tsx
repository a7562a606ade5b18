import { Button, Group, Paper } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCode, IconExternalLink, IconPresentation } from '@tabler/icons-react';
import { prototypeUrl, type Agent } from '@vg/common';
import { useEditorStore } from '../../../store/editor';
import { AgentSwitcher } from '../../agents/components/AgentSwitcher';
import { useWorkspace } from '../../workspaces/WorkspaceContext';
import { useAgentFormContext } from '../form/agentFormContext';
import { useSaveAgent } from '../hooks/useSaveAgent';
import { SaveSplitButton } from './SaveSplitButton';
import { TestChatbotButton } from './TestChatbotButton';

export const SAVE_FIRST_MESSAGE = 'Please save and publish first.';

/**
 * Switcher, test, deploy, prototype/demo links and Save for the agent being
 * edited; Save and the version history wait while the secrets load.
 */
export function AgentToolbar({
  liveAgent,
  secretsLoading = false,
}: {
  liveAgent: Agent | null;
  secretsLoading?: boolean;
}) {
  const form = useAgentFormContext();
  const { region } = useWorkspace();
  const { save, saving } = useSaveAgent(liveAgent);
  const debuggerOpen = useEditorStore((s) => s.debuggerOpen);
  const setDebuggerOpen = useEditorStore((s) => s.setDebuggerOpen);
  const setScriptModalOpen = useEditorStore((s) => s.setScriptModalOpen);
  const setVersionsOpen = useEditorStore((s) => s.setVersionsOpen);
  const id = liveAgent?.ID ?? null;
  const values = form.getValues();

  const deploy = () => {
    if (!id) {
      notifications.show({ color: 'yellow', message: SAVE_FIRST_MESSAGE, autoClose: 2500 });
      return;
    }
    setScriptModalOpen(true);
  };

  return (
    <Paper withBorder p="xs" radius="md">
      <Group justify="space-between" gap="xs">
        <AgentSwitcher agentId={id} />
        <Group gap="xs">
          <TestChatbotButton
            saved={!!id}
            platform={values.agentPlatform}
            dialogueKey={values.VF_DIALOGUE_API_KEY}
            open={debuggerOpen}
            onToggle={setDebuggerOpen}
            onBlocked={(message) => notifications.show({ color: 'red', message, autoClose: 3000 })}
          />
          <Button variant="default" leftSection={<IconCode size={16} />} onClick={deploy}>
            Deploy Widget
          </Button>
          <Button
            variant="default"
            component="a"
            href={id ? prototypeUrl(region, id) : undefined}
            target="_blank"
            rel="noreferrer"
            disabled={!id}
            leftSection={<IconPresentation size={16} />}
          >
            Prototype
          </Button>
          <Button
            variant="default"
            component="a"
            href={id ? `/app/${region}/demo/${id}/page1` : undefined}
            target="_blank"
            rel="noreferrer"
            disabled={!id}
            leftSection={<IconExternalLink size={16} />}
          >
            Demo
          </Button>
          <SaveSplitButton
            onSave={() => void save()}
            onVersions={() => setVersionsOpen(true)}
            saving={saving || secretsLoading}
            dirty={form.isDirty()}
            versionsDisabled={!id || secretsLoading}
          />
        </Group>
      </Group>
    </Paper>
  );
}
