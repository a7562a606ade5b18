import { Divider, Stack, Title } from '@mantine/core';
import { AgentFields } from '../../widgetSettings/form/AgentFields';
import {
  BEHAVIOUR_FIELDS,
  INSTRUCTION_FIELDS,
  KNOWLEDGE_FIELDS,
  MODEL_FIELDS,
} from './promptFields';

/**
 * The prompt view of a built-in agent: instructions, model, knowledge
 * search and behaviour. Saved with the agent (Save, version history). With
 * nodes enabled these apply to every step of the canvas.
 */
export function PromptPanel() {
  return (
    <Stack gap="lg" maw={900}>
      <section aria-labelledby="prompt-instructions">
        <Title order={2} size="h4" id="prompt-instructions" mb="sm">
          Instructions
        </Title>
        <AgentFields fields={INSTRUCTION_FIELDS} />
      </section>
      <Divider />
      <section aria-labelledby="prompt-model">
        <Title order={2} size="h4" id="prompt-model" mb="sm">
          Model
        </Title>
        <AgentFields fields={MODEL_FIELDS} columns={3} />
      </section>
      <Divider />
      <section aria-labelledby="prompt-knowledge">
        <Title order={2} size="h4" id="prompt-knowledge" mb="sm">
          Knowledge
        </Title>
        <AgentFields fields={KNOWLEDGE_FIELDS} columns={2} />
      </section>
      <Divider />
      <section aria-labelledby="prompt-behaviour">
        <Title order={2} size="h4" id="prompt-behaviour" mb="sm">
          Behaviour
        </Title>
        <AgentFields fields={BEHAVIOUR_FIELDS} columns={2} />
      </section>
    </Stack>
  );
}
