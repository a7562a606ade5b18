import { USAGE_BAR_PERCENT } from '../../constants';

/**
 * The credit usage bar of the Current Plan card.
 */

export type UsageLevel = 'danger' | 'warning' | 'normal';

/** Share of the allowance used, 0 to 100. */
export function usagePercent(used: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, (used / total) * 100));
}

/** Danger above 80 %, warning above 50 %. */
export function usageLevel(percent: number): UsageLevel {
  if (percent > USAGE_BAR_PERCENT.danger) return 'danger';
  if (percent > USAGE_BAR_PERCENT.warning) return 'warning';
  return 'normal';
}
