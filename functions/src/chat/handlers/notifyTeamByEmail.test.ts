import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAnonymously, uniqueId } from '../../testing/emulators';
import { startLocalOutbox } from '../../testing/localServices';
import { readDoc, seedAgent, seedConversation } from '../../testing/seed';
import { useApiHarness } from '../../testing/useApiHarness';
import { dbFor } from '../../firestore';
import { encodeTurns, makeTurn, textMessage } from '../convos/turns';

let outbox: Awaited<ReturnType<typeof startLocalOutbox>>;

beforeAll(async () => {
  outbox = await startLocalOutbox();
  process.env.VG_SMTP_URL = outbox.smtpUrl;
});
afterAll(() => outbox.close());

const { api, visitor, owner } = useApiHarness();

beforeAll(async () => {
  await dbFor('eu')
    .doc(`users/${owner.uid}`)
    .set({ uid: owner.uid, email: 'owner@shop.example', loadTokens: 0 });
});

const form = (fields: Record<string, unknown> = {}) => ({
  from: 'web-chat',
  emailForm: {
    email: 'visitor@mail.example',
    message: 'Please call me back about my order.',
    attachmentLinks: [
      { url: 'https://files.example/receipt.pdf', filename: 'receipt.pdf', sizeKB: 120 },
    ],
    ...fields,
  },
  turns: [],
  agentData: { ID: 'x' },
});

/** The mails the last call sent, one per address (sorted), each to that address alone. */
function mailsTo(addresses: string[]) {
  const mails = outbox.messages.slice(-addresses.length);
  expect(mails.map((mail) => mail.envelopeTo)).toEqual(
    expect.arrayContaining(addresses.map((address) => [address])),
  );
  expect(mails.map((mail) => mail.envelopeTo[0]).sort()).toEqual(addresses);
  return mails;
}

describe('POST /vg/{id}/convos/{userId}/notify', () => {
  it('e-mails the owner and e-mail-minded clients with the transcript, and notifies the dashboard', async () => {
    const agentId = await seedAgent('eu', owner.uid);
    const clientId = uniqueId('client');
    await dbFor('eu')
      .doc(`clients/${clientId}`)
      .set({
        ID: clientId,
        ownerID: owner.uid,
        email: 'support@shop.example',
        widgetIDs: [agentId],
        notificationsSettings: { notifyThrough: 'email', notifyIf: 'requestsOnly' },
      });
    await dbFor('eu')
      .doc(`clients/${clientId}-quiet`)
      .set({
        ID: `${clientId}-quiet`,
        ownerID: owner.uid,
        email: 'quiet@shop.example',
        widgetIDs: [agentId],
        notificationsSettings: { notifyThrough: 'email', notifyIf: 'none' },
      });
    const turns = [makeTurn('human', [textMessage('human', 'Where is my parcel?', 0)], 's')];
    const userId = await seedConversation('eu', agentId, visitor.uid, {
      turns: encodeTurns(turns),
    });
    const answer = await api.call('POST', `/api/eu/vg/${agentId}/convos/${userId}/notify`, {
      token: visitor.idToken,
      body: form(),
    });
    expect(answer).toEqual({ status: 200, body: { sent: true, recipients: 2 } });
    // One mail each: no recipient sees another's address.
    const mails = mailsTo(['owner@shop.example', 'support@shop.example']);
    for (const mail of mails) {
      expect(mail.subject).toBe('New message from visitor@mail.example on Shoe Shop');
      expect(mail.text).toContain('Please call me back about my order.');
      expect(mail.text).toContain(
        'Attachment: receipt.pdf (120 KB) https://files.example/receipt.pdf',
      );
      expect(mail.text).toContain('Visitor: Where is my parcel?');
      expect(mail.text).toContain(`/app/eu/agents/${agentId}/convos?convo=${userId}`);
    }
    const notices = await dbFor('eu')
      .collection('notifications')
      .where('agentId', '==', agentId)
      .get();
    expect(notices.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({
        ownerID: owner.uid,
        title: 'Message from visitor@mail.example',
        notificationLevel: 1,
      }),
    ]);
    expect((await readDoc('eu', `voiceglow/${agentId}/convos/${userId}`))?.userEmail).toBe(
      'visitor@mail.example',
    );
    const again = await api.call('POST', `/api/eu/vg/${agentId}/convos/${userId}/notify`, {
      token: visitor.idToken,
      body: form(),
    });
    expect(again.status).toBe(429);
  });

  it("rejects a bad e-mail with the spec's text, hostile links and strangers, sending nothing", async () => {
    const agentId = await seedAgent('eu', owner.uid);
    const userId = await seedConversation('eu', agentId, visitor.uid);
    const path = `/api/eu/vg/${agentId}/convos/${userId}/notify`;
    const sentBefore = outbox.messages.length;
    const badEmail = await api.call('POST', path, {
      token: visitor.idToken,
      body: form({ email: 'not-an-email' }),
    });
    expect(badEmail).toEqual({
      status: 400,
      body: {
        error: {
          code: 'invalid-request',
          message: 'Invalid request: emailForm.email: Please input a valid email.',
        },
      },
    });
    const script = await api.call('POST', path, {
      token: visitor.idToken,
      body: form({ attachmentLinks: [{ url: 'javascript:alert(1)', filename: 'x', sizeKB: 1 }] }),
    });
    expect(script.status).toBe(400);
    const intruder = await signInAnonymously();
    expect((await api.call('POST', path, { token: intruder.idToken, body: form() })).status).toBe(
      403,
    );
    expect((await api.call('POST', path, { body: form() })).status).toBe(401);
    expect(outbox.messages.length).toBe(sentBefore);
    const notices = await dbFor('eu')
      .collection('notifications')
      .where('agentId', '==', agentId)
      .get();
    expect(notices.empty).toBe(true);
  });

  it("mails only the owner and the agency's own clients, never a forged client record", async () => {
    const agentId = await seedAgent('eu', owner.uid);
    const wantsMail = { notifyThrough: 'email', notifyIf: 'all' };
    const records = {
      // Listed the agent, but made by another workspace (an attacker's own record).
      [uniqueId('forged')]: { ownerID: uniqueId('attacker'), email: 'thief@evil.example' },
      // Stands for the owner's own account: a client record never shadows the owner.
      [owner.uid]: { ownerID: owner.uid, email: 'shadow@evil.example' },
      [uniqueId('client')]: { ownerID: owner.uid, email: 'team@shop.example' },
    };
    for (const [id, record] of Object.entries(records)) {
      await dbFor('eu')
        .doc(`clients/${id}`)
        .set({ ID: id, widgetIDs: [agentId], notificationsSettings: wantsMail, ...record });
    }
    const userId = await seedConversation('eu', agentId, visitor.uid);
    const answer = await api.call('POST', `/api/eu/vg/${agentId}/convos/${userId}/notify`, {
      token: visitor.idToken,
      body: form(),
    });
    expect(answer).toEqual({ status: 200, body: { sent: true, recipients: 2 } });
    mailsTo(['owner@shop.example', 'team@shop.example']);
    const forClients = await dbFor('eu')
      .collection('notifications2')
      .where('agentId', '==', agentId)
      .get();
    const addressed = forClients.docs.flatMap((doc) => doc.get('notifyOnly') as string[]);
    expect(addressed).toEqual([Object.keys(records)[2]]);
  });

  it("links the agency's clients to the agency's own host and the owner to the product's", async () => {
    const agentId = await seedAgent('eu', owner.uid);
    const tag = agentId.slice(-6).toLowerCase();
    const agencyRef = dbFor('eu').doc(`agencies/agency-${tag}`);
    await agencyRef.set({
      ID: `agency-${tag}`,
      userId: owner.uid,
      name: 'Shoe Partners',
      VGsubDomain: `shoes-${tag}.localhost`,
      isVerifiedSubDomain: true,
      lastModified: Date.now(),
    });
    const clientId = uniqueId('client');
    await dbFor('eu')
      .doc(`clients/${clientId}`)
      .set({
        ID: clientId,
        ownerID: owner.uid,
        email: 'desk@shop.example',
        widgetIDs: [agentId],
        notificationsSettings: { notifyThrough: 'email', notifyIf: 'all' },
      });
    const userId = await seedConversation('eu', agentId, visitor.uid);
    try {
      const answer = await api.call('POST', `/api/eu/vg/${agentId}/convos/${userId}/notify`, {
        token: visitor.idToken,
        body: form(),
      });
      expect(answer.status).toBe(200);
      const [toClient, toOwner] = mailsTo(['desk@shop.example', 'owner@shop.example']).sort(
        (a, b) => a.envelopeTo[0]!.localeCompare(b.envelopeTo[0]!),
      );
      const path = `/app/eu/agents/${agentId}/convos?convo=${userId}`;
      expect(toClient?.text).toContain(`//shoes-${tag}.localhost`);
      expect(toClient?.text).toContain(path);
      expect(toOwner?.text).not.toContain('shoes-');
      expect(toOwner?.text).toContain(path);
    } finally {
      // The owner is shared by this file's tests: it runs no agency after this one.
      await agencyRef.delete();
    }
  });
});
