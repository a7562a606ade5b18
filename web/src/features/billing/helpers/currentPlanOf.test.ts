import { describe, expect, it } from 'vitest';
import { workspaceSchema } from '@vg/common';
import { costThisMonth, currentPlanOf } from './currentPlanOf';

describe('currentPlanOf', () => {
  it('shows a free workspace with its balance in USD', () => {
    const plan = currentPlanOf(workspaceSchema.parse({ uid: 'u', loadTokens: 1500 }));
    expect(plan).toMatchObject({
      name: 'Free',
      usdBalance: 1.5,
      cancels: false,
      renewalDate: null,
      credits: { used: 0, total: 1500 },
    });
  });

  it('counts the period’s used credits and hides nothing of a cancelling plan', () => {
    const plan = currentPlanOf(
      workspaceSchema.parse({
        uid: 'u',
        loadTokens: 2000,
        stripePlanId: 'pay_as_you_go',
        stripeSubscriptionId: 'sub_1',
        v2StripeConfig: {
          status: 'active',
          periodCredits: 6000,
          nextBillingDate: 1_800_000_000,
          cancels: true,
          cancelsAt: 1_800_000_000,
        },
      }),
    );
    expect(plan).toMatchObject({
      name: 'Pay as you go',
      status: 'active',
      cancels: true,
      cancelsAt: 1_800_000_000,
      credits: { used: 4000, total: 6000 },
    });
    expect(costThisMonth(plan)).toBe(4);
  });
});
