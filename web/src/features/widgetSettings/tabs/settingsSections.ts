import type { FieldSpec } from '../form/fieldSpec';
import {
  BEHAVIOUR_FIELDS,
  INSTRUCTION_FIELDS,
  KNOWLEDGE_FIELDS,
  MODEL_FIELDS,
} from '../../builder/prompt/promptFields';

/** Sections of the Settings tab, addressed by ?tab= (spec 4). */
export const SETTINGS_SECTIONS = [
  'core',
  'ui',
  'language',
  'security',
  'notifications',
  'handoff',
  'technical',
  'analytics',
  'advanced',
  'integrations',
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export const SECTION_LABEL: Record<SettingsSection, string> = {
  core: 'Core',
  ui: 'Interface',
  language: 'Language',
  security: 'Security & limits',
  notifications: 'Notifications',
  handoff: 'Human handoff',
  technical: 'Technical',
  analytics: 'Analytics',
  advanced: 'Advanced',
  integrations: 'Integrations',
};

/** Sections drawn by their own component rather than from a field list. */
export type CustomSection = 'security' | 'handoff' | 'language';

export const SECTION_FIELDS: Record<Exclude<SettingsSection, CustomSection>, FieldSpec[]> = {
  core: [
    {
      kind: 'number',
      path: 'messageDelayMS',
      label: 'Delay between bot messages',
      min: 0,
      step: 100,
      suffix: ' ms',
    },
    {
      kind: 'number',
      path: 'delayBeforeSubmit',
      label: 'Delay before submit',
      min: 0,
      step: 100,
      suffix: ' ms',
    },
    { kind: 'switch', path: 'autoStartWidget', label: 'Open the widget automatically' },
    { kind: 'switch', path: 'syncBrowser', label: 'Sync the chat across browser tabs' },
    { kind: 'switch', path: 'listenForUrlChanges', label: 'Listen for URL changes' },
    { kind: 'switch', path: 'chatForget', label: 'Start a new chat every session' },
    { kind: 'switch', path: 'smartInit', label: 'Smart initialization' },
  ],
  ui: [
    { kind: 'switch', path: 'disableRating', label: 'Disable conversation rating' },
    { kind: 'switch', path: 'enableQuickFileUpload', label: 'Quick file upload' },
    { kind: 'switch', path: 'acceptFileUpload', label: 'Accept file uploads' },
    { kind: 'switch', path: 'enableAudioSupport', label: 'Voice dictation' },
    { kind: 'switch', path: 'vgOptions.showSources', label: 'Show sources under answers' },
    {
      kind: 'textarea',
      path: 'customButtonJSON_STRING',
      label: 'Footer buttons (JSON)',
      rows: 3,
      mono: true,
    },
  ],
  notifications: [
    { kind: 'switch', path: 'soundEffectEnabled', label: 'Play a sound on new bot messages' },
    { kind: 'image', path: 'soundEffectUrl', label: 'Sound URL' },
  ],
  technical: [
    {
      kind: 'number',
      path: 'vgOptions.maxChunkSize',
      label: 'Max chunk size',
      description: 'At least 1000.',
      step: 100,
    },
    { kind: 'switch', path: 'enableNodes', label: 'Enable nodes (canvas)' },
    { kind: 'number', path: 'kbDimension', label: 'Knowledge embedding dimension', min: 1 },
    // The prompt view's knowledge settings, also here with the other technical ones.
    ...KNOWLEDGE_FIELDS,
  ],
  analytics: [
    { kind: 'switch', path: 'recordChatHistory', label: 'Record chat history' },
    { kind: 'switch', path: 'enableGeoAnalytics', label: 'Geo analytics' },
  ],
  // The prompt view's instructions, model and behaviour (features/builder).
  advanced: [...INSTRUCTION_FIELDS, ...MODEL_FIELDS, ...BEHAVIOUR_FIELDS],
  integrations: [
    { kind: 'text', path: 'vapi.id', label: 'Voice assistant id' },
    { kind: 'switch', path: 'vapiConfig.enableVapiOnWeb', label: 'Voice calls on the web widget' },
    {
      kind: 'switch',
      path: 'vapiConfig.overrideWithVG',
      label: 'Answer voice calls with this agent',
    },
    { kind: 'textarea', path: 'vapiConfig.promptOnWeb', label: 'Voice prompt on the web', rows: 2 },
    {
      kind: 'number',
      path: 'vapiConfig.maxCostMonthly',
      label: 'Max voice cost per month',
      min: 0,
      suffix: ' $',
    },
    {
      kind: 'number',
      path: 'vapiConfig.maxMinutesMonthly',
      label: 'Max voice minutes per month',
      min: 0,
    },
    { kind: 'switch', path: 'voiceConfig.config.enableWebCalling', label: 'Web calling panel' },
    { kind: 'text', path: 'flowiseWebhookUrl', label: 'Flowise webhook URL' },
    { kind: 'secret', path: 'flowiseWebhookSecret', label: 'Flowise webhook secret' },
    { kind: 'text', path: 'webhookUrl', label: 'Webhook URL' },
  ],
};

/** The token allowance (maxTokensUsage) comes with the plan: shown above, set by billing. */
export const LIMIT_FIELDS: FieldSpec[] = [
  { kind: 'number', path: 'messagesLimit', label: 'Messages limit', min: 0 },
  {
    kind: 'number',
    path: 'limits.maxInteractionsPerUserId',
    label: 'Max interactions per visitor',
    min: 1,
  },
];

export function isSettingsSection(value: string | null): value is SettingsSection {
  return (SETTINGS_SECTIONS as readonly string[]).includes(value ?? '');
}
