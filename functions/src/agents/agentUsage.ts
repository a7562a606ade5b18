import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { StoredAgent } from './loadAgent';

/**
 * `agentUsage/{agentId}`: the tokens an agent id has used, kept by the
 * functions outside the agent document so that deleting and re-creating an
 * agent (which its owner may do) never resets the usage. The agent's own
 * `tokensUsage` mirrors it for display.
 */
export function agentUsagePath(agentId: string): string {
  return `agentUsage/${agentId}`;
}

/** The larger of the agent's counter and the ledger's: neither can be lowered from a browser. */
export function tokensUsed(
  agent: Pick<StoredAgent, 'tokensUsage'>,
  usage: DocumentSnapshot,
): number {
  const ledger = Number(usage.get('tokensUsage'));
  return Math.max(agent.tokensUsage, Number.isFinite(ledger) ? ledger : 0);
}
