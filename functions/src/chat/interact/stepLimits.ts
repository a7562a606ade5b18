import type { DocumentData } from 'firebase-admin/firestore';
import { TEXT } from '@vg/common';
import type { StoredAgent } from '../../agents/loadAgent';
import { HttpError } from '../../http/HttpError';

/**
 * The caps a visitor step must pass before any work: the agent's token
 * allowance (maxTokensUsage) and limits.maxInteractionsPerUserId.
 */
export function assertStepAllowed(agent: StoredAgent, convo: DocumentData | undefined): void {
  assertAgentEnabled(agent);
  if (agent.tokensUsage >= agent.maxTokensUsage) {
    throw new HttpError(403, `${TEXT.tokensConsumedTitle}. ${TEXT.tokensConsumedBody}`, {
      code: 'tokens-consumed',
    });
  }
  const max = agent.limits?.maxInteractionsPerUserId;
  const used = typeof convo?.totalUserInteractions === 'number' ? convo.totalUserInteractions : 0;
  if (max !== undefined && used >= max) {
    throw new HttpError(429, TEXT.interactionsLimit, {
      code: 'interactions-limit',
      appError: TEXT.interactionsLimit,
    });
  }
}

export function assertAgentEnabled(agent: StoredAgent): void {
  if (agent.disabled) {
    throw new HttpError(403, 'This agent is disabled by its owner.', { code: 'agent-disabled' });
  }
}
