import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueId } from '../testing/emulators';
import { startLocalDns, startLocalResend } from '../testing/localServices';
import { readDoc } from '../testing/seed';
import { useApiHarness } from '../testing/useApiHarness';

let dns: Awaited<ReturnType<typeof startLocalDns>>;
let resend: Awaited<ReturnType<typeof startLocalResend>>;
beforeAll(async () => {
  dns = await startLocalDns({
    cname: 'domains.voiceglow.test',
    address: '127.0.0.1',
    root: 'localhost',
  });
  resend = await startLocalResend(dns.server);
  process.env.VG_RESEND_API_KEY = 're_local_test';
  process.env.VG_RESEND_BASE_URL = resend.origin;
});
afterAll(async () => {
  await resend.close();
  await dns.close();
});

const { api, owner } = useApiHarness();

describe('the e-mail sending domain through the official resend client', () => {
  it('adds, verifies once the records are at the DNS host, and deletes', async () => {
    const init = await api.call('POST', '/api/eu/agencies/init', { token: owner.idToken });
    const agencyId = init.body.agencyId as string;
    const domain = `${uniqueId('mail')}.test`;
    const added = await api.call('POST', `/api/eu/resend/domains/${domain}`, {
      token: owner.idToken,
      body: { domain, userId: owner.uid, agencyId },
    });
    expect(added.status).toBe(200);
    const data = added.body.data as {
      id: string;
      records: { type: string; name: string; value: string; priority?: number }[];
    };
    expect(data.records.map((r) => r.type).sort()).toEqual(['MX', 'TXT', 'TXT']);
    expect(data.records.find((r) => r.type === 'MX')?.priority).toBe(10);
    expect(await readDoc('eu', `agencies/${agencyId}`)).toMatchObject({
      resendEmailDomain: domain,
      resendEmailDomainId: data.id,
      resendEmailDomainStatus: 'not_started',
    });
    const again = await api.call('POST', `/api/eu/resend/domains/${domain}`, {
      token: owner.idToken,
      body: { domain, userId: owner.uid, agencyId },
    });
    expect(again).toMatchObject({
      status: 400,
      body: { error: { message: 'This domain is already added.' } },
    });

    const path = `/api/eu/resend/domains/${data.id}`;
    expect((await api.call('POST', `${path}/verify`, { token: owner.idToken })).body).toEqual({
      success: true,
    });
    const status = async () =>
      ((await api.call('GET', path, { token: owner.idToken })).body.data as { status: string })
        .status;
    expect(await status()).toBe('pending');
    for (const record of data.records)
      dns.add({
        type: record.type as 'MX' | 'TXT',
        name: `${record.name}.${domain}`,
        value: record.value,
        priority: record.priority,
      });
    expect(await status()).toBe('verified');
    expect((await readDoc('eu', `agencies/${agencyId}`))?.resendEmailDomainStatus).toBe('verified');

    expect((await api.call('DELETE', path, { token: owner.idToken })).body).toEqual({
      success: true,
    });
    expect(await readDoc('eu', `agencies/${agencyId}`)).toMatchObject({
      resendEmailDomain: '',
      resendEmailDomainId: '',
      resendEmailDomainStatus: 'not_started',
    });
  });

  it('refuses a sub-domain and a domain id that is not the caller’s, writing nothing', async () => {
    const init = await api.call('POST', '/api/eu/agencies/init', { token: owner.idToken });
    const agencyId = init.body.agencyId as string;
    const before = await readDoc('eu', `agencies/${agencyId}`);
    const sub = await api.call('POST', '/api/eu/resend/domains/mail.acme.test', {
      token: owner.idToken,
      body: { domain: 'mail.acme.test', userId: owner.uid, agencyId },
    });
    expect(sub).toMatchObject({
      status: 400,
      body: { error: { message: 'Please enter a root domain, e.g. example.com' } },
    });
    expect(
      (await api.call('GET', '/api/eu/resend/domains/not-mine', { token: owner.idToken })).status,
    ).toBe(404);
    expect(await readDoc('eu', `agencies/${agencyId}`)).toEqual(before);
  });
});
