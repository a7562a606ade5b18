import { AUTO_RECHARGE } from '../../constants';
import { isPaidPlan } from './topUp';

/**
 * Automatic recharge: when credits fall below the threshold, buy the amount,
 * up to a monthly limit (0 = no limit). The free plan cannot enable it.
 */

export const FREE_PLAN_AUTO_RECHARGE_MESSAGE =
  'You are on the free plan. You cannot enable auto-recharge.';
export const NO_LIMIT_LABEL = 'No Limit';

type Range = { min: number; max: number; step: number };

export function rangeOptions({ min, max, step }: Range): number[] {
  const options: number[] = [];
  for (let value = min; value <= max; value += step) options.push(value);
  return options;
}

export const AUTO_RECHARGE_OPTIONS = {
  threshold: rangeOptions(AUTO_RECHARGE.threshold),
  amount: rangeOptions(AUTO_RECHARGE.amount),
  monthlyLimit: rangeOptions(AUTO_RECHARGE.monthlyLimit),
};

export function isInRange(value: number, { min, max, step }: Range): boolean {
  return Number.isFinite(value) && value >= min && value <= max && (value - min) % step === 0;
}

/** The nearest allowed value, for sliders that report in-between positions. */
export function snapToRange(value: number, { min, max, step }: Range): number {
  if (!Number.isFinite(value)) return min;
  const snapped = min + Math.round((value - min) / step) * step;
  return Math.min(max, Math.max(min, snapped));
}

export function monthlyLimitLabel(limit: number): string {
  return limit === 0 ? NO_LIMIT_LABEL : String(limit);
}

export interface AutoRechargeSettings {
  enabled: boolean;
  threshold: number;
  amount: number;
  monthlyLimit: number;
}

/** Null when the settings may be saved; otherwise why not. */
export function validateAutoRecharge(
  settings: AutoRechargeSettings,
  planId: string | null | undefined,
): string | null {
  if (settings.enabled && !isPaidPlan(planId)) return FREE_PLAN_AUTO_RECHARGE_MESSAGE;
  if (!isInRange(settings.threshold, AUTO_RECHARGE.threshold)) return 'Invalid threshold';
  if (!isInRange(settings.amount, AUTO_RECHARGE.amount)) return 'Invalid amount';
  if (!isInRange(settings.monthlyLimit, AUTO_RECHARGE.monthlyLimit)) return 'Invalid monthly limit';
  return null;
}
