import { Stack, Switch } from '@mantine/core';
import { isHandoffBannerEnabled, isHandoffEnabled } from '@vg/common';
import { AgentFields } from '../form/AgentFields';
import { useAgentFormContext } from '../form/agentFormContext';
import type { FieldSpec } from '../form/fieldSpec';

const BANNER_TEXTS: FieldSpec[] = [
  { kind: 'text', path: 'UIhandoffTitle', label: 'Handoff title' },
  { kind: 'text', path: 'UIhandoffSubtitle', label: 'Handoff subtitle' },
];

const TIMEOUT: FieldSpec[] = [
  {
    kind: 'number',
    path: 'handoffTimeout',
    label: 'Handoff timeout',
    description: 'Seconds a visitor waits for the team before the AI takes over again.',
    min: 1,
    suffix: ' s',
  },
];

/**
 * Human handoff: one master switch, and the banner's switches under it,
 * which only count (and can only be changed) while handoff is on. The
 * switches read the agent as every other part of the product does
 * (`isHandoffEnabled`), so what the editor shows is what visitors get.
 */
export function HandoffSection() {
  const form = useAgentFormContext();
  const values = form.getValues();
  const enabled = isHandoffEnabled(values);
  const banner = isHandoffBannerEnabled(values);

  return (
    <Stack gap="md">
      <Switch
        label="Enable human handoff"
        description="Visitors can ask for a person (typed, with a button, or through an agent action) and your team answers from the inbox."
        checked={enabled}
        // Set explicitly, so agents saved with only the banner switch follow it too.
        onChange={(event) => form.setFieldValue('enableHumanHandoff', event.currentTarget.checked)}
      />
      <Switch
        label="Show the handoff banner"
        description="The team's avatars and the '⚡ Chat' button above the chat."
        disabled={!enabled}
        checked={banner}
        onChange={(event) => form.setFieldValue('enableVGHandoff', event.currentTarget.checked)}
      />
      <Switch
        label="Show the banner when no one is online"
        disabled={!banner}
        checked={banner && values.alwaysShowHandoff === true}
        onChange={(event) => form.setFieldValue('alwaysShowHandoff', event.currentTarget.checked)}
      />
      <AgentFields fields={BANNER_TEXTS} columns={2} />
      <AgentFields fields={TIMEOUT} columns={2} />
    </Stack>
  );
}
