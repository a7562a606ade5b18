import { errorOf } from '../testing/apiClient';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbFor } from '../firestore';
import { uniqueId } from '../testing/emulators';
import { startLocalDns } from '../testing/localServices';
import { readDoc } from '../testing/seed';
import { useApiHarness } from '../testing/useApiHarness';

const targets = { cname: 'domains.voiceglow.test', address: '127.0.0.1', root: 'localhost' };
let dns: Awaited<ReturnType<typeof startLocalDns>>;
beforeAll(async () => {
  dns = await startLocalDns(targets);
  process.env.VG_DNS_SERVERS = dns.server;
  process.env.VG_SUBDOMAIN_ROOT = targets.root;
  process.env.VG_DOMAIN_CNAME_TARGET = targets.cname;
  process.env.VG_DOMAIN_A_TARGET = targets.address;
});
afterAll(() => dns.close());

const { api, owner, visitor } = useApiHarness();

const trial = () => ({
  internal: { whitelabel_trial: true, whitelabelTrialEndsAt: Math.floor(Date.now() / 1000) + 3600 },
});

async function agencyOf(token: string, region: 'eu' | 'na' = 'eu') {
  const answer = await api.call('POST', `/api/${region}/agencies/init`, { token });
  expect([200, 201]).toContain(answer.status);
  return answer.body.agencyId as string;
}

describe('POST /agencies/init', () => {
  it('creates the agency with the defaults and a 25-character secret, once', async () => {
    const { signUpOwner } = await import('../testing/emulators');
    const fresh = await signUpOwner();
    const first = await api.call('POST', '/api/na/agencies/init', { token: fresh.idToken });
    expect(first).toMatchObject({
      status: 201,
      body: { created: true, subdomainRoot: 'localhost' },
    });
    const id = first.body.agencyId as string;
    const stored = await readDoc('na', `agencies/${id}`);
    expect(stored).toMatchObject({
      ID: id,
      userId: fresh.uid,
      name: 'Your Awesome Agency',
      googleFont: 'Rubik',
      themeVariant: 'default',
      themeColorUsage: 'plain',
    });
    expect(stored?.secret).toMatch(/^[A-Za-z0-9]{25}$/);
    const again = await api.call('POST', '/api/na/agencies/init', { token: fresh.idToken });
    expect(again.body).toMatchObject({ agencyId: id, created: false });
  });

  it('retires unused duplicate records and refuses visitors', async () => {
    const { signUpOwner } = await import('../testing/emulators');
    const fresh = await signUpOwner();
    const db = dbFor('eu');
    await db
      .doc('agencies/real-' + fresh.uid)
      .set({ ID: 'x', userId: fresh.uid, name: 'Real', lastModified: 5 });
    await db.doc('agencies/spare-' + fresh.uid).set({ ID: 'y', userId: fresh.uid });
    const answer = await api.call('POST', '/api/eu/agencies/init', { token: fresh.idToken });
    expect(answer.body).toMatchObject({
      agencyId: 'real-' + fresh.uid,
      removed: ['spare-' + fresh.uid],
    });
    expect((await readDoc('eu', `agencies/spare-${fresh.uid}`))?.userId).toBe(
      `deleted-spare-${fresh.uid}`,
    );
    const byVisitor = await api.call('POST', '/api/eu/agencies/init', { token: visitor.idToken });
    expect(byVisitor.status).toBe(403);
  });
});

describe('agency domains with DNS verification', () => {
  it('verifies a custom domain once its CNAME is added at the DNS host', async () => {
    await dbFor('eu')
      .doc(`users/${owner.uid}`)
      .set({ uid: owner.uid, ...trial() }, { merge: true });
    const agencyId = await agencyOf(owner.idToken);
    const host = `${uniqueId('chat')}.acme.test`;
    const added = await api.call('POST', '/api/eu/vercel-api/custom-domain', {
      token: owner.idToken,
      body: {
        customDomain: ` ${host.toUpperCase()} `,
        userId: owner.uid,
        agencyId,
        isCustomDomain: true,
      },
    });
    expect(added.status).toBe(200);
    const record = { type: 'CNAME', domain: host, name: host.split('.')[0], value: targets.cname };
    expect(added.body).toMatchObject({ success: true, data: { verification: [record] } });
    expect(await readDoc('eu', `agencies/${agencyId}`)).toMatchObject({
      customDomain: host,
      isVerifiedCustomDomain: false,
      customDomainConfig: { verification: [record] },
    });
    const status = () =>
      api.call('GET', `/api/eu/vercel-api/custom-domain?domain=${host}&domainType=customDomain`, {
        token: owner.idToken,
      });
    expect((await status()).body).toEqual({ isVerified: false });
    dns.add({ type: 'CNAME', name: host, value: targets.cname });
    expect((await status()).body).toEqual({ isVerified: true });
    expect((await readDoc('eu', `agencies/${agencyId}`))?.isVerifiedCustomDomain).toBe(true);

    const branding = await api.call('GET', `/api/na/agencies/branding?host=${host}`);
    expect(branding.status).toBe(200);
    expect(branding.body).toMatchObject({ agencyId, region: 'eu', name: 'Your Awesome Agency' });
    expect(JSON.stringify(branding.body)).not.toMatch(/secret|userId/);

    const removed = await api.call(
      'DELETE',
      `/api/eu/vercel-api/custom-domain?domain=${host}&domainType=customDomain`,
      { token: owner.idToken },
    );
    expect(removed.body).toMatchObject({ success: true });
    expect(await readDoc('eu', `agencies/${agencyId}`)).toMatchObject({
      customDomain: '',
      isVerifiedCustomDomain: false,
      customDomainConfig: null,
    });
    expect(await readDoc('eu', `domainClaims/${host}`)).toBeUndefined();
    expect((await api.call('GET', `/api/eu/agencies/branding?host=${host}`)).status).toBe(404);
  });

  it('verifies a product sub-domain through the product zone and keeps hosts unique across regions', async () => {
    const { signUpOwner } = await import('../testing/emulators');
    const other = await signUpOwner();
    const mine = await agencyOf(owner.idToken);
    const theirs = await agencyOf(other.idToken, 'na');
    const name = uniqueId('northwind');
    const addSub = (token: string, userId: string, agencyId: string, region: string) =>
      api.call('POST', `/api/${region}/vercel-api/custom-domain`, {
        token,
        body: { customDomain: name, userId, agencyId, isVGSubdomain: true },
      });
    const added = await addSub(owner.idToken, owner.uid, mine, 'eu');
    expect(added.body).toMatchObject({ success: true, domain: `${name}.localhost` });
    const status = await api.call(
      'GET',
      `/api/eu/vercel-api/custom-domain?domain=${name}.localhost&domainType=vgSubdomain`,
      { token: owner.idToken },
    );
    expect(status.body).toEqual({ isVerified: true });
    const refused = await addSub(other.idToken, other.uid, theirs, 'na');
    expect(refused).toMatchObject({
      status: 409,
      body: { error: { message: 'This domain already exists. Please try another one.' } },
    });
    expect((await readDoc('na', `agencies/${theirs}`))?.VGsubDomain).toBe('');
  });
});

describe('bad input writes nothing', () => {
  it.each([
    [
      { customDomain: 'acme.com', isCustomDomain: true },
      400,
      'Please input a subdomain: "acme.com"',
    ],
    [{ customDomain: '   ', isCustomDomain: true }, 400, 'Please enter a custom domain'],
    [{ customDomain: 'a.b.test', isCustomDomain: true, isVGSubdomain: true }, 400, 'exactly one'],
    [{ customDomain: 'bad_name!', isVGSubdomain: true }, 400, 'letters, digits'],
    [{ customDomain: 'x.acme.test', isCustomDomain: true, extra: 1 }, 400, 'Invalid request'],
  ])('%j -> %i', async (body, status, message) => {
    const agencyId = await agencyOf(owner.idToken);
    const before = await readDoc('eu', `agencies/${agencyId}`);
    const answer = await api.call('POST', '/api/eu/vercel-api/custom-domain', {
      token: owner.idToken,
      body: { userId: owner.uid, agencyId, ...body },
    });
    expect(answer.status).toBe(status);
    expect(String(errorOf(answer).message)).toContain(message);
    expect(await readDoc('eu', `agencies/${agencyId}`)).toEqual(before);
  });

  it('refuses a custom domain without a plan that allows it, someone else’s agency and a path in the id', async () => {
    const { signUpOwner } = await import('../testing/emulators');
    const unpaid = await signUpOwner();
    const agencyId = await agencyOf(unpaid.idToken);
    const noPlan = await api.call('POST', '/api/eu/vercel-api/custom-domain', {
      token: unpaid.idToken,
      body: { customDomain: 'chat.free.test', userId: unpaid.uid, agencyId, isCustomDomain: true },
    });
    expect(noPlan.status).toBe(403);
    expect(String(errorOf(noPlan).message)).toContain('pay-as-you-go');
    const foreign = await api.call('POST', '/api/eu/vercel-api/custom-domain', {
      token: owner.idToken,
      body: { customDomain: 'sub', userId: owner.uid, agencyId, isVGSubdomain: true },
    });
    expect(foreign.status).toBe(404);
    const pathId = await api.call('POST', '/api/eu/vercel-api/custom-domain', {
      token: owner.idToken,
      body: { customDomain: 'sub', userId: owner.uid, agencyId: '../users/x', isVGSubdomain: true },
    });
    expect(pathId.status).toBe(400);
    expect((await readDoc('eu', `agencies/${agencyId}`))?.VGsubDomain).toBe('');
  });
});

describe('GET /agencies/fonts/check', () => {
  it.each([
    ['Rubik', true],
    ['dm sans', true],
    ['inherit', true],
    ['Comic Sans Nonexistent', false],
  ])('%s -> %s', async (family, valid) => {
    const answer = await api.call(
      'GET',
      `/api/eu/agencies/fonts/check?family=${encodeURIComponent(family)}`,
    );
    expect(answer).toEqual({ status: 200, body: { valid, family } });
  });

  it('asks for a family name', async () => {
    expect((await api.call('GET', '/api/eu/agencies/fonts/check')).status).toBe(400);
  });
});
