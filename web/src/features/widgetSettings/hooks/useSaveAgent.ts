import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notifications } from '@mantine/notifications';
import { TEXT, agentSaveFailedMessage, widgetSavedPath, type Agent } from '@vg/common';
import { saveAgent } from '../../../data/agentSave';
import { useWorkspace } from '../../workspaces/WorkspaceContext';
import { useAgentFormContext } from '../form/agentFormContext';
import { showPlanLimitNotice } from '../../billing/components/showPlanLimitNotice';

export const SAVED_MESSAGE = 'Saved successfully';

/**
 * Save: validate, write agent + secrets + version in one go, then go to the
 * agent's address (vg: /agents/{id}; vf: /agents/vf?vg_id={id}) if it was new.
 * Open widgets see the save as soon as the agent is written; the button stays
 * busy until versions beyond the newest 20 are dropped, so at most 20 are
 * stored whenever it is ready again.
 */
export function useSaveAgent(liveAgent: Agent | null): {
  save: () => Promise<void>;
  saving: boolean;
} {
  const form = useAgentFormContext();
  const { region } = useWorkspace();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const { hasErrors, errors } = form.validate();
    if (hasErrors) {
      const chunkError = errors['vgOptions.maxChunkSize'];
      notifications.show({
        color: 'red',
        message: chunkError ? TEXT.maxChunkSize : 'Please correct the highlighted fields.',
        autoClose: 2000,
      });
      return;
    }
    setSaving(true);
    try {
      const values = form.getValues();
      const { id, agent, pruned } = await saveAgent(region, values, liveAgent);
      // Untouched again: the editor follows the stored agent until the next edit.
      form.resetDirty(values);
      notifications.show({ color: 'green', message: SAVED_MESSAGE, autoClose: 2000 });
      if (!liveAgent) {
        navigate(widgetSavedPath(region, id, agent.agentPlatform), { replace: true });
      }
      // The agent is saved either way; the next save drops what is left over.
      await pruned.catch((error: unknown) =>
        console.warn('Older versions were not dropped', error),
      );
    } catch (error) {
      // The plan's agent limit: its message with the way to upgrade.
      if (showPlanLimitNotice(region, error)) return;
      const message = error instanceof Error ? error.message : String(error);
      notifications.show({
        color: 'red',
        message: agentSaveFailedMessage(message),
        autoClose: 2000,
      });
    } finally {
      setSaving(false);
    }
  };

  return { save, saving };
}
