import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { StoredAgent } from './loadAgent';

/**
 * `agentUsage/{agentId}`: the tokens an agent id has used and its token
 * allowance, kept by the functions outside the agent document so that
 * deleting and re-creating an agent (which its owner may do) resets neither.
 * The agent's own `tokensUsage` mirrors the usage for display. A function
 * that changes an agent's allowance writes it here and on the agent.
 */
export function agentUsagePath(agentId: string): string {
  return `agentUsage/${agentId}`;
}

/**
 * The agent with the usage and allowance that count: the larger usage of
 * the agent and the ledger, and the ledger's allowance once it has one.
 */
export function withLedgerUsage<Agent extends Pick<StoredAgent, 'tokensUsage' | 'maxTokensUsage'>>(
  agent: Agent,
  usage: DocumentSnapshot,
): Agent {
  const used = Number(usage.get('tokensUsage'));
  const allowance = Number(usage.get('maxTokensUsage'));
  return {
    ...agent,
    tokensUsage: Math.max(agent.tokensUsage, Number.isFinite(used) ? used : 0),
    maxTokensUsage: Number.isFinite(allowance) ? allowance : agent.maxTokensUsage,
  };
}
