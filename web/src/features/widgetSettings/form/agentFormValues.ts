import { agentDocumentSchema, agentSchema, type Agent, type AgentSecrets } from '@vg/common';
import type { AgentFormValues } from './agentFormContext';

/**
 * Nested settings objects the editor writes into by path. Mantine's
 * setFieldValue cannot create a missing parent, so each starts as {}.
 */
const NESTED_CONTAINERS = ['ui', 'vgOptions', 'kb_llm', 'vapi', 'vapiConfig', 'limits'] as const;

export function withNestedContainers(values: AgentFormValues): AgentFormValues {
  const filled: Record<string, unknown> = { ...values };
  for (const key of NESTED_CONTAINERS) filled[key] ??= {};
  const voice = (filled.voiceConfig ?? {}) as { config?: object };
  filled.voiceConfig = { ...voice, config: voice.config ?? {} };
  return filled as AgentFormValues;
}

/** Values of the form for a stored agent and its secrets. */
export function formValuesFromAgent(agent: Agent, secrets: AgentSecrets): AgentFormValues {
  return withNestedContainers({ ...agent, ...secrets });
}

/**
 * A new agent before its first save: the schema's defaults, owned by the
 * current workspace, with an empty ID (the save assigns one).
 */
export function newAgentValues(
  ownerId: string,
  seed: { title?: string; description?: string; agentPlatform?: Agent['agentPlatform'] },
): AgentFormValues {
  const agent = agentSchema.parse({ ID: 'new', ownerID: ownerId, ...seed });
  return withNestedContainers({ ...agent, ID: '' });
}

/**
 * Schema errors as a Mantine form error map (`path.to.field` → message).
 * The ID of a new agent is not checked: the save assigns it.
 */
export function agentFormErrors(values: AgentFormValues): Record<string, string> {
  const result = agentDocumentSchema.safeParse({ ...values, ID: values.ID || 'new' });
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}
