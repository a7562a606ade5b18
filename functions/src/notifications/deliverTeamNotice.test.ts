import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalFcm, startLocalOutbox } from '../testing/localServices';
import { useApiHarness } from '../testing/useApiHarness';
import { readDoc, seedAgent, seedConversation } from '../testing/seed';
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
    const tag = agentId.slice(-6);
    await seedClient(
      agentId,
      'all',
      { notifyThrough: 'all', notifyIf: 'requestsOnly' },
      `a-${tag}`,
    );
    await seedClient(agentId, 'push', { notifyThrough: 'push', notifyIf: 'all' }, `p-${tag}`);
    await seedClient(agentId, 'mail', { notifyThrough: 'email', notifyIf: 'requestsOnly' });
    await seedClient(agentId, 'quiet', { notifyThrough: 'all', notifyIf: 'none' }, `q-${tag}`);
    await seedClient(agentId, 'nomail', { notifyThrough: 'none', notifyIf: 'all' }, `n-${tag}`);
    const gone = await seedClient(
      agentId,
      'gone',
      { notifyThrough: 'push', notifyIf: 'requestsOnly' },
      `g-${tag}`,
    );
    await fcm.unregister(`g-${tag}`);
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

    const pushes = fcm.pushed().filter((p) => p.message.token.endsWith(tag));
    expect(pushes.map((p) => p.message.token).sort()).toEqual([`a-${tag}`, `p-${tag}`]);
    expect(pushes[0]?.message).toMatchObject({
      notification: { title: 'Chat request', body: 'Ada wants to talk to the team on Shoe Shop.' },
      data: { agentId, convoId: userId },
      webpush: { fcm_options: { link: expect.stringContaining(`convo=${userId}`) } },
    });
    expect((await readDoc('eu', `clients/${gone}`))?.FB_PUSH_TOKEN).toBeNull();

    // Asked again while pending: the team was told already, nothing more is sent.
    await api.call('POST', `/api/eu/agents/${agentId}/convos/${userId}/handoff`, {
      token: visitor.idToken,
      body: { request: true },
    });
    expect(fcm.pushed().filter((p) => p.message.token.endsWith(tag))).toHaveLength(2);
    expect(outbox.messages.filter((m) => m.subject === 'Chat request on Shoe Shop')).toHaveLength(
      2,
    );
  });
});
