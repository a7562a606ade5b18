import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignSchema, type CampaignPreview } from '@vg/common';
import { dbFor } from '../firestore';
import { uniqueId } from '../testing/emulators';
import { startMetaForApi, type LocalMeta } from '../testing/startMetaForApi';
import { seedShoeShop } from '../testing/seedShoeShop';
import { useApiHarness } from '../testing/useApiHarness';
import { leadId, leadPath } from '../insights/leadWrite';
import { campaignPath } from './campaignPaths';

// Started before the API, which reads the Meta settings when it starts.
let meta: LocalMeta;
let stopMeta: () => Promise<void>;
beforeAll(async () => {
  ({ meta, close: stopMeta } = await startMetaForApi(() => api.url));
});
afterAll(() => stopMeta());

const { api, owner } = useApiHarness();

const db = () => dbFor('eu');
const KARI = '4790012345';
const NOBODY = '99912345678';

/** An agent with one of the stand-in's numbers connected and two WhatsApp leads (one per number). */
const agents = new Map<number, Promise<{ agentId: string; phoneId: string }>>();
function agentWithNumber(number = 0) {
  if (!agents.has(number)) agents.set(number, connectedAgent(number));
  return agents.get(number)!;
}

async function connectedAgent(number: number) {
  const agentId = await seedShoeShop(owner.uid);
  const login = await api.call('POST', `/api/eu/agents/${agentId}/channels/meta/login`, {
    token: owner.idToken,
    body: { token: meta.world.issueUserToken(false) },
  });
  expect(login.status).toBe(200);
  const phoneId = meta.world.businesses[0]!.numbers[number]!.id;
  const connect = await api.call('POST', `/api/eu/agents/${agentId}/channels/whatsapp`, {
    token: owner.idToken,
    body: { phoneId },
  });
  expect(connect.status).toBe(200);
  for (const [to, name] of [
    [KARI, 'Kari'],
    [NOBODY, 'Nobody'],
  ] as const) {
    const channelAddress = `whatsapp:${to}`;
    await db()
      .doc(leadPath(agentId, leadId({ channelAddress })!))
      .set({
        name,
        channelAddress,
        sources: ['channel'],
        channel: 'whatsapp',
        firstContactMs: Date.now() - 60_000,
        lastContactMs: Date.now() - 1000,
      });
  }
  return { agentId, phoneId };
}

async function recipients(agentId: string, campaignId: string) {
  const snap = await db()
    .collection(`${campaignPath(agentId, campaignId)}/recipients`)
    .get();
  return Object.fromEntries(snap.docs.map((d) => [String(d.get('address')), d.data()]));
}

const counts = async (agentId: string, campaignId: string) =>
  campaignSchema.parse((await db().doc(campaignPath(agentId, campaignId)).get()).data()).counts;

describe('WhatsApp delivery statuses of a campaign', () => {
  it('marks each recipient delivered, read or failed with Meta’s reason, counting each once even when redelivered', async () => {
    const { agentId, phoneId } = await agentWithNumber();
    const id = uniqueId('c');
    const created = await api.call('POST', `/api/eu/agents/${agentId}/campaigns`, {
      token: owner.idToken,
      body: {
        id,
        name: 'Trail news',
        channel: 'whatsapp',
        message: 'New trail shoes are in.',
        template: { name: 'store_update', language: 'en' },
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ counts: { sent: 2, failed: 0 } });

    // Meta reports the messages a moment later, signed, through the webhook.
    await expect
      .poll(() => counts(agentId, id), { timeout: 20_000, interval: 200 })
      .toMatchObject({ sent: 1, delivered: 1, failed: 1 });
    const people = await recipients(agentId, id);
    expect(people[KARI]).toMatchObject({ status: 'delivered' });
    expect(people[KARI]?.deliveredAtMs).toBeGreaterThan(0);
    expect(people[NOBODY]).toMatchObject({
      status: 'failed',
      reason:
        'WhatsApp could not deliver it: Message Undeliverable: the number is not on WhatsApp. (error 131026)',
    });

    // Kari opens the chat: read, still one delivery.
    meta.statuses.read(phoneId, KARI);
    await expect
      .poll(async () => (await recipients(agentId, id))[KARI]?.status, { timeout: 20_000 })
      .toBe('read');

    // Meta delivers the same statuses again (and late ones out of order): nothing counts twice.
    const wamid = meta.world
      .chat('whatsapp', phoneId, KARI)
      .filter((entry) => entry.from === 'business')
      .at(-1)!.id;
    for (const status of ['delivered', 'sent', 'read', 'failed']) {
      const body = JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [
          {
            id: meta.world.businesses[0]!.id,
            changes: [
              {
                field: 'messages',
                value: {
                  messaging_product: 'whatsapp',
                  metadata: { display_phone_number: '15550104477', phone_number_id: phoneId },
                  statuses: [{ id: wamid, status, timestamp: '1700000000', recipient_id: KARI }],
                },
              },
            ],
          },
        ],
      });
      const answer = await fetch(`${api.url}/api/eu/channels/meta/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': `sha256=${createHmac('sha256', meta.app.secret).update(body).digest('hex')}`,
        },
        body,
      });
      expect(answer.status).toBe(200);
    }
    expect(await counts(agentId, id)).toMatchObject({ sent: 1, delivered: 1, failed: 1 });
    expect((await recipients(agentId, id))[KARI]).toMatchObject({ status: 'read' });
  });

  it('ignores statuses of messages no campaign sent and refuses unsigned ones', async () => {
    const { phoneId } = await agentWithNumber(1);
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'x',
          changes: [
            {
              field: 'messages',
              value: {
                metadata: { display_phone_number: '1', phone_number_id: phoneId },
                statuses: [{ id: 'wamid.unknown', status: 'read' }],
              },
            },
          ],
        },
      ],
    });
    const post = (signature: string) =>
      fetch(`${api.url}/api/eu/channels/meta/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
        body,
      });
    expect((await post('sha256=00')).status).toBe(401);
    const signed = `sha256=${createHmac('sha256', meta.app.secret).update(body).digest('hex')}`;
    expect((await post(signed)).status).toBe(200);
  });
});

describe('the campaign composer’s calls', () => {
  it('lists the connected number’s approved templates, and none without a number', async () => {
    const none = await seedShoeShop(owner.uid);
    const empty = await api.call('GET', `/api/eu/agents/${none}/whatsapp/templates`, {
      token: owner.idToken,
    });
    expect(empty).toMatchObject({ status: 200, body: { phoneNumber: null, templates: [] } });
    const { agentId } = await agentWithNumber(1);
    const listed = await api.call('GET', `/api/eu/agents/${agentId}/whatsapp/templates`, {
      token: owner.idToken,
    });
    expect(listed.status).toBe(200);
    expect(listed.body.templates).toEqual([
      {
        name: 'store_update',
        language: 'en',
        category: 'MARKETING',
        body: 'News from Trail Shoes: {{1}} Reply STOP to stop these messages.',
      },
    ]);
  });

  it('previews a segment as the send counts it, 50 leads a page', async () => {
    const agentId = await seedShoeShop(owner.uid);
    const batch = db().batch();
    for (let i = 0; i < 55; i++)
      batch.set(db().doc(leadPath(agentId, `l${String(i).padStart(2, '0')}`)), {
        email: i % 5 === 0 ? '' : `r${i}@x.dev`,
        name: `Reader ${i}`,
        tags: i < 52 ? ['vip'] : [],
        firstContactMs: 1,
        lastContactMs: 1_000 + i,
      });
    await batch.commit();
    const preview = (body: Record<string, unknown>) =>
      api.call('POST', `/api/eu/agents/${agentId}/campaigns/preview`, {
        token: owner.idToken,
        body: { channel: 'email', segment: { tags: ['vip'] }, ...body },
      });
    const first = await preview({});
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ matching: 52, skipped: 11, tooMany: false, nextOffset: 50 });
    const leads = (answer: { body: unknown }) => (answer.body as CampaignPreview).leads;
    expect(leads(first)).toHaveLength(50);
    expect(leads(first)[0]).toMatchObject({ name: 'Reader 51', address: 'r51@x.dev' });
    const second = await preview({ offset: 50 });
    expect(second.body).toMatchObject({ nextOffset: null });
    expect(leads(second).map((l) => l.name)).toEqual(['Reader 1', 'Reader 0']);
    expect(leads(second)[1]).toMatchObject({ status: 'skipped', reason: 'No e-mail address' });
    expect((await preview({ offset: -1 })).status).toBe(400);
  });
});
