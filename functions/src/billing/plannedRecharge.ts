import { randomUUID } from 'node:crypto';
import { DEFAULT_AUTOCHARGE, DEFAULT_MONTHLY_CHARGE_LIMIT } from '@vg/common';
import { creditsForUsd } from './billingPrices';

/** A recharge left pending this long (its charge never reported back) no longer blocks the next. */
export const STALE_RECHARGE_MS = 60 * 60 * 1000;

export interface RechargeState {
  /** The recharge whose charge is under way. */
  pending?: string | null;
  pendingSince?: number | null;
  /** YYYY-MM of chargedUsd. */
  month?: string;
  chargedUsd?: number;
}

export interface PlannedRecharge {
  id: string;
  usd: number;
  credits: number;
  state: RechargeState;
}

interface WorkspaceBilling {
  automaticBilling?: boolean;
  stripePlanId?: string;
  stripeCustomerId?: string;
  internal?: {
    autochargeCreditThreshold?: number;
    autochargeCreditAmount?: number;
    monthlyChargeLimit?: number;
    autoRecharge?: RechargeState;
  };
}

/**
 * Whether a consumption that takes the balance from `before` to `after`
 * starts an automatic recharge: only when it crosses the threshold
 * downwards, no other recharge is under way, and the month's charges stay
 * within the monthly limit (0 = none). Run inside the consumption's
 * transaction, so of many concurrent consumptions exactly one sees the
 * crossing.
 */
export function plannedRecharge(
  workspace: WorkspaceBilling,
  before: number,
  after: number,
  now: Date,
): PlannedRecharge | null {
  if (
    !workspace.automaticBilling ||
    workspace.stripePlanId !== 'pay_as_you_go' ||
    !workspace.stripeCustomerId
  )
    return null;
  const internal = workspace.internal ?? {};
  const threshold = internal.autochargeCreditThreshold ?? DEFAULT_AUTOCHARGE.threshold;
  if (!(before >= threshold && after < threshold)) return null;
  const state = internal.autoRecharge ?? {};
  if (state.pending && now.getTime() - (state.pendingSince ?? 0) < STALE_RECHARGE_MS) return null;
  const month = now.toISOString().slice(0, 7);
  const spent = state.month === month ? (state.chargedUsd ?? 0) : 0;
  const usd = internal.autochargeCreditAmount ?? DEFAULT_AUTOCHARGE.amount;
  const limit = internal.monthlyChargeLimit ?? DEFAULT_MONTHLY_CHARGE_LIMIT;
  if (limit > 0 && spent + usd > limit) return null;
  const id = randomUUID();
  return {
    id,
    usd,
    credits: creditsForUsd(usd),
    state: { pending: id, pendingSince: now.getTime(), month, chargedUsd: spent + usd },
  };
}

/**
 * The recharge recorded on the workspace and not settled yet (still within
 * its stale window), with the customer to charge: a spend that sees one
 * makes sure its charge was started.
 */
export function openRecharge(
  workspace: WorkspaceBilling,
  now = Date.now(),
): { id: string; customerId: string } | null {
  const state = workspace.internal?.autoRecharge;
  if (!state?.pending || !workspace.stripeCustomerId) return null;
  if (now - (state.pendingSince ?? 0) >= STALE_RECHARGE_MS) return null;
  return { id: state.pending, customerId: workspace.stripeCustomerId };
}
