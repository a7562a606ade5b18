import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignSchema, type CampaignRecipient } from '@vg/common';
import { dbFor } from '../firestore';
import { uniqueId } from '../testing/emulators';
import { startLocalOutbox } from '../testing/localServices';
import { seedAgent } from '../testing/seed';
import { useApiHarness } from '../testing/useApiHarness';
import { leadId, leadPath } from '../insights/leadWrite';
import { campaignPath } from './campaignPaths';
import { ChannelPacer } from './ChannelPacer';
import { recordCampaignReply } from './recordCampaignReply';
import { INTERRUPTED_AFTER_MS, INTERRUPTED_REASON, sendCampaign } from './sendCampaign';
import { sendDueCampaigns } from './sendDueCampaigns';
import { TokenBuckets } from '../http/TokenBuckets';

let outbox: Awaited<ReturnType<typeof startLocalOutbox>>;
beforeAll(async () => {
  outbox = await startLocalOutbox();
  process.env.VG_SMTP_URL = outbox.smtpUrl;
});
afterAll(() => outbox.close());

const { api, owner, visitor } = useApiHarness();
// Read when first used: the mail settings above must be in place before the environment is.
let db: ReturnType<typeof dbFor>;
beforeAll(() => {
  db = dbFor('eu');
});
const DAY = 86_400_000;

beforeAll(async () => {
  await db.doc(`users/${owner.uid}`).set({ uid: owner.uid, email: 'owner@shop.example' });
});

/** Leads of the agent, by e-mail; `fields` per lead. */
async function seedLeads(agentId: string, leads: Record<string, Record<string, unknown>>) {
  const ids: Record<string, string> = {};
  for (const [email, fields] of Object.entries(leads)) {
    const id = leadId({ email })!;
    ids[email] = id;
    await db.doc(leadPath(agentId, id)).set({
      email,
      name: email.split('@')[0],
      sources: ['widget-user'],
      channel: 'widget',
      firstContactMs: Date.now() - DAY,
      lastContactMs: Date.now() - 1000,
      conversations: [],
      tags: [],
      ...fields,
    });
  }
  return ids;
}

const create = (agentId: string, body: Record<string, unknown>, token = owner.idToken) =>
  api.call('POST', `/api/eu/agents/${agentId}/campaigns`, {
    token,
    body: {
      id: uniqueId('c'),
      name: 'Spring sale',
      channel: 'email',
      subject: 'Spring sale',
      message: 'Twenty percent off all trail shoes this week.',
      ...body,
    },
  });

async function recipients(agentId: string, campaignId: string) {
  const snap = await db.collection(`${campaignPath(agentId, campaignId)}/recipients`).get();
  return Object.fromEntries(snap.docs.map((d) => [d.get('address') || d.id, d.data()]));
}

async function campaign(agentId: string, campaignId: string) {
  return campaignSchema.parse((await db.doc(campaignPath(agentId, campaignId)).get()).data());
}

/** A stored campaign with pending recipients (as POST leaves a scheduled one). */
async function storedCampaign(agentId: string, addresses: string[], fields = {}) {
  const id = uniqueId('c');
  const ref = db.doc(campaignPath(agentId, id));
  for (const address of addresses)
    await ref
      .collection('recipients')
      .doc(leadId({ email: address })!)
      .set({
        leadId: leadId({ email: address }),
        name: '',
        address,
        status: 'pending',
        reason: '',
      });
  await ref.set({
    name: 'Stored',
    channel: 'email',
    segment: {},
    subject: 'Hi',
    message: 'Hello',
    status: 'scheduled',
    sendAtMs: Date.now(),
    dueAtMs: Date.now(),
    createdAtMs: Date.now(),
    createdBy: owner.uid,
    counts: { recipients: addresses.length },
    ...fields,
  });
  return id;
}

describe('POST /agents/{id}/campaigns', () => {
  it('sends now to the segment by e-mail, skipping the opted-out and leads of other tags', async () => {
    const agentId = await seedAgent('eu', owner.uid);
    await seedLeads(agentId, {
      'ann@shop.dev': { tags: ['vip'] },
      'bob@shop.dev': { tags: ['vip'], optedOut: true },
      'cid@shop.dev': { tags: ['other'] },
    });
    const before = outbox.messages.length;
    const answer = await create(agentId, { segment: { tags: ['vip'] } });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      status: 'sent',
      counts: { recipients: 2, sent: 1, delivered: 1, skipped: 1, failed: 0, replied: 0 },
    });
    await expect.poll(() => outbox.messages.length).toBe(before + 1);
    const sent = outbox.messages.slice(before);
    expect(sent.map((m) => m.envelopeTo)).toEqual([['ann@shop.dev']]);
    expect(sent[0]?.text).toContain('Twenty percent off');
    const people = await recipients(agentId, answer.body.id as string);
    expect(people['ann@shop.dev']).toMatchObject({ status: 'delivered' });
    expect(people['bob@shop.dev']).toMatchObject({
      status: 'skipped',
      reason: 'Opted out of campaigns',
    });
    expect(people['cid@shop.dev']).toBeUndefined();
  });

  it('answers the campaign it created when the same request comes again, sending nothing twice', async () => {
    const agentId = await seedAgent('eu', owner.uid);
    await seedLeads(agentId, { 'dan@shop.dev': {} });
    const id = uniqueId('c');
    const before = outbox.messages.length;
    expect((await create(agentId, { id })).status).toBe(201);
    const again = await create(agentId, { id });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ counts: { sent: 1 } });
    await expect.poll(() => outbox.messages.length).toBe(before + 1);
  });

  it('schedules a campaign for later, and the scheduled sender sends it once it is due', async () => {
    const agentId = await seedAgent('eu', owner.uid);
    await seedLeads(agentId, { 'eve@shop.dev': {} });
    const sendAtMs = Date.now() + 60 * 60_000;
    const answer = await create(agentId, { sendAtMs });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ status: 'scheduled', counts: { sent: 0 } });
    const id = answer.body.id as string;
    await sendDueCampaigns(db, Date.now());
    expect((await campaign(agentId, id)).status).toBe('scheduled');
    await sendDueCampaigns(db, sendAtMs + 1);
    const done = await campaign(agentId, id);
    expect(done).toMatchObject({ status: 'sent', counts: { sent: 1 } });
    expect(done.dueAtMs).toBeUndefined();
  });

  it('refuses an empty segment, bad input and people outside the agent, writing nothing', async () => {
    const agentId = await seedAgent('eu', owner.uid);
    await seedLeads(agentId, { 'fay@shop.dev': { tags: ['vip'] } });
    const empty = await create(agentId, { segment: { tags: ['nobody'] } });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ error: { code: 'empty-segment' } });
    const noSubject = await create(agentId, { subject: '' });
    expect(noSubject.status).toBe(400);
    expect(JSON.stringify(noSubject.body)).toContain('Please enter a subject');
    const noTemplate = await create(agentId, { channel: 'whatsapp' });
    expect(JSON.stringify(noTemplate.body)).toContain('Name the approved WhatsApp template');
    expect((await create(agentId, { id: '../x' })).status).toBe(400);
    expect((await create(agentId, {}, visitor.idToken)).status).toBe(403);
    expect((await db.collection(`voiceglow/${agentId}/campaigns`).get()).size).toBe(0);
  });
});

describe('sending a campaign', () => {
  it('sends each recipient once when runs are retried or overlap', async () => {
    const agentId = await seedAgent('eu', owner.uid);
    const addresses = ['a@x.dev', 'b@x.dev', 'c@x.dev', 'd@x.dev'];
    const id = await storedCampaign(agentId, addresses);
    const got: string[] = [];
    const deps = {
      send: async (r: CampaignRecipient) => {
        got.push(r.address);
        return { delivered: false };
      },
      pace: async () => {},
    };
    await Promise.all([
      sendCampaign(db, agentId, id, deps),
      sendCampaign(db, agentId, id, deps),
      sendCampaign(db, agentId, id, deps),
    ]);
    await sendCampaign(db, agentId, id, deps);
    expect(got.sort()).toEqual(addresses);
    expect(await campaign(agentId, id)).toMatchObject({
      status: 'sent',
      counts: { sent: 4, failed: 0 },
    });
  });

  it('shows a failure on its own recipient with the reason, and sends the others', async () => {
    const agentId = await seedAgent('eu', owner.uid);
    const id = await storedCampaign(agentId, ['ok@x.dev', 'bad@x.dev']);
    await sendCampaign(db, agentId, id, {
      send: async (r) => {
        if (r.address === 'bad@x.dev') throw new Error('Mailbox unavailable');
        return { delivered: true };
      },
      pace: async () => {},
    });
    const people = await recipients(agentId, id);
    expect(people['bad@x.dev']).toMatchObject({ status: 'failed', reason: 'Mailbox unavailable' });
    expect(people['ok@x.dev']).toMatchObject({ status: 'delivered' });
    expect(await campaign(agentId, id)).toMatchObject({
      status: 'sent',
      counts: { sent: 1, delivered: 1, failed: 1 },
    });
  });

  it('never resends a recipient a dead run left mid-send: it fails with the reason', async () => {
    const agentId = await seedAgent('eu', owner.uid);
    const id = await storedCampaign(agentId, ['lost@x.dev']);
    const ref = db.doc(
      `${campaignPath(agentId, id)}/recipients/${leadId({ email: 'lost@x.dev' })}`,
    );
    const claimedAtMs = Date.now() - INTERRUPTED_AFTER_MS - 1;
    await ref.update({ status: 'sending', claimedAtMs });
    let sends = 0;
    const deps = {
      send: async () => {
        sends++;
        return { delivered: true };
      },
      pace: async () => {},
    };
    await sendCampaign(db, agentId, id, deps);
    expect(sends).toBe(0);
    expect((await ref.get()).data()).toMatchObject({
      status: 'failed',
      reason: INTERRUPTED_REASON,
    });
    expect(await campaign(agentId, id)).toMatchObject({ status: 'sent', counts: { failed: 1 } });
  });

  it('skips a lead that opted out after the campaign was made, sending the others', async () => {
    const agentId = await seedAgent('eu', owner.uid);
    const addresses = ['stays@x.dev', 'left@x.dev'];
    const id = await storedCampaign(agentId, addresses);
    await seedLeads(agentId, { 'stays@x.dev': {}, 'left@x.dev': { optedOut: true } });
    const got: string[] = [];
    await sendCampaign(db, agentId, id, {
      send: async (r) => {
        got.push(r.address);
        return { delivered: true };
      },
      pace: async () => {},
    });
    expect(got).toEqual(['stays@x.dev']);
    expect((await recipients(agentId, id))['left@x.dev']).toMatchObject({
      status: 'skipped',
      reason: 'Opted out of campaigns',
    });
    expect(await campaign(agentId, id)).toMatchObject({
      status: 'sent',
      counts: { sent: 1, skipped: 1 },
    });
  });

  it('stops at its deadline and leaves the rest due for the scheduled sender', async () => {
    const agentId = await seedAgent('eu', owner.uid);
    const id = await storedCampaign(agentId, ['one@x.dev', 'two@x.dev']);
    let clock = 1_000;
    const pass = await sendCampaign(db, agentId, id, {
      send: async () => {
        clock += 10;
        return { delivered: true };
      },
      pace: async () => {},
      now: () => clock,
      deadline: 1_005,
    });
    expect(pass).toEqual({ sent: 1, failed: 0, waiting: true });
    expect(await campaign(agentId, id)).toMatchObject({ status: 'sending', dueAtMs: clock });
  });
});

describe('the channel rate limit', () => {
  it('waits between messages once the burst is used, per sender', async () => {
    let clock = 0;
    const waits: number[] = [];
    const pacer = new ChannelPacer(
      new TokenBuckets(),
      () => clock,
      async (ms) => {
        waits.push(ms);
        clock += ms;
      },
    );
    const rule = { capacity: 2, perSecond: 2 };
    for (let i = 0; i < 5; i++) await pacer.wait('email:shop', rule);
    // Two at once, then one every half second.
    expect(clock).toBe(1500);
    expect(waits).toEqual([500, 500, 500]);
    await pacer.wait('email:other', rule);
    expect(clock).toBe(1500);
  });
});

describe('opting a lead out (POST /agents/{id}/leads/{leadId}/opt-out)', () => {
  const optOut = (agentId: string, lead: string, optedOut: unknown, token = owner.idToken) =>
    api.call('POST', `/api/eu/agents/${agentId}/leads/${lead}/opt-out`, {
      token,
      body: { optedOut },
    });

  it('lets the team opt a lead out and back in, and campaigns skip it meanwhile', async () => {
    const agentId = await seedAgent('eu', owner.uid);
    const ids = await seedLeads(agentId, { 'hal@shop.dev': {}, 'ivy@shop.dev': {} });
    const hal = ids['hal@shop.dev']!;
    const out = await optOut(agentId, hal, true);
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ id: hal, optedOut: true, optedOutBy: 'team' });
    // Again: nothing changes.
    expect((await optOut(agentId, hal, true)).body).toMatchObject({ optedOut: true });
    const first = await create(agentId, {});
    expect(first.body).toMatchObject({ counts: { sent: 1, skipped: 1 } });
    const back = await optOut(agentId, hal, false);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ optedOut: false });
    expect(back.body).not.toHaveProperty('optedOutBy');
    const stored = (await db.doc(leadPath(agentId, hal)).get()).data();
    expect(stored).toMatchObject({ optedOut: false });
    expect(stored).not.toHaveProperty('optedOutAtMs');
    expect((await create(agentId, {})).body).toMatchObject({ counts: { sent: 2, skipped: 0 } });
  });

  it('leaves a person’s own STOP to them: the team cannot undo it, START does', async () => {
    const agentId = await seedAgent('eu', owner.uid);
    const ids = await seedLeads(agentId, { 'joy@shop.dev': {} });
    const joy = ids['joy@shop.dev']!;
    const reply = (text: string) =>
      recordCampaignReply(db, { agentId, leadId: joy, conversationId: 'c', text, at: Date.now() });
    await reply('Stop promotions');
    const refused = await optOut(agentId, joy, false);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: 'opted-out-by-person' } });
    expect((await db.doc(leadPath(agentId, joy)).get()).get('optedOut')).toBe(true);
    await reply('START');
    expect((await db.doc(leadPath(agentId, joy)).get()).data()).toMatchObject({
      optedOut: false,
    });
  });

  it('refuses bad input, unknown leads and people outside the agent, changing nothing', async () => {
    const agentId = await seedAgent('eu', owner.uid);
    const ids = await seedLeads(agentId, { 'kim@shop.dev': {} });
    const kim = ids['kim@shop.dev']!;
    expect((await optOut(agentId, kim, 'yes')).status).toBe(400);
    expect((await optOut(agentId, '..%2Fx', true)).status).toBe(400);
    const unknown = await optOut(agentId, 'a'.repeat(24), true);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { code: 'not-found' } });
    expect((await optOut(agentId, kim, true, visitor.idToken)).status).toBe(403);
    expect((await db.doc(leadPath(agentId, kim)).get()).get('optedOut')).toBeUndefined();
  });
});

describe('replies to a campaign', () => {
  it('counts a lead’s reply once and a STOP opts the lead out', async () => {
    const agentId = await seedAgent('eu', owner.uid);
    const ids = await seedLeads(agentId, { 'gus@shop.dev': {} });
    const answer = await create(agentId, {});
    const campaignId = answer.body.id as string;
    const lead = ids['gus@shop.dev']!;
    const reply = (text: string) =>
      recordCampaignReply(db, {
        agentId,
        leadId: lead,
        conversationId: 'convo-1',
        text,
        at: Date.now(),
      });
    expect(await reply('Is it for kids shoes too?')).toBe(true);
    expect(await reply('Hello?')).toBe(false);
    expect(await campaign(agentId, campaignId)).toMatchObject({ counts: { replied: 1 } });
    expect((await recipients(agentId, campaignId))['gus@shop.dev']).toMatchObject({
      conversationId: 'convo-1',
    });
    await reply('STOP');
    expect((await db.doc(leadPath(agentId, lead)).get()).get('optedOut')).toBe(true);
    const next = await create(agentId, {});
    expect(next.body).toMatchObject({ counts: { sent: 0, skipped: 1 } });
  });
});
