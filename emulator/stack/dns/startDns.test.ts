import { Resolver } from 'node:dns/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDns } from './startDns';

describe('local DNS host through node:dns', () => {
  let dns: Awaited<ReturnType<typeof startDns>>;
  const resolver = new Resolver({ timeout: 2000, tries: 1 });

  beforeAll(async () => {
    dns = await startDns({
      host: '127.0.0.1',
      dnsPort: 18053,
      webPort: 18054,
      baseRecords: [
        { type: 'CNAME', name: '*.localhost', value: 'cname.voiceglow.test' },
        { type: 'A', name: 'cname.voiceglow.test', value: '127.0.0.1' },
      ],
    });
    resolver.setServers([dns.server]);
  });
  afterAll(() => dns.close());

  it('answers the product wildcard and follows it for addresses', async () => {
    expect(await resolver.resolveCname('northwind.localhost')).toEqual(['cname.voiceglow.test']);
    expect(await resolver.resolve4('northwind.localhost')).toEqual(['127.0.0.1']);
  });

  it('serves a record added on the page (form post) at once', async () => {
    await expect(resolver.resolveCname('chat.acme.test')).rejects.toMatchObject({
      code: 'ENOTFOUND',
    });
    const added = await fetch(`${dns.origin}/records`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'type=CNAME&name=Chat.Acme.test&value=cname.voiceglow.test.',
    });
    expect(added.status).toBe(303);
    expect(await resolver.resolveCname('chat.acme.test')).toEqual(['cname.voiceglow.test']);
    const page = await (await fetch(dns.origin)).text();
    expect(page).toContain('chat.acme.test');
  });

  it('serves TXT and MX records and refuses a bad one in words', async () => {
    for (const body of [
      { type: 'TXT', name: 'send.acme.test', value: 'v=spf1 include:amazonses.com ~all' },
      { type: 'MX', name: 'send.acme.test', value: 'feedback-smtp.resend.test', priority: 10 },
    ]) {
      const answer = await fetch(`${dns.origin}/records`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(answer.status).toBe(201);
    }
    expect(await resolver.resolveTxt('send.acme.test')).toEqual([
      ['v=spf1 include:amazonses.com ~all'],
    ]);
    expect(await resolver.resolveMx('send.acme.test')).toEqual([
      { exchange: 'feedback-smtp.resend.test', priority: 10 },
    ]);
    const refused = await fetch(`${dns.origin}/records`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'A', name: 'x.acme.test', value: 'nope' }),
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toMatch(/IPv4/);
  });
});
