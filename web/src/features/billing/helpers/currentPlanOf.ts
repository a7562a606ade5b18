import { CREDIT_UNIT_COST_USD, roundToCents, type CurrentPlan, type Workspace } from '@vg/common';

const PLAN_NAMES: Record<string, string> = {
  pay_as_you_go: 'Pay as you go',
  enterprise: 'Enterprise',
  free: 'Free',
};

/** Whether the workspace has a paid plan right now (a scheduled cancellation still counts). */
export function hasPaidPlan(workspace: Workspace): boolean {
  return workspace.stripePlanId === 'pay_as_you_go' && !!workspace.stripeSubscriptionId;
}

/**
 * The Current Plan card from the workspace document (written by the
 * functions from Stripe's events): the period's credits are those granted
 * at its start plus top-ups; what is missing from them was used.
 */
export function currentPlanOf(workspace: Workspace): CurrentPlan {
  const config = (workspace.v2StripeConfig ?? {}) as Record<string, unknown>;
  const paid = hasPaidPlan(workspace);
  const balance = workspace.loadTokens;
  const total = paid ? Math.max(Number(config.periodCredits) || 0, balance) : balance;
  const next = typeof config.nextBillingDate === 'number' ? config.nextBillingDate : null;
  return {
    name: PLAN_NAMES[paid ? 'pay_as_you_go' : 'free'] ?? 'Free',
    status: paid ? String(config.status ?? 'active') : 'active',
    renewalDate: paid && next ? new Date(next * 1000).toISOString() : null,
    credits: { used: Math.max(0, total - balance), total: Math.max(0, total) },
    cancels: paid && config.cancels === true,
    cancelsAt: paid && typeof config.cancelsAt === 'number' ? config.cancelsAt : null,
    usdBalance: roundToCents(balance * CREDIT_UNIT_COST_USD),
  };
}

/** What the period's used credits cost, in USD. */
export function costThisMonth(plan: CurrentPlan): number {
  return roundToCents(plan.credits.used * CREDIT_UNIT_COST_USD);
}
