import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { dbFor } from '../firestore';
import { agencyWorkspaceFixture, createOrgThroughApi } from '../clients/agencyFixture.testing';
import { ssoClientCallable } from '../clients/ssoClient';
import { uniqueId } from '../testing/emulators';
import { startLocalDns, startLocalOutbox, startLocalResend } from '../testing/localServices';
import { useApiHarness } from '../testing/useApiHarness';
import { agencySender } from './agencyMail';

let dns: Awaited<ReturnType<typeof startLocalDns>>;
let resend: Awaited<ReturnType<typeof startLocalResend>>;
let outbox: Awaited<ReturnType<typeof startLocalOutbox>>;
beforeAll(async () => {
  outbox = await startLocalOutbox();
  dns = await startLocalDns({
    cname: 'domains.voiceglow.test',
    address: '127.0.0.1',
    root: 'localhost',
  });
  // Resend delivers what it accepts; here, like in the stack, to the outbox.
  resend = await startLocalResend(dns.server, (email) =>
    outbox.deliver({ ...email, to: email.to.join(', ') }, email.to),
  );
  process.env.VG_SMTP_URL = outbox.smtpUrl;
  process.env.VG_RESEND_API_KEY = 're_local_test';
  process.env.VG_RESEND_BASE_URL = resend.origin;
});
afterAll(async () => {
  await resend.close();
  await dns.close();
  await outbox.close();
});

const { api } = useApiHarness();
const PLATFORM_FROM = '"VoiceGlow" <notifications@voiceglow.local>';

/** An agency with one client, and the agency's e-mail domain added at Resend (not yet verified). */
async function agencyWithClientAndDomain() {
  const owner = await agencyWorkspaceFixture();
  const init = await api.call('POST', '/api/eu/agencies/init', { token: owner.idToken });
  const agencyId = init.body.agencyId as string;
  await dbFor('eu').doc(`agencies/${agencyId}`).update({ name: 'Harbor "Digital" <Agency>' });
  const orgId = await createOrgThroughApi(api.call, owner.idToken);
  const email = `${uniqueId('client').toLowerCase()}@example.com`;
  await api.call('POST', `/api/eu/orgs/${orgId}/clients`, {
    token: owner.idToken,
    body: { name: 'Chloe', email, password: 'dashboard-pass-1' },
  });
  const domain = `${uniqueId('harbor').toLowerCase()}.test`;
  const added = await api.call('POST', `/api/eu/resend/domains/${domain}`, {
    token: owner.idToken,
    body: { domain, userId: owner.uid, agencyId },
  });
  const data = added.body.data as {
    id: string;
    records: { type: 'MX' | 'TXT'; name: string; value: string; priority?: number }[];
  };
  return { owner, agencyId, email, domain, ...data };
}

const call = (data: unknown) => ssoClientCallable({ data } as CallableRequest<unknown>);

/** The latest login-code e-mail to `email`. */
async function latestCodeMail(email: string, count: number) {
  const mails = () =>
    outbox.messages.filter(
      (message) => message.envelopeTo.includes(email) && /login code/.test(message.subject),
    );
  await expect.poll(() => mails().length).toBe(count);
  return mails().at(-1);
}

describe("mail about an agency's clients", () => {
  it('comes from the platform until the sending domain is verified, then from the agency domain through Resend', async () => {
    const agency = await agencyWithClientAndDomain();
    const request = { email: agency.email, agencyId: agency.agencyId, region: 'eu' };

    await call(request);
    expect((await latestCodeMail(agency.email, 1))?.from).toBe(PLATFORM_FROM);

    const path = `/api/eu/resend/domains/${agency.id}`;
    await api.call('POST', `${path}/verify`, { token: agency.owner.idToken });
    for (const record of agency.records)
      dns.add({ ...record, name: `${record.name}.${agency.domain}` });
    const status = await api.call('GET', path, { token: agency.owner.idToken });
    expect((status.body.data as { status: string }).status).toBe('verified');

    await call(request);
    const mail = await latestCodeMail(agency.email, 2);
    // The display name loses the characters that would break the header.
    expect(mail?.from).toBe(`"Harbor Digital Agency" <notifications@${agency.domain}>`);
    expect(mail?.subject).toMatch(/^Your Harbor "Digital" <Agency> login code: \d{6}$/);
  });

  it('falls back to the platform address when Resend refuses the domain', async () => {
    const agency = await agencyWithClientAndDomain();
    // The record says verified, but Resend never verified it (its records are not at the DNS host).
    await dbFor('eu')
      .doc(`agencies/${agency.agencyId}`)
      .update({ resendEmailDomainStatus: 'verified' });
    await call({ email: agency.email, agencyId: agency.agencyId, region: 'eu' });
    expect((await latestCodeMail(agency.email, 1))?.from).toBe(PLATFORM_FROM);
  });
});

describe('agencySender', () => {
  it('names the agency at its verified domain only', () => {
    const agency = { name: 'Acme', resendEmailDomain: 'acme.test' };
    expect(agencySender({ ...agency, resendEmailDomainStatus: 'verified' })).toBe(
      '"Acme" <notifications@acme.test>',
    );
    expect(agencySender({ ...agency, resendEmailDomainStatus: 'pending' })).toBeNull();
    expect(agencySender({ resendEmailDomainStatus: 'verified', resendEmailDomain: '' })).toBeNull();
    expect(
      agencySender({ resendEmailDomain: 'acme.test', resendEmailDomainStatus: 'verified' }),
    ).toBe('notifications@acme.test');
    expect(agencySender(null)).toBeNull();
  });
});
