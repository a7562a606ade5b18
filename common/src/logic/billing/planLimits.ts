import { DEFAULT_PLAN_LIMITS } from '../../constants';
import { workspaceSeatLimit } from '../agency/workspaceMembers';

/** The parts of a workspace document that decide what its plan allows. */
export interface PlanLimitsSource {
  v2StripeConfig?: {
    limits?: { maxAgents?: number | string | null; workspaceSeats?: number | null } | null;
    addons?: Record<string, number> | null;
  } | null;
  internal?: {
    customPlan?: {
      limits?: { maxAgents?: number | string | null; workspaceSeats?: number | null } | null;
    } | null;
  } | null;
}

/** What the refusal of a new agent says: the limit and how to lift it. */
export function agentLimitMessage(limit: number): string {
  return `Your plan allows ${limit} ${limit === 1 ? 'agent' : 'agents'}. Upgrade to Pay-As-You-Go in Billing to add more agents.`;
}

/** A stored maxAgents: a number, or unlimited (`'infinity'` or `null`, as Firestore has no Infinity). */
function agentsAllowed(value: number | string | null | undefined): number | null | undefined {
  if (typeof value === 'number') return value;
  if (value === null || value === 'infinity') return null;
  return undefined;
}

/**
 * How many agents a workspace may have (null: unlimited): the subscription's
 * limits, else the custom plan's, else the free plan's 2.
 */
export function agentLimit(workspace: PlanLimitsSource): number | null {
  const fromPlan = agentsAllowed(workspace.v2StripeConfig?.limits?.maxAgents);
  if (fromPlan !== undefined) return fromPlan;
  const custom = agentsAllowed(workspace.internal?.customPlan?.limits?.maxAgents);
  if (custom !== undefined) return custom;
  return DEFAULT_PLAN_LIMITS.maxAgents;
}

/**
 * Member seats: the custom plan's workspaceSeats (else the default) plus the
 * workspace seats bought as add-ons on the current subscription.
 */
export function workspaceSeatsOf(workspace: PlanLimitsSource): number {
  return workspaceSeatLimit({
    customPlanSeats: workspace.internal?.customPlan?.limits?.workspaceSeats,
    purchasedSeats: workspace.v2StripeConfig?.addons?.['workspace-seat'],
  });
}
