import { describe, expect, it } from 'vitest';
import { agentLimit, agentLimitMessage, workspaceSeatsOf } from './planLimits';

describe('agentLimit', () => {
  it('gives the free plan 2 agents', () => {
    expect(agentLimit({})).toBe(2);
    expect(agentLimit({ v2StripeConfig: { limits: {} } })).toBe(2);
  });

  it("takes the subscription's limit before the custom plan's", () => {
    expect(agentLimit({ v2StripeConfig: { limits: { maxAgents: 5 } } })).toBe(5);
    expect(agentLimit({ internal: { customPlan: { limits: { maxAgents: 9 } } } })).toBe(9);
    expect(
      agentLimit({
        v2StripeConfig: { limits: { maxAgents: 3 } },
        internal: { customPlan: { limits: { maxAgents: 9 } } },
      }),
    ).toBe(3);
  });

  it("reads 'infinity' and null as unlimited", () => {
    expect(agentLimit({ v2StripeConfig: { limits: { maxAgents: 'infinity' } } })).toBeNull();
    expect(agentLimit({ internal: { customPlan: { limits: { maxAgents: null } } } })).toBeNull();
  });

  it('names the limit and the way to lift it', () => {
    expect(agentLimitMessage(2)).toBe(
      'Your plan allows 2 agents. Upgrade to Pay-As-You-Go in Billing to add more agents.',
    );
    expect(agentLimitMessage(1)).toMatch(/^Your plan allows 1 agent\./);
  });
});

describe('workspaceSeatsOf', () => {
  it('adds bought seats to the custom plan or the default', () => {
    expect(workspaceSeatsOf({})).toBe(2);
    expect(workspaceSeatsOf({ v2StripeConfig: { addons: { 'workspace-seat': 3 } } })).toBe(5);
    expect(
      workspaceSeatsOf({
        internal: { customPlan: { limits: { workspaceSeats: 10 } } },
        v2StripeConfig: { addons: { 'workspace-seat': 1 } },
      }),
    ).toBe(11);
  });
});
