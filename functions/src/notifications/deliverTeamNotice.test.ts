import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalFcm, startLocalOutbox } from '../testing/localServices';
import { useApiHarness } from '../testing/useApiHarness';
import { readDoc, seedAgent, seedConversation } from '../testing/seed';
import { NOTIFICATION_COLLECTIONS } from '@vg/common';
import { dbFor } from '../firestore';

let outbox: Awaited<ReturnType<typeof startLocalOutbox>>;
let fcm: Awaited<ReturnType<typeof startLocalFcm>>;

// Before the harness: the functions read their settings once.
beforeAll(async () => {
  [outbox, fcm] = await Promise.all([startLocalOutbox(), startLocalFcm()]);
  process.env.VG_SMTP_URL = outbox.smtpUrl;
  process.env.VG_FCM_API_ROOT = fcm.origin;
  process.env.VG_FCM_ACCESS_TOKEN = 'test-fcm-token';
});
afterAll(async () => {
  await Promise.all([outbox?.close(), fcm?.close()]);
});

const { api, visitor, owner } = useApiHarness();

async function seedClient(
  agentId: string,
  name: string,
  settings: { notifyThrough: string; notifyIf: string },
  token?: string,
) {
  const id = `${name}-${agentId}`;
  await dbFor('eu')
    .doc(`clients/${id}`)
    .set({
      ID: id,
      ownerID: owner.uid,
      email: `${name}@clients.example`,
      widgetIDs: [agentId],
      notificationsSettings: settings,
      ...(token ? { FB_PUSH_TOKEN: token } : {}),
    });
  return id;
}

describe("a hand-off request reaches the agent's clients the way each asked", () => {
  it('e-mails and pushes by notifyThrough, skips notifyIf none, and forgets a token FCM no longer knows', async () => {
    const agentId = await seedAgent('eu', owner.uid, { enableHumanHandoff: true });
    // Each browser got its token from FCM's registration API, as the dashboard does.
    const [all, push, quiet, none, gone] = await Promise.all([
      fcm.register(),
      fcm.register(),
      fcm.register(),
      fcm.register(),
      fcm.register(),
    ]);
    await seedClient(agentId, 'all', { notifyThrough: 'all', notifyIf: 'requestsOnly' }, all);
    await seedClient(agentId, 'push', { notifyThrough: 'push', notifyIf: 'all' }, push);
    await seedClient(agentId, 'mail', { notifyThrough: 'email', notifyIf: 'requestsOnly' });
    await seedClient(agentId, 'quiet', { notifyThrough: 'all', notifyIf: 'none' }, quiet);
    await seedClient(agentId, 'nomail', { notifyThrough: 'none', notifyIf: 'all' }, none);
    const goneId = await seedClient(
      agentId,
      'gone',
      { notifyThrough: 'push', notifyIf: 'requestsOnly' },
      gone,
    );
    await fcm.unregister(gone);
    const mine = (p: { message: { token: string } }) =>
      [all, push, quiet, none, gone].includes(p.message.token);
    const userId = await seedConversation('eu', agentId, visitor.uid, { userName: 'Ada' });

    const answer = await api.call('POST', `/api/eu/agents/${agentId}/convos/${userId}/handoff`, {
      token: visitor.idToken,
      body: { request: true },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).not.toHaveProperty('notice');

    const mails = outbox.messages.filter((m) => m.subject === 'Chat request on Shoe Shop');
    expect(mails.map((m) => m.envelopeTo).sort()).toEqual([
      ['all@clients.example'],
      ['mail@clients.example'],
    ]);
    expect(mails[0]?.text).toContain('Ada wants to talk to the team on Shoe Shop.');
    expect(mails[0]?.text).toContain(`/app/eu/agents/${agentId}/convos?convo=${userId}`);

    const pushes = fcm.pushed().filter(mine);
    expect(pushes.map((p) => p.message.token).sort()).toEqual([all, push].sort());
    expect(pushes[0]?.message).toMatchObject({
      notification: { title: 'Chat request', body: 'Ada wants to talk to the team on Shoe Shop.' },
      data: { agentId, convoId: userId },
      webpush: { fcm_options: { link: expect.stringContaining(`convo=${userId}`) } },
    });
    expect((await readDoc('eu', `clients/${goneId}`))?.FB_PUSH_TOKEN).toBeNull();

    // Asked again while pending: the team was told already, nothing more is sent.
    await api.call('POST', `/api/eu/agents/${agentId}/convos/${userId}/handoff`, {
      token: visitor.idToken,
      body: { request: true },
    });
    expect(fcm.pushed().filter(mine)).toHaveLength(2);
    expect(outbox.messages.filter((m) => m.subject === 'Chat request on Shoe Shop')).toHaveLength(
      2,
    );
  });
});

describe('notifyIf all: every visitor message reaches the clients who asked for it', () => {
  it("tells them (not the owner) in the dashboard, by e-mail and push, with links on the agency's host", async () => {
    const agentId = await seedAgent('eu', owner.uid);
    const tag = agentId.slice(-6);
    await dbFor('eu')
      .doc(`agencies/agency-${tag}`)
      .set({
        ID: `agency-${tag}`,
        userId: owner.uid,
        name: 'Shoe Partners',
        VGsubDomain: `shoes-${tag}.localhost`,
        isVerifiedSubDomain: true,
        lastModified: Date.now(),
      });
    const [everyToken, requestsToken] = [await fcm.register(), await fcm.register()];
    const every = await seedClient(
      agentId,
      'every',
      { notifyThrough: 'all', notifyIf: 'all' },
      everyToken,
    );
    await seedClient(
      agentId,
      'req',
      { notifyThrough: 'all', notifyIf: 'requestsOnly' },
      requestsToken,
    );
    const mine = (p: { message: { token: string } }) =>
      [everyToken, requestsToken].includes(p.message.token);
    const userId = visitor.uid;
    const step = (action: unknown, text = '') =>
      api.call('POST', `/api/eu/agents/${agentId}/interact/${userId}`, {
        token: visitor.idToken,
        body: {
          origin: 'web-chat',
          appendMessages: text
            ? [{ from: 'human', type: 'text', item: { payload: { message: text } } }]
            : [],
          action,
          appendAtStart: false,
          variables: {},
          transcriptMetadata: { userName: 'Ada' },
          runtime: { variables: {}, lang: 'en' },
          inititalTurns: [],
          isTest: false,
        },
      });

    // Opening the chat is no message.
    expect((await step({ type: 'launch' })).status).toBe(200);
    expect(fcm.pushed().filter(mine)).toHaveLength(0);

    const question = 'Do you ship to Oslo?';
    expect((await step({ type: 'text', payload: question }, question)).status).toBe(200);
    const link = `http://shoes-${tag}.localhost:5000/app/eu/agents/${agentId}/convos?convo=${userId}`;
    const mails = outbox.messages.filter((m) => m.subject === 'New message on Shoe Shop');
    expect(mails.map((m) => m.envelopeTo)).toEqual([['every@clients.example']]);
    expect(mails[0]?.text).toContain(`Ada: ${question}`);
    expect(mails[0]?.text).toContain(`Answer it in your dashboard: ${link}`);
    const pushes = fcm.pushed().filter(mine);
    expect(pushes.map((p) => p.message.token)).toEqual([everyToken]);
    expect(pushes[0]?.message).toMatchObject({
      notification: { title: 'New message', body: `Ada: ${question}` },
      webpush: { fcm_options: { link } },
    });
    const forClients = await dbFor('eu')
      .collection(NOTIFICATION_COLLECTIONS[2])
      .where('convoId', '==', userId)
      .where('agentId', '==', agentId)
      .get();
    expect(forClients.docs.map((d) => d.get('notifyOnly'))).toEqual([[every]]);
    const forOwner = await dbFor('eu')
      .collection(NOTIFICATION_COLLECTIONS[1])
      .where('convoId', '==', userId)
      .where('agentId', '==', agentId)
      .get();
    expect(forOwner.size).toBe(0);
  });
});
