import { Fragment } from 'react';
import { Divider, Stack, Title } from '@mantine/core';
import { AgentFields } from '../../widgetSettings/form/AgentFields';
import type { FieldSpec } from '../../widgetSettings/form/fieldSpec';
import {
  BEHAVIOUR_FIELDS,
  INSTRUCTION_FIELDS,
  KNOWLEDGE_FIELDS,
  MODEL_FIELDS,
} from './promptFields';

const SECTIONS: { id: string; title: string; fields: FieldSpec[]; columns: number }[] = [
  { id: 'prompt-instructions', title: 'Instructions', fields: INSTRUCTION_FIELDS, columns: 1 },
  { id: 'prompt-model', title: 'Model', fields: MODEL_FIELDS, columns: 3 },
  { id: 'prompt-knowledge', title: 'Knowledge', fields: KNOWLEDGE_FIELDS, columns: 2 },
  { id: 'prompt-behaviour', title: 'Behaviour', fields: BEHAVIOUR_FIELDS, columns: 2 },
];

/**
 * The prompt view of a built-in agent: instructions, model, knowledge
 * search and behaviour. Saved with the agent (Save, version history). With
 * nodes enabled these apply to every step of the canvas.
 */
export function PromptPanel() {
  return (
    <Stack gap="lg" maw={900}>
      {SECTIONS.map((section, index) => (
        <Fragment key={section.id}>
          {index > 0 && <Divider />}
          <section aria-labelledby={section.id}>
            <Title order={2} size="h4" id={section.id} mb="sm">
              {section.title}
            </Title>
            <AgentFields fields={section.fields} columns={section.columns} />
          </section>
        </Fragment>
      ))}
    </Stack>
  );
}
