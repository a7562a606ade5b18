import { agentSchema, type Agent } from '@vg/common/schemas/agent';

/**
 * The public agent document `voiceglow/{agentId}` as the chat uses it, read
 * the same way from the first REST read and from the live listener. A
 * document that fails the schema is an error.
 */
export function readAgentDocument(agentId: string, data: Record<string, unknown>): Agent {
  const parsed = agentSchema.safeParse({ ID: agentId, ...data });
  if (parsed.success) return parsed.data;
  throw new Error(`Agent ${agentId}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
}
