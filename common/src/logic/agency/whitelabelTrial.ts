import { isWhitelabelTrialActive } from './agencySettingsChanges';

/** The add-on key of the whitelabel add-on in a subscription (plans' ADDON keys). */
export const WHITELABEL_ADDON_KEY = 'mini-whitelabel';

export const WHITELABEL_TRIAL_USED_MESSAGE =
  'This workspace has already used its whitelabel trial.';
export const WHITELABEL_ADDON_ACTIVE_MESSAGE =
  'This workspace already has the whitelabel add-on, so it needs no trial.';

/** What the whitelabel checks read of a workspace. */
export interface WhitelabelWorkspace {
  internal?: {
    whitelabel_trial?: boolean | null;
    whitelabelTrialEndsAt?: number | null;
  } | null;
  /** The subscription as billing stores it; `addons` counts each add-on. */
  v2StripeConfig?: Record<string, unknown> | null;
}

/** The subscription carries the whitelabel add-on. */
export function hasWhitelabelAddon(workspace: WhitelabelWorkspace | null | undefined): boolean {
  const addons = workspace?.v2StripeConfig?.addons;
  const count =
    addons && typeof addons === 'object'
      ? (addons as Record<string, unknown>)[WHITELABEL_ADDON_KEY]
      : 0;
  return typeof count === 'number' && count > 0;
}

/** The trial is running now. */
export function isOnWhitelabelTrial(
  workspace: WhitelabelWorkspace | null | undefined,
  nowMs: number,
): boolean {
  return (
    !!workspace?.internal?.whitelabel_trial &&
    isWhitelabelTrialActive(workspace.internal.whitelabelTrialEndsAt, nowMs)
  );
}

/**
 * Why a workspace may not start the trial, or null when it may: the trial
 * is once per workspace (a started trial, running or over, counts), and a
 * workspace with the add-on needs none.
 */
export function whitelabelTrialRefusal(
  workspace: WhitelabelWorkspace | null | undefined,
): string | null {
  if (hasWhitelabelAddon(workspace)) return WHITELABEL_ADDON_ACTIVE_MESSAGE;
  const internal = workspace?.internal;
  if (internal?.whitelabel_trial || typeof internal?.whitelabelTrialEndsAt === 'number')
    return WHITELABEL_TRIAL_USED_MESSAGE;
  return null;
}
