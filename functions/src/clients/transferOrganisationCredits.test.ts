import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../testing/useApiHarness';
import { readDoc } from '../testing/seed';
import { dbFor } from '../firestore';
import { agencyWorkspaceFixture, createOrgThroughApi } from './agencyFixture.testing';

const { api } = useApiHarness();

async function balances(workspaceUid: string, orgId: string) {
  return {
    workspace: (await readDoc('eu', `users/${workspaceUid}`))?.loadTokens as number,
    org: (await readDoc('eu', `orgs/${orgId}`))?.loadTokens as number,
  };
}

describe('POST /orgs/{orgId}/credits', () => {
  it('moves credits both ways and logs them on the workspace', async () => {
    const agency = await agencyWorkspaceFixture({ loadTokens: 500 });
    const orgId = await createOrgThroughApi(api.call, agency.idToken);
    const path = `/api/eu/orgs/${orgId}/credits`;
    const toOrg = await api.call('POST', path, {
      token: agency.idToken,
      body: { amount: 120.5, direction: 'toOrg' },
    });
    expect(toOrg).toEqual({
      status: 200,
      body: { success: true, loadTokens: { workspace: 379.5, org: 120.5 } },
    });
    const back = await api.call('POST', path, {
      token: agency.idToken,
      body: { amount: 20.5, direction: 'toWorkspace' },
    });
    expect(back.body).toEqual({ success: true, loadTokens: { workspace: 400, org: 100 } });
    expect(await balances(agency.uid, orgId)).toEqual({ workspace: 400, org: 100 });
    const logs = await dbFor('eu').collection(`users/${agency.uid}/creditLogs`).orderBy('ts').get();
    expect(logs.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({ amount: 120.5, direction: 'decrease', orgId }),
      expect.objectContaining({ amount: 20.5, direction: 'increase', orgId }),
    ]);
  });

  it("answers the spec's messages and changes nothing on a bad amount or too few credits", async () => {
    const agency = await agencyWorkspaceFixture({ loadTokens: 50 });
    const stranger = await agencyWorkspaceFixture();
    const orgId = await createOrgThroughApi(api.call, agency.idToken);
    const path = `/api/eu/orgs/${orgId}/credits`;
    const send = (body: unknown, token = agency.idToken) => api.call('POST', path, { token, body });
    for (const amount of [0, -5, '10', null]) {
      const answer = await send({ amount, direction: 'toOrg' });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({
        message: expect.stringContaining('Please enter a valid amount to transfer.'),
      });
    }
    expect(await send({ amount: 51, direction: 'toOrg' })).toEqual({
      status: 409,
      body: {
        error: { message: 'Not enough credits in workspace.', code: 'not-enough-credits' },
      },
    });
    expect((await send({ amount: 1, direction: 'toWorkspace' })).body.error).toMatchObject({
      message: 'Not enough credits in org.',
    });
    expect((await send({ amount: 1, direction: 'sideways' })).status).toBe(400);
    expect((await send({ amount: 10, direction: 'toOrg' }, stranger.idToken)).status).toBe(403);
    expect(await balances(agency.uid, orgId)).toEqual({ workspace: 50, org: 0 });
  });

  it('never goes below zero nor loses a credit under concurrent transfers', async () => {
    const agency = await agencyWorkspaceFixture({ loadTokens: 500 });
    const orgId = await createOrgThroughApi(api.call, agency.idToken);
    const path = `/api/eu/orgs/${orgId}/credits`;
    // Eight transfers of 100 out of 500 at once, and two back from the organisation.
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () =>
        api.call('POST', path, {
          token: agency.idToken,
          body: { amount: 100, direction: 'toOrg' },
        }),
      ),
      ...Array.from({ length: 2 }, () =>
        api.call('POST', path, {
          token: agency.idToken,
          body: { amount: 50, direction: 'toWorkspace' },
        }),
      ),
    ]);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    const movedToOrg = answers.slice(0, 8).filter((a) => a.status === 200).length * 100;
    const movedBack = answers.slice(8).filter((a) => a.status === 200).length * 50;
    const final = await balances(agency.uid, orgId);
    expect(final.workspace + final.org).toBe(500);
    expect(final).toEqual({ workspace: 500 - movedToOrg + movedBack, org: movedToOrg - movedBack });
    expect(final.workspace).toBeGreaterThanOrEqual(0);
    expect(final.org).toBeGreaterThanOrEqual(0);
    expect(movedToOrg).toBeGreaterThanOrEqual(500);
  });
});
