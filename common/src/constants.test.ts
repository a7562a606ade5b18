import { describe, expect, it } from 'vitest';
import {
  AUTO_RECHARGE,
  DEFAULT_AUTOCHARGE,
  DEFAULT_PLAN_LIMITS,
  DEFAULT_WORKSPACE_SEATS,
  NEW_CLIENT_DEFAULT_ACCESS,
  CLIENT_PAGES,
  PALETTE_LIGHTNESS,
  PALETTE_SHADE_LABELS,
  PLAN_FEATURES,
  STARTING_CREDITS,
  TEXT,
  UPGRADE_PROMPT,
} from './constants';

describe('constants', () => {
  it('palette has ten lightness steps: 95, then 90 down to 10 by 10', () => {
    expect(PALETTE_LIGHTNESS).toHaveLength(10);
    expect(PALETTE_LIGHTNESS[0]).toBe(95);
    for (let i = 2; i < PALETTE_LIGHTNESS.length; i++) {
      expect(PALETTE_LIGHTNESS[i - 1]! - PALETTE_LIGHTNESS[i]!).toBe(10);
    }
    expect(PALETTE_SHADE_LABELS).toHaveLength(9);
  });

  it('chosen defaults sit inside the ranges the specification allows', () => {
    const { threshold, amount } = AUTO_RECHARGE;
    expect(DEFAULT_AUTOCHARGE.threshold).toBeGreaterThanOrEqual(threshold.min);
    expect(DEFAULT_AUTOCHARGE.threshold % threshold.step).toBe(0);
    expect(DEFAULT_AUTOCHARGE.amount).toBeLessThanOrEqual(amount.max);
    expect(DEFAULT_AUTOCHARGE.amount % amount.step).toBe(0);
    expect(STARTING_CREDITS).toBeGreaterThanOrEqual(UPGRADE_PROMPT.creditsBelow);
    expect(DEFAULT_WORKSPACE_SEATS).toBe(DEFAULT_PLAN_LIMITS.workspaceSeats);
  });

  it('new clients only get pages that exist', () => {
    for (const page of NEW_CLIENT_DEFAULT_ACCESS) expect(CLIENT_PAGES).toContain(page);
  });

  it('plan feature message names the maximum', () => {
    expect(TEXT.planFeatureMax).toContain(String(PLAN_FEATURES.max));
  });
});
