import { useEffect, useRef } from 'react';
import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Outlet } from 'react-router-dom';
import type { Agent, AgentSecrets } from '@vg/common';
import { useEditorStore } from '../../store/editor';
import { useOpenedOnce } from '../shell/hooks/useOpenedOnce';
import { AgentToolbar } from './components/AgentToolbar';
import { VersionHistoryModal } from './components/versions/VersionHistoryModal';
import { WidgetScriptModal } from './components/script/WidgetScriptModal';
import { AgentFormProvider, useAgentForm, type AgentFormValues } from './form/agentFormContext';
import { agentFormErrors, formValuesFromAgent } from './form/agentFormValues';

export const LOADED_MESSAGE = 'Widget data loaded succesfully';

/**
 * Holds the agent form for every editor tab. Edits stay local until Save;
 * while the form is untouched it follows the stored agent live, so a save
 * made elsewhere shows up here too. `secrets` is null while the owner's
 * secrets are still on their way (only pages without a form field open
 * then): Save and the version history wait for them, so a save never
 * writes keys the form has not read.
 */
export function AgentEditorFrame({
  liveAgent,
  secrets,
  initial,
  formShown = true,
}: {
  liveAgent: Agent | null;
  secrets: AgentSecrets | null;
  initial?: AgentFormValues;
  /**
   * Whether the page shows the agent's settings (the editor's tabs), not what
   * its visitors did (Home, Analytics, Leads, Campaigns, Metrics, the inbox).
   * The load notice is the settings screen's: it shows the first time one opens.
   */
  formShown?: boolean;
}) {
  const form = useAgentForm({
    initialValues: initial ?? formValuesFromAgent(liveAgent as Agent, secrets ?? {}),
    validate: (values) => agentFormErrors(values),
  });

  const announced = useRef(false);
  useEffect(() => {
    if (!liveAgent || !secrets || !formShown || announced.current) return;
    announced.current = true;
    // The id keeps a remount (strict mode, secrets arriving) from announcing twice.
    notifications.show({
      id: `widget-loaded-${liveAgent.ID}`,
      color: 'green',
      message: LOADED_MESSAGE,
      autoClose: 2000,
    });
  }, [liveAgent, secrets, formShown]);

  const formEpoch = useEditorStore((s) => s.formEpoch);
  const appliedEpoch = useRef(formEpoch);
  // What the form's values were last taken from: the first render took them already.
  const appliedFrom = useRef(initial ? null : { liveAgent, secrets });
  useEffect(() => {
    if (!liveAgent) return;
    const from = appliedFrom.current;
    const same = from?.liveAgent === liveAgent && from.secrets === secrets;
    // Within one epoch: nothing new to take, or edits in progress to keep.
    if (appliedEpoch.current === formEpoch && (same || form.isDirty())) return;
    appliedEpoch.current = formEpoch;
    appliedFrom.current = { liveAgent, secrets };
    const values = formValuesFromAgent(liveAgent, secrets ?? {});
    form.setValues(values);
    form.resetDirty(values);
    // `form` is stable for the component's life.
  }, [liveAgent, secrets, formEpoch]);

  const scriptMounted = useOpenedOnce(useEditorStore((s) => s.scriptModalOpen));
  const versionsMounted = useOpenedOnce(useEditorStore((s) => s.versionsOpen));

  return (
    <AgentFormProvider form={form}>
      <Stack gap="md">
        <AgentToolbar liveAgent={liveAgent} secretsLoading={secrets === null} />
        <Outlet />
      </Stack>
      {scriptMounted && <WidgetScriptModal liveAgent={liveAgent} />}
      {liveAgent && versionsMounted && <VersionHistoryModal agent={liveAgent} />}
    </AgentFormProvider>
  );
}
