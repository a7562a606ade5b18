import { Alert, Stack } from '@mantine/core';
import { AgentFields } from '../form/AgentFields';
import type { FieldSpec } from '../form/fieldSpec';
import { languageOptions } from './languages';
import { useTranslateLanguages } from './useTranslateLanguages';

/**
 * Language: the widget's language (from GET …/translate, plus 'automatic')
 * and AI translation. Where the deployment has no language model, a notice
 * says that answers will not be translated and how to change that.
 */
export function LanguageSection() {
  const { languages, aiTranslation } = useTranslateLanguages();
  const fields: FieldSpec[] = [
    {
      kind: 'select',
      path: 'lang',
      label: 'Widget language',
      description: "The widget's texts; 'Automatic' follows the visitor's browser.",
      options: languageOptions(languages),
      searchable: true,
    },
    {
      kind: 'switch',
      path: 'enableAITranslate',
      label: 'Translate answers with AI',
      description: 'Each answer is translated before it is sent.',
    },
    {
      kind: 'text',
      path: 'AITranslateTo',
      label: 'Translate answers to',
      description: "A language code such as de; empty: the widget's language.",
      placeholder: 'e.g. de',
    },
    {
      kind: 'switch',
      path: 'translateUserResponse',
      label: 'Translate visitor messages',
      description:
        "The agent reads each message in its own language; the transcript keeps the visitor's words.",
    },
  ];
  return (
    <Stack>
      {aiTranslation && !aiTranslation.available && (
        <Alert color="yellow" title="AI translation is off on this deployment">
          {aiTranslation.message}
        </Alert>
      )}
      <AgentFields fields={fields} columns={2} />
    </Stack>
  );
}
