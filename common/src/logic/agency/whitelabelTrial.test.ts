import { describe, expect, it } from 'vitest';
import { hasWhitelabelAccess } from './domainVerification';
import {
  WHITELABEL_ADDON_ACTIVE_MESSAGE,
  WHITELABEL_TRIAL_USED_MESSAGE,
  isOnWhitelabelTrial,
  whitelabelTrialRefusal,
} from './whitelabelTrial';

const NOW = 1_800_000_000_000;
const running = { internal: { whitelabel_trial: true, whitelabelTrialEndsAt: NOW / 1000 + 60 } };
const over = { internal: { whitelabel_trial: true, whitelabelTrialEndsAt: NOW / 1000 - 60 } };
const addon = { v2StripeConfig: { addons: { 'mini-whitelabel': 1 } } };

describe('the whitelabel trial', () => {
  it('is offered once, to workspaces without the add-on', () => {
    expect(whitelabelTrialRefusal({})).toBeNull();
    expect(whitelabelTrialRefusal(null)).toBeNull();
    expect(
      whitelabelTrialRefusal({ v2StripeConfig: { addons: { 'mini-whitelabel': 0 } } }),
    ).toBeNull();
    expect(whitelabelTrialRefusal(running)).toBe(WHITELABEL_TRIAL_USED_MESSAGE);
    expect(whitelabelTrialRefusal(over)).toBe(WHITELABEL_TRIAL_USED_MESSAGE);
    expect(whitelabelTrialRefusal(addon)).toBe(WHITELABEL_ADDON_ACTIVE_MESSAGE);
  });

  it('opens the whitelabel features while running or with the add-on', () => {
    expect(isOnWhitelabelTrial(running, NOW)).toBe(true);
    expect(isOnWhitelabelTrial(over, NOW)).toBe(false);
    expect(hasWhitelabelAccess(running, NOW)).toBe(true);
    expect(hasWhitelabelAccess(over, NOW)).toBe(false);
    expect(hasWhitelabelAccess(addon, NOW)).toBe(true);
    expect(hasWhitelabelAccess({}, NOW)).toBe(false);
  });
});
