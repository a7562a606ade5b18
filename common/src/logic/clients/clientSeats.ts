import { DEFAULT_PLAN_LIMITS } from '../../constants';

/** The seats an agency's plan gives it for clients. */
export const CLIENT_SEATS_FULL_MESSAGE =
  'You have reached the maximum number of clients on your plan. Add client seats in Billing to add more.';

/**
 * Client seats: the active plan's limit (v2 subscription), else the custom
 * plan's, else the default plan's 2.
 */
export function clientSeatLimit(workspace: {
  v2StripeConfig?: { limits?: { clientSeats?: number | null } | null } | null;
  internal?: { customPlan?: { limits?: { clientSeats?: number | null } | null } | null } | null;
}): number {
  const fromPlan = workspace.v2StripeConfig?.limits?.clientSeats;
  if (typeof fromPlan === 'number') return fromPlan;
  const custom = workspace.internal?.customPlan?.limits?.clientSeats;
  if (typeof custom === 'number') return custom;
  return DEFAULT_PLAN_LIMITS.clientSeats;
}

/** The agents of a grant that the workspace does not own (empty when all are its own). */
export function agentsNotOwned(
  requested: readonly string[],
  owned: ReadonlyMap<string, string | null | undefined>,
  workspaceUid: string,
): string[] {
  return [...new Set(requested)].filter((agentId) => owned.get(agentId) !== workspaceUid);
}
