import { agentDocumentSchema, agentSchema, type Agent, type AgentSecrets } from '@vg/common';
import type { AgentFormValues } from './agentFormContext';

/** Values of the form for a stored agent and its secrets. */
export function formValuesFromAgent(agent: Agent, secrets: AgentSecrets): AgentFormValues {
  return { ...agent, ...secrets };
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
  return { ...agent, ID: '' };
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
