import { describe, expect, it } from 'vitest';
import { currentPlanSchema, discountSchema, subscriptionDataSchema } from './billing';
import { creditLogEntrySchema } from './billing';
import { agencyPlanInputSchema, agencyPlanSchema, limitsSchema, planV2Schema } from './plans';

describe('limitsSchema', () => {
  it('defaults to the default plan limits', () => {
    expect(limitsSchema.parse({})).toEqual({
      maxAgents: 2,
      maxConcurrentCalls: 10,
      clientSeats: 2,
      workspaceSeats: 2,
      twilioPhoneNumberSlots: 0,
    });
  });

  it.each([
    [{ maxAgents: -1 }, ['maxAgents']],
    [{ workspaceSeats: 1.5 }, ['workspaceSeats']],
  ])('rejects %j at %j', (input, path) => {
    expect(limitsSchema.safeParse(input).error?.issues[0]?.path).toEqual(path);
  });
});

describe('plans', () => {
  it('reads a v2 plan with prices', () => {
    const plan = planV2Schema.parse({
      key: 'pro',
      name: 'Pro',
      stripePrices: [{ priceId: 'p', billingCycle: 'yearly', usdAmount: 200, currency: 'usd' }],
      addons: ['agent-seat'],
    });
    expect(plan).toMatchObject({ billingCycle: 'monthly', features: [] });
    expect(
      planV2Schema.safeParse({ key: 'k', name: 'n', addons: ['x'] }).error?.issues[0]?.path,
    ).toEqual(['addons', 0]);
  });

  it('reads an agency plan with defaults', () => {
    expect(agencyPlanSchema.parse({ name: 'Basic Plan', price: 40, credits: 5000 })).toMatchObject({
      features: [],
      isPopular: false,
    });
  });

  it.each([
    [[], 'Each plan must have at least one feature'],
    [['  '], 'Each plan must have at least one feature with text'],
    [['1', '2', '3', '4', '5', '6'], 'Maximum of 5 features allowed'],
  ])('an agency saving features %j is told %s', (features, message) => {
    const result = agencyPlanInputSchema.safeParse({ name: 'P', price: 1, credits: 10, features });
    expect(result.error?.issues[0]?.message).toBe(message);
    expect(result.error?.issues[0]?.path?.[0]).toBe('features');
  });
});

describe('billing answers', () => {
  it('reads the current plan card', () => {
    const plan = currentPlanSchema.parse({
      name: 'Pay as you go',
      status: 'active',
      credits: { used: 10, total: 100 },
      usdBalance: 4.5,
    });
    expect(plan.cancels).toBe(false);
    expect(
      currentPlanSchema.safeParse({ ...plan, credits: { used: -1, total: 1 } }).error?.issues[0]
        ?.path,
    ).toEqual(['credits', 'used']);
  });

  it('reads a discount and refuses percentages above 100', () => {
    expect(discountSchema.parse({ valid: true, percent_off: 20, duration: 'once' }).valid).toBe(
      true,
    );
    expect(
      discountSchema.safeParse({ valid: true, percent_off: 120 }).error?.issues[0]?.path,
    ).toEqual(['percent_off']);
  });

  it('reads subscription data with empty lists by default', () => {
    const data = subscriptionDataSchema.parse({
      paymentMethod: {
        id: 'pm_1',
        card: { brand: 'visa', last4: '4242', exp_month: 1, exp_year: 2030 },
      },
    });
    expect(data.subscriptions).toEqual([]);
    expect(data.paymentMethod?.card?.last4).toBe('4242');
  });

  it('credit log entries decrease by default and name their cause', () => {
    expect(
      creditLogEntrySchema.parse({ amount: 3, causedBy: 'agent', agentId: 'a' }).direction,
    ).toBe('decrease');
    expect(
      creditLogEntrySchema.safeParse({ amount: 3, causedBy: 'user' }).error?.issues[0]?.path,
    ).toEqual(['causedBy']);
  });
});
