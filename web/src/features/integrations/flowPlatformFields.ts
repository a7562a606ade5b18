import type { FieldSpec } from '../widgetSettings/form/fieldSpec';

/** The flow platform's key: on Overview and on the Integrations tab of a 'vf' agent. */
export const FLOW_PLATFORM_FIELDS: FieldSpec[] = [
  {
    kind: 'secret',
    path: 'VF_DIALOGUE_API_KEY',
    label: 'Voiceflow dialogue API key',
    description: 'Kept in the private settings of this agent; needed to test and run the flow.',
  },
];
