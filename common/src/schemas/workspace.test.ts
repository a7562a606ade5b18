import { describe, expect, it } from 'vitest';
import { isWorkspaceSecret, newWorkspaceDraftSchema, workspaceSchema } from './workspace';

describe('workspaceSchema', () => {
  it('fills defaults, including the agency billing defaults', () => {
    const workspace = workspaceSchema.parse({
      uid: 'u1',
      joinedAt: 1_700_000_000,
      stripeConnect: { accountId: 'acct_1' },
    });
    expect(workspace).toMatchObject({
      loadTokens: 0,
      workspaceEmails: [],
      hasEverPaid: false,
      stripeConnect: { USDPerToken: 0.003, isConnected: false, allowPlans: false, plans: [] },
    });
  });

  it('reads internal settings, plan limits and the v2 subscription', () => {
    const workspace = workspaceSchema.parse({
      uid: 'u1',
      internal: {
        whitelabel_trial: true,
        whitelabelTrialEndsAt: 1_700_000_000,
        customPlan: { limits: { workspaceSeats: 5 } },
        events: { endpoint: 'https://hooks' },
      },
      v2StripeConfig: { status: 'trialing', limits: { maxAgents: 'infinity' } },
      meta: { userAccessToken: 'EAAB' },
    });
    expect(workspace.internal?.customPlan?.limits?.workspaceSeats).toBe(5);
    expect(workspace.internal?.events?.subscribedEvents).toEqual([]);
    expect(workspace.v2StripeConfig?.limits?.maxAgents).toBe('infinity');
  });

  it.each([
    [{}, ['uid']],
    [{ uid: 'u', joinedAt: -5 }, ['joinedAt']],
    [{ uid: 'u', stripeConnect: { USDPerToken: 'cheap' } }, ['stripeConnect', 'USDPerToken']],
    [{ uid: 'u', v2StripeConfig: { status: 'paused' } }, ['v2StripeConfig', 'status']],
    [{ uid: 'u', workspaceEmails: 'a@b.co' }, ['workspaceEmails']],
  ])('rejects %j at %j', (input, path) => {
    expect(workspaceSchema.safeParse(input).error?.issues[0]?.path).toEqual(path);
  });

  it('recognises a workspace secret: vg_ plus 20 characters', () => {
    expect(isWorkspaceSecret(`vg_${'x'.repeat(20)}`)).toBe(true);
    expect(isWorkspaceSecret(`vg_${'x'.repeat(19)}`)).toBe(false);
  });
});

describe('newWorkspaceDraftSchema', () => {
  const draft = {
    uid: 'a'.repeat(15),
    workspaceName: 'Team',
    workspaceEmails: ['me@x.io'],
    workspaceSecret: 's'.repeat(20),
    joinedAt: 1_700_000_000,
  };

  it('starts with no credits', () => {
    expect(newWorkspaceDraftSchema.parse(draft).loadTokens).toBe(0);
  });

  it.each([
    [{ ...draft, uid: 'short' }, ['uid'], undefined],
    [{ ...draft, workspaceName: ' ' }, ['workspaceName'], 'Please enter a workspace name.'],
    [{ ...draft, loadTokens: 100 }, ['loadTokens'], undefined],
    [{ ...draft, extra: 1 }, [], undefined],
  ])('rejects %j at %j', (input, path, message) => {
    const issue = newWorkspaceDraftSchema.strict().safeParse(input).error?.issues[0];
    expect(issue?.path).toEqual(path);
    if (message) expect(issue?.message).toBe(message);
  });
});
