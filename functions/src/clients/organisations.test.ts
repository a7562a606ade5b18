import { describe, expect, it } from 'vitest';
import { useApiHarness } from '../testing/useApiHarness';
import { readDoc } from '../testing/seed';
import { signInAs } from '../testing/emulators';
import { dbFor } from '../firestore';
import { agencyWorkspaceFixture, createOrgThroughApi } from './agencyFixture.testing';

const { api, visitor } = useApiHarness();

async function orgsOf(ownerID: string) {
  return (await dbFor('eu').collection('orgs').where('ownerID', '==', ownerID).get()).docs;
}

describe('POST /orgs', () => {
  it("creates 'New Organization' for the caller's workspace", async () => {
    const agency = await agencyWorkspaceFixture();
    const answer = await api.call('POST', '/api/eu/orgs', { token: agency.idToken, body: {} });
    expect(answer.status).toBe(201);
    const id = (answer.body.organization as { ID: string }).ID;
    expect(await readDoc('eu', `orgs/${id}`)).toMatchObject({
      ID: id,
      ownerID: agency.uid,
      name: 'New Organization',
      orgUsers: [],
      loadTokens: 0,
      dashboardLayout: 'vertical',
      defaultClientAccess: ['/home', '/convos', '/analytics', '/kb', '/campaigns'],
    });
  });

  it('refuses a blank name, a visitor and a stranger, writing nothing', async () => {
    const agency = await agencyWorkspaceFixture();
    const blank = await api.call('POST', '/api/eu/orgs', {
      token: agency.idToken,
      body: { name: '  ' },
    });
    expect(blank).toMatchObject({ status: 400 });
    expect(blank.body.error).toMatchObject({
      message: expect.stringContaining('Organization name is required.'),
    });
    const unsigned = await api.call('POST', '/api/eu/orgs', { body: { name: 'X' } });
    expect(unsigned.status).toBe(401);
    const anonymous = await api.call('POST', '/api/eu/orgs', {
      token: visitor.idToken,
      body: { name: 'X' },
    });
    expect(anonymous.status).toBe(403);
    const stranger = await agencyWorkspaceFixture();
    const foreign = await api.call('POST', '/api/eu/orgs', {
      token: stranger.idToken,
      body: { name: 'X', workspaceId: agency.uid },
    });
    expect(foreign).toMatchObject({
      status: 403,
      body: { error: { code: 'forbidden', message: 'You are not a member of this workspace.' } },
    });
    const extra = await api.call('POST', '/api/eu/orgs', {
      token: agency.idToken,
      body: { name: 'X', loadTokens: 1e9 },
    });
    expect(extra.status).toBe(400);
    expect(await orgsOf(agency.uid)).toHaveLength(0);
  });

  it("lets a member of the workspace create the workspace's organisation, once their e-mail is verified", async () => {
    const member = await agencyWorkspaceFixture();
    const agency = await agencyWorkspaceFixture();
    await dbFor('eu')
      .doc(`users/${agency.uid}`)
      .update({ workspaceEmails: [agency.email, member.email] });
    const { adminAuth } = await import('../firestore');
    // Anyone can sign up with a member's address: unverified, it opens nothing.
    await adminAuth().updateUser(member.uid, { email: member.email, emailVerified: false });
    // A changed address revokes the tokens issued before it (from that second on): sign in again.
    const { idToken } = await signInAs(member.uid);
    const unverified = await api.call('POST', '/api/eu/orgs', {
      token: idToken,
      body: { name: 'Shared', workspaceId: agency.uid },
    });
    expect(unverified.status).toBe(403);
    expect(await orgsOf(agency.uid)).toHaveLength(0);
    await adminAuth().updateUser(member.uid, { emailVerified: true });
    const answer = await api.call('POST', '/api/eu/orgs', {
      token: idToken,
      body: { name: 'Shared', workspaceId: agency.uid },
    });
    expect(answer.status).toBe(201);
    expect(await orgsOf(agency.uid)).toHaveLength(1);
  });
});

describe('POST /orgs/{orgId}', () => {
  it('saves the Org Info drawer, merging settings', async () => {
    const agency = await agencyWorkspaceFixture();
    const orgId = await createOrgThroughApi(api.call, agency.idToken);
    await dbFor('eu').doc(`orgs/${orgId}`).update({ 'settings.smartHandoff': true });
    const answer = await api.call('POST', `/api/eu/orgs/${orgId}`, {
      token: agency.idToken,
      body: {
        name: 'Lakeside Resorts',
        dashboardLayout: 'horizontal',
        preferredLanguage: 'de',
        predefinedTags: ['vip', 'refund'],
        defaultClientAccess: ['/convos', '/home'],
        settings: { disableClientAccess: true, disableClientAccessMessage: 'Paused until May.' },
      },
    });
    expect(answer.status).toBe(200);
    expect(await readDoc('eu', `orgs/${orgId}`)).toMatchObject({
      name: 'Lakeside Resorts',
      dashboardLayout: 'horizontal',
      preferredLanguage: 'de',
      predefinedTags: ['vip', 'refund'],
      defaultClientAccess: ['/convos', '/home'],
      defaultClientTabOrder: ['/convos', '/home'],
      settings: {
        smartHandoff: true,
        disableClientAccess: true,
        disableClientAccessMessage: 'Paused until May.',
      },
    });
  });

  it('refuses a message over 1024 characters, unknown pages, bad ids and other agencies', async () => {
    const agency = await agencyWorkspaceFixture();
    const stranger = await agencyWorkspaceFixture();
    const orgId = await createOrgThroughApi(api.call, agency.idToken);
    const before = await readDoc('eu', `orgs/${orgId}`);
    const long = await api.call('POST', `/api/eu/orgs/${orgId}`, {
      token: agency.idToken,
      body: { settings: { disableClientAccessMessage: 'x'.repeat(1025) } },
    });
    expect(long.status).toBe(400);
    expect(long.body.error).toMatchObject({
      message: expect.stringContaining('at most 1024 characters'),
    });
    const page = await api.call('POST', `/api/eu/orgs/${orgId}`, {
      token: agency.idToken,
      body: { defaultClientAccess: ['/overview'] },
    });
    expect(page.status).toBe(400);
    const credits = await api.call('POST', `/api/eu/orgs/${orgId}`, {
      token: agency.idToken,
      body: { loadTokens: 99999 },
    });
    expect(credits.status).toBe(400);
    const foreign = await api.call('POST', `/api/eu/orgs/${orgId}`, {
      token: stranger.idToken,
      body: { name: 'Mine now' },
    });
    expect(foreign.status).toBe(403);
    const badId = await api.call('POST', '/api/eu/orgs/..%2Fusers', {
      token: agency.idToken,
      body: { name: 'X' },
    });
    expect(badId.status).toBeGreaterThanOrEqual(400);
    expect(badId.status).toBeLessThan(500);
    const missing = await api.call('POST', '/api/eu/orgs/no-such-org', {
      token: agency.idToken,
      body: { name: 'X' },
    });
    expect(missing.status).toBe(404);
    expect(await readDoc('eu', `orgs/${orgId}`)).toEqual(before);
  });
});
