import { DEFAULT_MAX_TOKENS_USAGE, TEXT } from '../../constants';

/**
 * Whether the chat can run at all: the disabled agent and used-up token
 * allowance screens, the per-visitor interaction cap and the branding line.
 */

export type BlockingScreen = 'disabled' | 'tokensConsumed' | null;

export function isTokenAllowanceUsed(
  tokensUsage: number | null | undefined,
  maxTokensUsage: number | null | undefined,
): boolean {
  const max = typeof maxTokensUsage === 'number' ? maxTokensUsage : DEFAULT_MAX_TOKENS_USAGE;
  return (tokensUsage ?? 0) >= max;
}

export function blockingScreen(agent: {
  disabled?: boolean;
  tokensUsage?: number | null;
  maxTokensUsage?: number | null;
}): BlockingScreen {
  if (agent.disabled) return 'disabled';
  return isTokenAllowanceUsed(agent.tokensUsage, agent.maxTokensUsage) ? 'tokensConsumed' : null;
}

/**
 * limits.maxInteractionsPerUserId caps a visitor's messages; a missing or
 * non-positive cap means no cap.
 */
export function checkInteractionLimit(
  totalUserInteractions: number | null | undefined,
  maxInteractionsPerUserId: number | null | undefined,
): string | null {
  if (typeof maxInteractionsPerUserId !== 'number' || maxInteractionsPerUserId <= 0) return null;
  return (totalUserInteractions ?? 0) >= maxInteractionsPerUserId ? TEXT.interactionsLimit : null;
}

/** 'Powered by' shows unless the owner has paid and set a branding. */
export function showsPoweredBy(
  ownerHasPaid: boolean,
  branding: string | null | undefined,
): boolean {
  return !(ownerHasPaid && typeof branding === 'string' && branding.trim() !== '');
}
