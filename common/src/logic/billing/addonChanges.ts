import { ADDON_QUANTITY } from '../../constants';

/**
 * Add-on quantities. In the subscription confirmation each add-on is bought
 * 1 to 10 at a time; in the add-on manager quantities go down to 0 and the
 * edits become removal and addition calls, applied on the next cycle.
 */

export const NEED_SUBSCRIPTION_MESSAGE = 'You need an active subscription to add addons';
export const NO_CHANGES_MESSAGE = 'No changes to save';

export function clampConfirmQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return ADDON_QUANTITY.min;
  return Math.min(ADDON_QUANTITY.max, Math.max(ADDON_QUANTITY.min, Math.round(quantity)));
}

/** Plus and minus work only with a paid subscription; minus stops at 0. */
export function stepManagerQuantity(
  quantity: number,
  delta: 1 | -1,
  hasPaidSubscription: boolean,
): number {
  if (!hasPaidSubscription) return quantity;
  return Math.max(0, quantity + delta);
}

export interface AddonAddition {
  addonId: string;
  quantity: number;
  incrementalQuantity: number;
}

export interface AddonChangePlan {
  toRemove: string[];
  toAdd: AddonAddition[];
}

/**
 * Turns edited quantities into calls: an add-on taken down to 0 is removed;
 * any other change is sent as the new quantity with the difference.
 */
export function planAddonChanges(
  current: Readonly<Record<string, number>>,
  edited: Readonly<Record<string, number>>,
  hasSubscription: boolean,
): { ok: true; plan: AddonChangePlan } | { ok: false; error: string } {
  if (!hasSubscription) return { ok: false, error: NEED_SUBSCRIPTION_MESSAGE };
  const plan: AddonChangePlan = { toRemove: [], toAdd: [] };
  for (const [addonId, quantity] of Object.entries(edited)) {
    const before = current[addonId] ?? 0;
    if (quantity === before) continue;
    if (quantity <= 0) {
      if (before > 0) plan.toRemove.push(addonId);
      continue;
    }
    plan.toAdd.push({ addonId, quantity, incrementalQuantity: quantity - before });
  }
  if (plan.toRemove.length === 0 && plan.toAdd.length === 0) {
    return { ok: false, error: NO_CHANGES_MESSAGE };
  }
  return { ok: true, plan };
}
