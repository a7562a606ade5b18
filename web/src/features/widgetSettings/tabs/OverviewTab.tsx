import { Divider, Stack, Title } from '@mantine/core';
import { AgentFields } from '../form/AgentFields';
import { useAgentFormContext } from '../form/agentFormContext';
import type { FieldSpec } from '../form/fieldSpec';
import { languageOptions } from './languages';
import { useTranslateLanguages } from './useTranslateLanguages';
import { FLOW_PLATFORM_FIELDS } from '../../integrations/flowPlatformFields';

const BASICS: FieldSpec[] = [
  { kind: 'text', path: 'title', label: 'Title', placeholder: 'Support assistant' },
  { kind: 'text', path: 'description', label: 'Description', placeholder: 'Ask me anything' },
  {
    kind: 'segmented',
    path: 'agentPlatform',
    label: 'Platform',
    options: [
      { value: 'vg', label: 'Built-in (vg)' },
      { value: 'vf', label: 'Flow platform (vf)' },
      { value: 'oai-assistants', label: 'Assistants' },
    ],
  },
];

const MESSAGES: FieldSpec[] = [
  { kind: 'textarea', path: 'proactiveMessage', label: 'Proactive message', rows: 2 },
  {
    kind: 'text',
    path: 'branding',
    label: 'Branding text',
    description: 'Replaces "Powered by" for paid workspaces.',
  },
];

const IMAGES: FieldSpec[] = [
  { kind: 'image', path: 'roundedImageURL', label: 'Launcher image' },
  { kind: 'image', path: 'avatarImageUrl', label: 'Avatar image' },
  { kind: 'image', path: 'headerImageUrl', label: 'Header image' },
  { kind: 'image', path: 'bannerImageUrl', label: 'Banner image' },
  { kind: 'image', path: 'chatBgURL', label: 'Chat background image' },
];

const STATE: FieldSpec[] = [
  {
    kind: 'switch',
    path: 'disabled',
    label: 'Disable this agent',
    description: 'Visitors see a blocking screen.',
  },
];

export function OverviewTab() {
  const form = useAgentFormContext();
  const { languages } = useTranslateLanguages();
  const basics: FieldSpec[] = [
    ...BASICS,
    {
      kind: 'select',
      path: 'lang',
      label: 'Language',
      options: languageOptions(languages),
      searchable: true,
    },
  ];
  const platform = form.getValues().agentPlatform;
  return (
    <Stack gap="lg">
      <AgentFields fields={basics} columns={2} />
      {platform === 'vf' && <AgentFields fields={FLOW_PLATFORM_FIELDS} />}
      <AgentFields fields={MESSAGES} />
      <Divider />
      <Title order={5}>Images</Title>
      <AgentFields fields={IMAGES} columns={2} />
      <Divider />
      <AgentFields fields={STATE} />
    </Stack>
  );
}
