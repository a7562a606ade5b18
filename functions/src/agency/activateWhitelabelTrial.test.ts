import { describe, expect, it } from 'vitest';
import { WHITELABEL_TRIAL_DAYS } from '@vg/common';
import { agencyWorkspaceFixture } from '../clients/agencyFixture.testing';
import { readDoc } from '../testing/seed';
import { useApiHarness } from '../testing/useApiHarness';

const { api } = useApiHarness();
const PATH = '/api/eu/workspaces/whitelabel-trial';

describe('activateWhitelabelTrial', () => {
  it('starts a 14-day trial once per workspace, even when asked twice at the same time', async () => {
    const workspace = await agencyWorkspaceFixture();
    const before = Math.floor(Date.now() / 1000);
    const [first, second] = await Promise.all([
      api.call('POST', PATH, { token: workspace.idToken, body: {} }),
      api.call('POST', PATH, { token: workspace.idToken, body: {} }),
    ]);
    const answers = [first, second].sort((a, b) => a.status - b.status);
    expect(answers.map((answer) => answer.status)).toEqual([200, 409]);
    expect(answers[1]?.body).toEqual({
      error: {
        code: 'trial-unavailable',
        message: 'This workspace has already used its whitelabel trial.',
      },
    });
    const endsAt = answers[0]?.body.whitelabelTrialEndsAt as number;
    expect(endsAt - before).toBeGreaterThanOrEqual(WHITELABEL_TRIAL_DAYS * 86_400);
    expect(endsAt - before).toBeLessThan(WHITELABEL_TRIAL_DAYS * 86_400 + 60);
    expect((await readDoc('eu', `users/${workspace.uid}`))?.internal).toEqual({
      whitelabel_trial: true,
      whitelabelTrialEndsAt: endsAt,
    });
  });

  it('refuses a workspace whose trial is over, or that has the add-on, writing nothing', async () => {
    const ended = { whitelabel_trial: true, whitelabelTrialEndsAt: 1_700_000_000 };
    const over = await agencyWorkspaceFixture({ internal: ended });
    const answer = await api.call('POST', PATH, { token: over.idToken, body: {} });
    expect(answer.status).toBe(409);
    expect((await readDoc('eu', `users/${over.uid}`))?.internal).toEqual(ended);

    const withAddon = await agencyWorkspaceFixture({
      v2StripeConfig: { addons: { 'mini-whitelabel': 1 } },
    });
    expect(await api.call('POST', PATH, { token: withAddon.idToken, body: {} })).toMatchObject({
      status: 409,
      body: {
        error: {
          message: 'This workspace already has the whitelabel add-on, so it needs no trial.',
        },
      },
    });
    expect((await readDoc('eu', `users/${withAddon.uid}`))?.internal).toBeUndefined();
  });

  it('takes no payload and needs a signed-in account', async () => {
    const workspace = await agencyWorkspaceFixture();
    expect(
      (await api.call('POST', PATH, { token: workspace.idToken, body: { days: 365 } })).status,
    ).toBe(400);
    expect((await api.call('POST', PATH, { body: {} })).status).toBe(401);
    expect((await readDoc('eu', `users/${workspace.uid}`))?.internal).toBeUndefined();
  });
});
