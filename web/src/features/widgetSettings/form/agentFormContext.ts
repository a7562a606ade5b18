import { createFormContext } from '@mantine/form';
import type { Agent, AgentSecrets } from '@vg/common';

/**
 * What the editor edits: the public agent fields plus the keys that live in
 * the private secrets document. The save splits them again.
 */
export type AgentFormValues = Agent & AgentSecrets;

// The form lives in the agent layout so unsaved edits survive switching
// between the editor's tabs (which are routes).
export const [AgentFormProvider, useAgentFormContext, useAgentForm] =
  createFormContext<AgentFormValues>();

export type AgentForm = ReturnType<typeof useAgentForm>;
