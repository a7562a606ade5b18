import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dbFor } from '../../firestore';
import { errorOf } from '../../testing/apiClient';
import { startMetaForApi, type LocalMeta } from '../../testing/startMetaForApi';
import { readDoc } from '../../testing/seed';
import { seedShoeShop } from '../../testing/seedShoeShop';
import { useApiHarness } from '../../testing/useApiHarness';

// Started before the API, which reads the Meta settings when it starts.
let meta: LocalMeta;
let stopMeta: () => Promise<void>;
beforeAll(async () => {
  ({ meta, close: stopMeta } = await startMetaForApi(() => api.url));
});
afterAll(() => stopMeta());

const { api, owner, visitor } = useApiHarness();

const shoeShop = () => seedShoeShop(owner.uid);

/** The Meta login of the dashboard: the dialog's token, handed to the login call. */
async function logIn(agentId: string) {
  const answer = await api.call('POST', `/api/eu/agents/${agentId}/channels/meta/login`, {
    token: owner.idToken,
    body: { token: meta.world.issueUserToken(false) },
  });
  expect(answer.status).toBe(200);
  return answer.body as {
    numbers: { phoneId: string; phoneNumber: string }[];
    pages: { id: string; name: string; connectedIgPage: { id: string } | null }[];
  };
}

const texts = (surface: 'whatsapp' | 'messenger' | 'instagram', channelId: string) =>
  meta.world
    .chat(surface, channelId, meta.world.people[surface].id)
    .filter((entry) => entry.from === 'business')
    .map((entry) => entry.text);

const sign = (body: string) =>
  `sha256=${createHmac('sha256', meta.app.secret).update(body).digest('hex')}`;

describe('a WhatsApp number for an agent', () => {
  it('connects through the Meta login, answers as the widget does, hands off and carries the team’s reply', async () => {
    const agentId = await shoeShop();
    const dialog = await api.call(
      'GET',
      `/api/eu/channels/meta/login-dialog?redirectUri=${encodeURIComponent('http://127.0.0.1:5000/meta-login')}&state=abcdefgh12`,
      { token: owner.idToken },
    );
    expect(new URL(String(dialog.body.url)).searchParams.get('client_id')).toBe(meta.app.id);

    expect(
      errorOf(
        await api.call('POST', `/api/eu/agents/${agentId}/channels/meta/login`, {
          token: owner.idToken,
          body: { token: 'EAAGnotatoken' },
        }),
      ).message,
    ).toBe('Error: Invalid OAuth access token - Cannot parse access token');
    const choices = await logIn(agentId);
    const phoneId = meta.world.businesses[0]!.numbers[0]!.id;
    expect(choices.numbers.map((n) => n.phoneId)).toContain(phoneId);
    expect(choices.pages[0]).toMatchObject({ connectedIgPage: { name: 'trailshoes' } });
    expect(JSON.stringify(choices)).not.toMatch(/EAA/);

    const connect = (id: string, token = owner.idToken) =>
      api.call('POST', `/api/eu/agents/${agentId}/channels/whatsapp`, {
        token,
        body: { phoneId: id },
      });
    expect((await connect(phoneId, visitor.idToken)).status).toBe(403);
    expect(errorOf(await connect('999999')).code).toBe('not-your-number');
    expect(await connect(phoneId)).toMatchObject({
      status: 200,
      body: { message: 'Number is connected successfully' },
    });
    const claim = await readDoc('eu', `waNumbers/${phoneId}`);
    expect(claim).toMatchObject({ agentId, ownerID: owner.uid, phoneId });
    expect(JSON.stringify(claim)).not.toMatch(/EAA/);
    expect(await readDoc('eu', `waNumbers/${phoneId}/private/secrets`)).toHaveProperty(
      'accessToken',
    );
    expect(meta.world.businesses[0]!.subscribedApps.has(meta.app.id)).toBe(true);

    expect(meta.write('whatsapp', phoneId, 'Do you ship to Norway?')).toBe(true);
    await vi.waitFor(() => expect(texts('whatsapp', phoneId)).toHaveLength(2), { timeout: 10_000 });
    expect(meta.webhooks.state.verified).toBe(true);
    expect(texts('whatsapp', phoneId)[0]).toBe('Hi! Ask me about our shoes.');
    expect(texts('whatsapp', phoneId)[1]).toContain('We ship to Norway within three working days.');

    meta.write('whatsapp', phoneId, 'Can I pay with seashells?');
    await vi.waitFor(() => expect(texts('whatsapp', phoneId)).toHaveLength(3), { timeout: 10_000 });
    const person = meta.world.people.whatsapp;
    const offer = meta.world.chat('whatsapp', phoneId, person.id).at(-1)!;
    expect(offer.buttons).toEqual([{ id: 'Talk to a person', label: 'Talk to a person' }]);

    const press = await fetch(`${meta.origin}/chat/whatsapp/${phoneId}/${person.id}/press`, {
      method: 'POST',
      body: JSON.stringify({ messageId: offer.id, buttonId: 'Talk to a person' }),
    });
    expect(press.status).toBe(202);
    await vi.waitFor(() => expect(texts('whatsapp', phoneId)).toHaveLength(4), { timeout: 10_000 });
    expect(texts('whatsapp', phoneId)[3]).toBe('Let me connect you with a member of our team.');

    const convoId = `whatsapp-${phoneId}-${person.id}`;
    const convoPath = `voiceglow/${agentId}/convos/${convoId}`;
    expect(await readDoc('eu', convoPath)).toMatchObject({
      state: 'requested_chat',
      origin: 'whatsapp',
      userName: person.name,
      channel: { type: 'whatsapp', id: phoneId, to: person.id },
    });
    await dbFor('eu').doc(convoPath).update({ state: 'human-chatting', chatAssignedTo: owner.uid });
    const reply = await api.call(
      'POST',
      `/api/eu/agents/${agentId}/convos/${convoId}/channel-reply`,
      {
        token: owner.idToken,
        body: { text: 'Hi, Sam here. Seashells are fine.', agentName: 'Sam Rivera' },
      },
    );
    expect(reply.status).toBe(200);
    expect(texts('whatsapp', phoneId).at(-1)).toBe('Hi, Sam here. Seashells are fine.');

    const other = await shoeShop();
    expect(
      await api.call('POST', `/api/eu/agents/${other}/channels/whatsapp`, {
        token: owner.idToken,
        body: { phoneId },
      }),
    ).toMatchObject({ status: 409, body: { error: { code: 'channel-taken' } } });
    const removed = await api.call(
      'DELETE',
      `/api/eu/agents/${agentId}/channels/whatsapp/${phoneId}`,
      {
        token: owner.idToken,
      },
    );
    expect(removed).toMatchObject({
      status: 200,
      body: { message: 'Number removed successfully' },
    });
    expect(await readDoc('eu', `waNumbers/${phoneId}`)).toBeUndefined();
    expect(await readDoc('eu', `waNumbers/${phoneId}/private/secrets`)).toBeUndefined();
  });

  it('lists the number’s message templates with their review status and creates one (createTemplate)', async () => {
    const agentId = await shoeShop();
    await logIn(agentId);
    const phoneId = meta.world.businesses[0]!.numbers[1]!.id;
    const base = `/api/eu/agents/${agentId}/channels/whatsapp/${phoneId}/templates`;
    expect(errorOf(await api.call('GET', base, { token: owner.idToken })).code).toBe(
      'not-connected',
    );
    expect(
      await api.call('POST', `/api/eu/agents/${agentId}/channels/whatsapp`, {
        token: owner.idToken,
        body: { phoneId },
      }),
    ).toMatchObject({ status: 200 });
    expect((await api.call('GET', base, { token: visitor.idToken })).status).toBe(403);
    const listed = await api.call('GET', base, { token: owner.idToken });
    expect(listed.body).toMatchObject({
      templates: [
        { name: 'store_update', status: 'APPROVED', category: 'MARKETING', language: 'en' },
      ],
    });
    const template = {
      name: 'order_ready',
      language: 'en_US',
      category: 'UTILITY',
      bodyText: 'Your order {{1}} is ready.',
    };
    const create = (body: unknown, token = owner.idToken) =>
      api.call('POST', base, { token, body });
    expect((await create(template, visitor.idToken)).status).toBe(403);
    expect(errorOf(await create({ ...template, name: 'Order Ready' })).message).toBe(
      'Invalid template info',
    );
    expect(await create(template)).toMatchObject({
      status: 201,
      body: {
        message: 'Template created successfully',
        template: { ...template, status: 'PENDING' },
      },
    });
    const business = meta.world.businesses[0]!;
    expect(business.templates.find((t) => t.name === 'order_ready')).toMatchObject({
      body: 'Your order {{1}} is ready.',
      language: 'en_US',
      status: 'PENDING',
    });
    const after = (await api.call('GET', base, { token: owner.idToken })).body as {
      templates: { name: string; status: string }[];
    };
    expect(after.templates.map((t) => [t.name, t.status])).toContainEqual([
      'order_ready',
      'PENDING',
    ]);
    business.templates = business.templates.filter((t) => t.name !== 'order_ready');
    await api.call('DELETE', `/api/eu/agents/${agentId}/channels/whatsapp/${phoneId}`, {
      token: owner.idToken,
    });
  });

  it('connects a number with a system user’s permanent token (Legacy, manual tokens)', async () => {
    const agentId = await shoeShop();
    const business = meta.world.businesses[0]!;
    const phoneId = business.numbers[1]!.id;
    const connect = (body: Record<string, string>, token = owner.idToken) =>
      api.call('POST', `/api/eu/agents/${agentId}/channels/whatsapp`, { token, body });
    const fields = { phoneId, businessId: business.id, accessToken: meta.world.systemUserToken };
    expect((await connect(fields, visitor.idToken)).status).toBe(403);
    expect((await connect({ phoneId, businessId: business.id })).status).toBe(400);
    expect(
      errorOf(await connect({ ...fields, accessToken: 'EAAGnotapermanenttoken123' })).message,
    ).toBe('Error occurred: the access token is not valid.');
    expect(errorOf(await connect({ ...fields, businessId: '123456789' }))).toMatchObject({
      code: 'not-your-number',
      message:
        'Error occurred: this number is not in that WhatsApp Business account, or the token does not grant it.',
    });
    expect(await connect(fields)).toMatchObject({
      status: 200,
      body: { message: 'Whatsapp channel saved successfully', phoneId },
    });
    expect(await readDoc('eu', `waNumbers/${phoneId}`)).toMatchObject({
      agentId,
      wabaId: business.id,
    });
    expect(await readDoc('eu', `waNumbers/${phoneId}/private/secrets`)).toEqual({
      accessToken: meta.world.systemUserToken,
    });
    await api.call('DELETE', `/api/eu/agents/${agentId}/channels/whatsapp/${phoneId}`, {
      token: owner.idToken,
    });
  });

  it('sends the owner’s test message from the connected number, with the spec’s checks', async () => {
    const agentId = await shoeShop();
    await logIn(agentId);
    // The first number: the replay test below counts the second one's deliveries.
    const phoneId = meta.world.businesses[0]!.numbers[0]!.id;
    const send = (body: Record<string, unknown>, token = owner.idToken) =>
      api.call('POST', `/api/eu/agents/${agentId}/channels/whatsapp/${phoneId}/test-message`, {
        token,
        body,
      });
    const kari = `+${meta.world.people.whatsapp.id}`;
    expect(errorOf(await send({ phoneNumber: kari, text: 'Hello' })).code).toBe('not-connected');
    expect(
      await api.call('POST', `/api/eu/agents/${agentId}/channels/whatsapp`, {
        token: owner.idToken,
        body: { phoneId },
      }),
    ).toMatchObject({ status: 200 });
    expect((await send({ phoneNumber: kari, text: 'Hello' }, visitor.idToken)).status).toBe(403);
    expect(errorOf(await send({ phoneNumber: '', text: 'Hello' })).message).toBe(
      'Please provide a valid phone number and ensure the ID is reachable.',
    );
    expect(errorOf(await send({ phoneNumber: '4790012345', text: 'Hello' })).message).toBe(
      'Please include the country code in the phone number.',
    );
    expect(errorOf(await send({ phoneNumber: '+47 abc', text: 'Hello' })).message).toBe(
      'Please provide a valid phone number and ensure the ID is reachable.',
    );
    expect(errorOf(await send({ phoneNumber: kari, text: '  ' })).message).toBe(
      'Please enter a message to send.',
    );
    // Meta lets a business write freely only to someone who wrote in the last 24 hours.
    expect(errorOf(await send({ phoneNumber: '+4791234567', text: 'Hello' })).message).toContain(
      '131047',
    );
    expect(meta.write('whatsapp', phoneId, 'Hi')).toBe(true);
    await vi.waitFor(() => expect(texts('whatsapp', phoneId).length).toBeGreaterThan(0), {
      timeout: 10_000,
    });
    expect(await send({ phoneNumber: kari, text: 'This is how our answers look.' })).toMatchObject({
      status: 200,
      body: { message: `Test message sent to ${kari}.` },
    });
    expect(texts('whatsapp', phoneId)).toContain('This is how our answers look.');
    await api.call('DELETE', `/api/eu/agents/${agentId}/channels/whatsapp/${phoneId}`, {
      token: owner.idToken,
    });
  });

  it('answers the callback check only with the verify token', async () => {
    const check = (token: string) =>
      fetch(
        `${api.url}/api/eu/channels/meta/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
      );
    const good = await check(meta.app.verifyToken);
    expect(good.status).toBe(200);
    expect(await good.text()).toBe('1158201444');
    expect((await check('guess')).status).toBe(403);
  });

  it('refuses deliveries without the app’s signature and writes nothing; a replayed one runs once', async () => {
    const agentId = await shoeShop();
    await logIn(agentId);
    const phoneId = meta.world.businesses[0]!.numbers[1]!.id;
    expect(
      (
        await api.call('POST', `/api/eu/agents/${agentId}/channels/whatsapp`, {
          token: owner.idToken,
          body: { phoneId },
        })
      ).status,
    ).toBe(200);
    // The person has written before, so the number may answer them.
    const person = meta.world.people.whatsapp;
    meta.world.append('whatsapp', phoneId, person.id, {
      id: 'w0',
      from: 'person',
      text: 'Hi',
      buttons: [],
    });
    const event = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: meta.world.businesses[0]!.id,
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '15550109911', phone_number_id: phoneId },
                contacts: [{ profile: { name: person.name }, wa_id: person.id }],
                messages: [
                  {
                    from: person.id,
                    id: 'wamid.replay42==',
                    timestamp: '1',
                    type: 'text',
                    text: { body: 'Do you ship to Norway?' },
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    const post = (headers: Record<string, string>, body = event) =>
      api.call('POST', '/api/eu/channels/meta/webhook', { rawBody: body, headers });
    const unsigned: Record<string, string>[] = [
      {},
      { 'x-hub-signature-256': 'sha256=00' },
      { 'x-hub-signature-256': sign(`${event} `) },
    ];
    for (const headers of unsigned) {
      expect((await post(headers)).status).toBe(401);
    }
    expect((await post({ 'x-hub-signature-256': sign('{') }, '{')).status).toBe(400);
    const convos = () => dbFor('eu').collection(`voiceglow/${agentId}/convos`).get();
    expect((await convos()).size).toBe(0);
    expect((await dbFor('eu').collection(`waNumbers/${phoneId}/deliveries`).get()).size).toBe(0);

    const signed = { 'x-hub-signature-256': sign(event) };
    expect(await post(signed)).toMatchObject({ status: 200, body: { ok: true, answered: 1 } });
    expect(await post(signed)).toMatchObject({
      status: 200,
      body: { ok: true, answered: 0, duplicates: 1 },
    });
    expect(texts('whatsapp', phoneId).filter((text) => text.includes('Norway'))).toHaveLength(1);
    expect((await convos()).size).toBe(1);
    await api.call('DELETE', `/api/eu/agents/${agentId}/channels/whatsapp/${phoneId}`, {
      token: owner.idToken,
    });
  });
});

describe('a Facebook page and its Instagram account for an agent', () => {
  it('connects, checks its subscription, answers on Messenger and Instagram, and disconnects', async () => {
    const agentId = await shoeShop();
    const { pages } = await logIn(agentId);
    const page = meta.world.pages[0]!;
    expect(pages.map((p) => p.id)).toContain(page.id);
    const connected = await api.call('POST', `/api/eu/agents/${agentId}/channels/meta-pages`, {
      token: owner.idToken,
      body: { pageId: page.id },
    });
    expect(connected).toMatchObject({
      status: 200,
      body: { message: 'Successfully connected the page.' },
    });
    expect(page.subscriptions.get(meta.app.id)).toEqual(['messages', 'messaging_postbacks']);
    expect(await readDoc('eu', `metaPages/${page.id}`)).toMatchObject({
      agentId,
      ownerID: owner.uid,
      pageName: page.name,
      igPageId: page.instagram!.id,
    });
    const check = await api.call(
      'GET',
      `/api/eu/agents/${agentId}/channels/meta-pages/${page.id}/subscriptions`,
      { token: owner.idToken },
    );
    expect(check.body).toEqual({
      messenger: true,
      instagram: true,
      messages: ['Connected Successfully to an AI agent.'],
    });

    meta.write('messenger', page.id, 'Do you ship to Norway?');
    await vi.waitFor(() => expect(texts('messenger', page.id)).toHaveLength(2), {
      timeout: 10_000,
    });
    expect(texts('messenger', page.id)[1]).toContain('We ship to Norway');
    meta.write('instagram', page.instagram!.id, 'Do you ship to Norway?');
    await vi.waitFor(() => expect(texts('instagram', page.instagram!.id)).toHaveLength(2), {
      timeout: 10_000,
    });
    expect(
      await readDoc(
        'eu',
        `voiceglow/${agentId}/convos/instagram-${page.id}-${meta.world.people.instagram.id}`,
      ),
    ).toMatchObject({
      origin: 'instagram',
      // Named from the User Profile API with the page's token.
      userName: 'kari.runs',
      channel: { type: 'instagram', id: page.id },
    });
    expect(
      await readDoc(
        'eu',
        `voiceglow/${agentId}/convos/messenger-${page.id}-${meta.world.people.messenger.id}`,
      ),
    ).toMatchObject({ origin: 'messenger', userName: 'Kari Nordmann' });

    const outlet = meta.world.pages[1]!;
    await api.call('POST', `/api/eu/agents/${agentId}/channels/meta-pages`, {
      token: owner.idToken,
      body: { pageId: outlet.id },
    });
    const outletCheck = await api.call(
      'GET',
      `/api/eu/agents/${agentId}/channels/meta-pages/${outlet.id}/subscriptions`,
      { token: owner.idToken },
    );
    expect(outletCheck.body).toMatchObject({
      messages: ['Connected Successfully to an AI agent.', 'Not Connected to IG'],
    });

    for (const id of [page.id, outlet.id]) {
      const removed = await api.call(
        'DELETE',
        `/api/eu/agents/${agentId}/channels/meta-pages/${id}`,
        {
          token: owner.idToken,
        },
      );
      expect(removed.status).toBe(200);
      expect(await readDoc('eu', `metaPages/${id}`)).toBeUndefined();
    }
    expect(page.subscriptions.size).toBe(0);
  });
});
