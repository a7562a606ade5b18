import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { metaSignature } from './MetaWebhooks';
import { LOCAL_META_APP, startMeta, type LocalMeta } from './startMeta';

let meta: LocalMeta;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
const verifications: URLSearchParams[] = [];
const hook = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://hook');
  if (req.method === 'GET') {
    verifications.push(url.searchParams);
    const ok = url.searchParams.get('hub.verify_token') === LOCAL_META_APP.verifyToken;
    res.writeHead(ok ? 200 : 403).end(ok ? (url.searchParams.get('hub.challenge') ?? '') : '');
    return;
  }
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    received.push({ headers: req.headers, body });
    res.writeHead(200).end();
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  const port = (hook.address() as AddressInfo).port;
  meta = await startMeta({
    host: '127.0.0.1',
    port: 0,
    callbackUrl: () => `http://127.0.0.1:${port}/hook`,
  });
});
afterAll(async () => {
  await meta.close();
  await new Promise((resolve) => hook.close(resolve));
});

async function graph(method: string, path: string, token: string | null, body?: unknown) {
  const response = await fetch(`${meta.origin}/v18.0/${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the Meta Graph API stand-in', () => {
  it('refuses a bad token as Meta does and hands a token out through its login dialog', async () => {
    expect(await graph('GET', 'me/accounts', 'EAAGnope')).toMatchObject({
      status: 400,
      body: { error: { code: 190, type: 'OAuthException' } },
    });
    const dialog = await fetch(
      `${meta.origin}/v18.0/dialog/oauth?client_id=${LOCAL_META_APP.id}&redirect_uri=${encodeURIComponent('http://app.test/back')}&state=s1&response_type=token`,
    );
    expect(await dialog.text()).toContain('Continue as Alex Rivera');
    const decided = await fetch(`${meta.origin}/dialog/oauth/decide`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        redirect_uri: 'http://app.test/back',
        state: 's1',
        decision: 'allow',
      }),
    });
    const back = new URL(decided.headers.get('location') ?? '');
    const fragment = new URLSearchParams(back.hash.slice(1));
    expect(fragment.get('state')).toBe('s1');
    const pages = await graph('GET', 'me/accounts', fragment.get('access_token'));
    expect(pages.body.data).toHaveLength(2);
  });

  it("answers a person's profile to the page's token only, with the fields asked for", async () => {
    const page = meta.world.pages[0]!;
    const kari = meta.world.people.messenger;
    expect(await graph('GET', `${kari.id}?fields=first_name,last_name`, page.accessToken)).toEqual({
      status: 200,
      body: { id: kari.id, first_name: 'Kari', last_name: 'Nordmann' },
    });
    const insta = meta.world.people.instagram;
    expect(await graph('GET', `${insta.id}?fields=name,username`, page.accessToken)).toEqual({
      status: 200,
      body: { id: insta.id, name: 'kari.runs', username: 'kari.runs' },
    });
    expect((await graph('GET', `${kari.id}?fields=birthday`, page.accessToken)).status).toBe(400);
    // A user token, or someone who never wrote, gets Meta's "no such object".
    expect((await graph('GET', kari.id, meta.world.issueUserToken(true))).status).toBe(400);
    expect((await graph('GET', '6200000000009999', page.accessToken)).status).toBe(400);
  });

  it('verifies the callback, then sends signed events; the Cloud API checks what it sends', async () => {
    const token = meta.world.issueUserToken(true);
    const business = meta.world.businesses[0]!;
    const phoneId = business.numbers[0]!.id;
    expect(meta.write('whatsapp', phoneId, 'Hello?')).toBe(false); // no app subscribed yet
    expect(await graph('POST', `${business.id}/subscribed_apps`, token)).toMatchObject({
      body: { success: true },
    });
    expect(meta.write('whatsapp', phoneId, 'Do you ship to Norway?')).toBe(true);
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(verifications[0]?.get('hub.mode')).toBe('subscribe');
    const { headers, body } = received[0]!;
    expect(headers['x-hub-signature-256']).toBe(metaSignature(LOCAL_META_APP.secret, body));
    const event = JSON.parse(body) as Record<string, unknown>;
    expect(event).toMatchObject({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: business.id,
          changes: [{ field: 'messages', value: { metadata: { phone_number_id: phoneId } } }],
        },
      ],
    });
    const to = meta.world.people.whatsapp.id;
    const tooLong = await graph('POST', `${phoneId}/messages`, token, {
      messaging_product: 'whatsapp',
      to,
      type: 'interactive',
      interactive: {
        type: 'button',
        body: { text: 'Pick' },
        action: { buttons: [{ type: 'reply', reply: { id: 'a', title: 'x'.repeat(21) } }] },
      },
    });
    expect(tooLong).toMatchObject({ status: 400, body: { error: { code: 131009 } } });
    const sent = await graph('POST', `${phoneId}/messages`, token, {
      messaging_product: 'whatsapp',
      to,
      type: 'text',
      text: { body: 'Yes, in three days.' },
    });
    expect(sent.body).toMatchObject({
      contacts: [{ wa_id: to }],
      messages: [{ id: expect.stringMatching(/^wamid\./) }],
    });
    expect(meta.world.chat('whatsapp', phoneId, to).at(-1)).toMatchObject({
      from: 'business',
      text: 'Yes, in three days.',
    });
    const stranger = await graph('POST', `${phoneId}/messages`, token, {
      messaging_product: 'whatsapp',
      to: '4711111111',
      type: 'text',
      text: { body: 'Hello' },
    });
    expect(stranger.body).toMatchObject({ error: { code: 131047 } });
  });

  it('sends an approved template to someone who never wrote; others only once approved', async () => {
    const token = meta.world.issueUserToken(true);
    const business = meta.world.businesses[0]!;
    const phoneId = business.numbers[0]!.id;
    const template = (name: string, text: string) => ({
      messaging_product: 'whatsapp',
      to: '4790077777',
      type: 'template',
      template: {
        name,
        language: { code: 'en' },
        components: [{ type: 'body', parameters: [{ type: 'text', text }] }],
      },
    });
    expect(
      await graph('POST', `${phoneId}/messages`, token, {
        messaging_product: 'whatsapp',
        to: '4790077777',
        text: { body: 'Hi there' },
      }),
    ).toMatchObject({ status: 400, body: { error: { code: 131047 } } });
    const sent = await graph(
      'POST',
      `${phoneId}/messages`,
      token,
      template('store_update', 'Sale!'),
    );
    expect(sent.status).toBe(200);
    expect(meta.world.chat('whatsapp', phoneId, '4790077777').at(-1)?.text).toBe(
      'News from Trail Shoes: Sale! Reply STOP to stop these messages.',
    );
    const created = await graph('POST', `${business.id}/message_templates`, token, {
      name: 'new_offer',
      language: 'en',
      category: 'MARKETING',
      components: [{ type: 'BODY', text: 'Offer: {{1}}' }],
    });
    expect(created.body).toMatchObject({ status: 'PENDING' });
    expect(
      await graph('POST', `${phoneId}/messages`, token, template('new_offer', 'x')),
    ).toMatchObject({ status: 400, body: { error: { code: 132001 } } });
    const approved = await fetch(`${meta.origin}/templates/${String(created.body.id)}/approve`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(approved.status).toBe(303);
    const listed = await graph('GET', `${business.id}/message_templates`, token);
    expect(listed.body.data).toContainEqual(
      expect.objectContaining({ name: 'new_offer', status: 'APPROVED' }),
    );
    expect(
      (await graph('POST', `${phoneId}/messages`, token, template('new_offer', 'Two for one')))
        .status,
    ).toBe(200);
  });

  it('reports each sent message as Meta does (sent, delivered, read; failed without WhatsApp) and a template’s opt-out button', async () => {
    const token = meta.world.issueUserToken(true);
    const business = meta.world.businesses[0]!;
    business.subscribedApps.add(LOCAL_META_APP.id);
    const phoneId = business.numbers[0]!.id;
    const send = (to: string) =>
      graph('POST', `${phoneId}/messages`, token, {
        messaging_product: 'whatsapp',
        to,
        type: 'template',
        template: {
          name: 'store_update',
          language: { code: 'en' },
          components: [{ type: 'body', parameters: [{ type: 'text', text: 'Sale!' }] }],
        },
      });
    const statusesOf = (id: string) =>
      received
        .filter((r) => r.body.includes(id))
        .map((r) => {
          expect(r.headers['x-hub-signature-256']).toBe(
            metaSignature(LOCAL_META_APP.secret, r.body),
          );
          const value = (
            JSON.parse(r.body) as {
              entry: { changes: { value: { statuses?: Record<string, unknown>[] } }[] }[];
            }
          ).entry[0]!.changes[0]!.value;
          return value.statuses?.[0] ?? {};
        });
    const ok = await send('4790088888');
    const okId = (ok.body.messages as { id: string }[])[0]!.id;
    await vi.waitFor(
      () => expect(statusesOf(okId).map((s) => s.status)).toEqual(['sent', 'delivered']),
      {
        timeout: 10_000,
      },
    );
    meta.statuses.read(phoneId, '4790088888');
    await vi.waitFor(() => expect(statusesOf(okId).at(-1)?.status).toBe('read'));
    const lost = await send('99900000001');
    expect(lost.status).toBe(200);
    const lostId = (lost.body.messages as { id: string }[])[0]!.id;
    await vi.waitFor(
      () =>
        expect(statusesOf(lostId)).toEqual([
          expect.objectContaining({
            status: 'failed',
            recipient_id: '99900000001',
            errors: [expect.objectContaining({ code: 131026, title: 'Message undeliverable' })],
          }),
        ]),
      { timeout: 10_000 },
    );

    // The template's quick reply comes back as a `button` message.
    const entry = meta.world.chat('whatsapp', phoneId, '4790088888').at(-1)!;
    expect(entry.buttons.map((b) => b.label)).toEqual(['Stop promotions']);
    const pressed = await fetch(`${meta.origin}/chat/whatsapp/${phoneId}/4790088888/press`, {
      method: 'POST',
      body: JSON.stringify({ messageId: entry.id, buttonId: entry.buttons[0]!.id }),
    });
    expect(pressed.status).toBe(202);
    await vi.waitFor(() =>
      expect(received.at(-1)?.body).toContain(
        '"type":"button","context":{"from":"15550104477","id":"' +
          entry.id +
          '"},"button":{"payload":"Stop promotions","text":"Stop promotions"}',
      ),
    );
  });
});
