import { useEffect, useState } from 'react';
import { Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router-dom';
import type { Agent, Backup } from '@vg/common';
import { listBackups, revertToBackup } from '../../../../data/backups';
import { useEditorStore } from '../../../../store/editor';
import { useWorkspace } from '../../../workspaces/WorkspaceContext';
import { downloadBackup } from './downloadBackup';
import { VersionList, type VersionListState } from './VersionList';

export const VERSION_MESSAGES = {
  reverted: 'Agent reverted successfully, please wait..',
  downloaded: 'Agent template downloaded successfully!.',
} as const;

export function VersionHistoryModal({ agent }: { agent: Agent }) {
  const opened = useEditorStore((s) => s.versionsOpen);
  const setOpened = useEditorStore((s) => s.setVersionsOpen);
  const reloadForm = useEditorStore((s) => s.reloadForm);
  const { region } = useWorkspace();
  const navigate = useNavigate();
  const [state, setState] = useState<VersionListState>({ status: 'loading' });
  const [reverting, setReverting] = useState<string | null>(null);

  useEffect(() => {
    if (!opened) return;
    let cancelled = false;
    setState({ status: 'loading' });
    listBackups(region, agent.ID).then(
      (backups) => !cancelled && setState({ status: 'ready', backups }),
      () => !cancelled && setState({ status: 'error' }),
    );
    return () => {
      cancelled = true;
    };
  }, [opened, region, agent.ID, agent.lastModified]);

  const revert = async (backup: Backup) => {
    setReverting(backup.id);
    try {
      const restored = await revertToBackup(region, agent.ID, backup.id);
      reloadForm();
      notifications.show({ color: 'green', message: VERSION_MESSAGES.reverted, autoClose: 2000 });
      setOpened(false);
      navigate(`/app/${region}/agents/${restored.agentTemplate.agentData.ID}/overview`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      notifications.show({
        color: 'red',
        message: `Error reverting to backup: ${message}`,
        autoClose: 3000,
      });
    } finally {
      setReverting(null);
    }
  };

  const download = (backup: Backup) => {
    downloadBackup(backup);
    notifications.show({ color: 'green', message: VERSION_MESSAGES.downloaded, autoClose: 2000 });
  };

  return (
    <Modal opened={opened} onClose={() => setOpened(false)} title="Versions History" size="lg">
      <Text size="sm" c="dimmed" mb="sm">
        The 20 most recent saves are kept.
      </Text>
      <VersionList
        state={state}
        onRevert={(backup) => void revert(backup)}
        onDownload={download}
        reverting={reverting}
      />
    </Modal>
  );
}
