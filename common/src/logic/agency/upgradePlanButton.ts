import { UPGRADE_PROMPT } from '../../constants';

/**
 * The 'Upgrade Plan' button of the top bar: for workspaces without a
 * subscription once 7 days have passed since joining or credits fall below
 * 500. Agent pages never show it.
 */

const DAY_SECONDS = 86_400;

export interface UpgradePlanInput {
  stripeSubscriptionId?: string | null;
  /** joinedAt, unix seconds. */
  joinedAt?: number | null;
  loadTokens?: number | null;
  nowMs: number;
  onAgentPage?: boolean;
}

export function showsUpgradePlan(input: UpgradePlanInput): boolean {
  if (input.onAgentPage || input.stripeSubscriptionId) return false;
  const joinedAt = input.joinedAt;
  const daysPassed =
    typeof joinedAt === 'number' &&
    input.nowMs / 1000 - joinedAt >= UPGRADE_PROMPT.daysSinceJoining * DAY_SECONDS;
  const lowCredits = (input.loadTokens ?? 0) < UPGRADE_PROMPT.creditsBelow;
  return daysPassed || lowCredits;
}
