import { describe, expect, it } from 'vitest';
import { showsUpgradePlan, type UpgradePlanInput } from './upgradePlanButton';

const NOW_S = 1_700_000_000;
const SEVEN_DAYS = 7 * 86_400;
const base: UpgradePlanInput = { joinedAt: NOW_S, loadTokens: 1000, nowMs: NOW_S * 1000 };

describe('showsUpgradePlan', () => {
  it.each([
    [{}, false],
    [{ joinedAt: NOW_S - SEVEN_DAYS + 1 }, false],
    [{ joinedAt: NOW_S - SEVEN_DAYS }, true],
    [{ loadTokens: 500 }, false],
    [{ loadTokens: 499 }, true],
    [{ loadTokens: null }, true],
    [{ loadTokens: 0, stripeSubscriptionId: 'sub_1' }, false],
    [{ joinedAt: NOW_S - SEVEN_DAYS, stripeSubscriptionId: 'sub_1' }, false],
    [{ loadTokens: 0, onAgentPage: true }, false],
    [{ joinedAt: null }, false],
  ])('%j -> %s', (override, expected) => {
    expect(showsUpgradePlan({ ...base, ...override })).toBe(expected);
  });
});
