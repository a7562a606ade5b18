import type { FieldSpec } from '../../widgetSettings/form/fieldSpec';

/**
 * The fields of the prompt view, by section. Each is used by the built-in
 * runtime (functions/src/runtime): see the descriptions for how.
 */
export const INSTRUCTION_FIELDS: FieldSpec[] = [
  {
    kind: 'textarea',
    path: 'systemPrompt',
    label: 'System prompt',
    description: 'Who the agent is and how it behaves. Empty: a helpful assistant for this site.',
    rows: 5,
  },
  {
    kind: 'textarea',
    path: 'prompt',
    label: 'Prompt',
    description: 'Instructions added to every answer (tone, what to ask, what never to say).',
    rows: 4,
  },
  {
    kind: 'textarea',
    path: 'initPrompt',
    label: 'Opening prompt',
    description:
      'How the model opens a new chat (with a model server; offline, the opening messages or the greeting open it).',
    rows: 2,
  },
  {
    kind: 'lines',
    path: 'initMessages',
    label: 'Opening messages',
    description: 'One message per line; a new chat starts with these, before any opening prompt.',
  },
];

export const MODEL_FIELDS: FieldSpec[] = [
  {
    kind: 'text',
    path: 'defaultModel',
    label: 'Model',
    description: 'Model id on the model server. Empty: the deployment’s default model.',
    placeholder: 'gpt-4o-mini',
  },
  {
    kind: 'number',
    path: 'temperature',
    label: 'Temperature',
    description: '0 answers the same way each time; higher varies the wording.',
    min: 0,
    max: 2,
    step: 0.1,
  },
  {
    kind: 'number',
    path: 'maxTokens',
    label: 'Max tokens per answer',
    description: 'Caps the length of each answer.',
    min: 1,
  },
];

export const KNOWLEDGE_FIELDS: FieldSpec[] = [
  {
    kind: 'number',
    path: 'kbTopChunks',
    label: 'Knowledge chunks per answer',
    description: 'Best-matching passages given to the model (default 3).',
    min: 1,
  },
  {
    kind: 'number',
    path: 'kbDocsNum',
    label: 'Knowledge documents',
    description: 'Different documents those passages may come from. Empty: any.',
    min: 0,
  },
  {
    kind: 'number',
    path: 'kbCharCount',
    label: 'Knowledge characters',
    description: 'Characters of knowledge text per answer at most. Empty: no cap.',
    min: 0,
  },
  {
    kind: 'number',
    path: 'ifKnowsThreshold',
    label: 'Knows-answer threshold',
    description:
      'How much of the question the knowledge must cover (0–1, or a percentage); below it the agent says it does not know.',
    step: 0.05,
    min: 0,
    max: 100,
  },
  {
    kind: 'select',
    path: 'kb_llm.searchMethod',
    label: 'Search method',
    description:
      'Smart makes a follow-up question ("and on Sundays?") standalone before searching.',
    options: [
      { value: 'simple', label: 'Simple: the visitor’s words' },
      { value: 'smart', label: 'Smart: follow-ups in context' },
    ],
  },
  {
    kind: 'textarea',
    path: 'kb_llm.searchPrompt',
    label: 'Search prompt',
    description: 'Smart search with a model: how it rewrites the question.',
    rows: 2,
  },
  {
    kind: 'text',
    path: 'kb_llm.modelId',
    label: 'Search model',
    description: 'Smart search with a model. Empty: the agent’s model.',
  },
  {
    kind: 'number',
    path: 'kb_llm.temprature',
    label: 'Search temperature',
    min: 0,
    max: 2,
    step: 0.1,
  },
  { kind: 'number', path: 'kb_llm.maxTokens', label: 'Search max tokens', min: 1 },
];

export const BEHAVIOUR_FIELDS: FieldSpec[] = [
  {
    kind: 'switch',
    path: 'enableUIEngine',
    label: 'UI engine',
    description:
      'Answers may end in buttons: the model offers quick replies; offline, topics close to an unknown question are offered.',
  },
  {
    kind: 'switch',
    path: 'enableAboutContext',
    label: 'About context',
    description: 'Tells the model today’s date and time and the site the visitor is chatting on.',
  },
];
