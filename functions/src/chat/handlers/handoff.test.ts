import { errorOf } from '../../testing/apiClient';
import { describe, expect, it } from 'vitest';
import { signInAnonymously } from '../../testing/emulators';
import { useApiHarness } from '../../testing/useApiHarness';
import { readDoc, seedAgent, seedConversation } from '../../testing/seed';
import { dbFor } from '../../firestore';
import { HANDOFF_NOTICE_WINDOW_MS } from '../handoff/storeHandoffRequest';

const { api, visitor, owner } = useApiHarness();

async function notificationsOf(agentId: string, collection: string) {
  const snapshot = await dbFor('eu').collection(collection).where('agentId', '==', agentId).get();
  return snapshot.docs.map((doc) => doc.data());
}

describe('POST /agents/{id}/convos/{userId}/handoff', () => {
  it('asks for the team, notifies the owner and the clients who want requests', async () => {
    const agentId = await seedAgent('eu', owner.uid, {
      handoffTimeout: 90,
      enableHumanHandoff: true,
    });
    await dbFor('eu')
      .doc(`clients/c-${agentId}`)
      .set({
        ID: `c-${agentId}`,
        ownerID: owner.uid,
        email: 'agent@example.com',
        widgetIDs: [agentId],
      });
    const userId = await seedConversation('eu', agentId, visitor.uid, { userName: 'Ada' });
    const answer = await api.call('POST', `/api/eu/agents/${agentId}/convos/${userId}/handoff`, {
      token: visitor.idToken,
      body: { request: true },
    });
    expect(answer).toEqual({
      status: 200,
      body: { state: 'requested_chat', handoffRequestedAt: expect.any(Number), handoffTimeout: 90 },
    });
    // Asked again while pending: the same request, no second notification.
    const again = await api.call('POST', `/api/eu/agents/${agentId}/convos/${userId}/handoff`, {
      token: visitor.idToken,
      body: { request: true },
    });
    expect(again.body).toEqual(answer.body);
    const convo = await readDoc('eu', `voiceglow/${agentId}/convos/${userId}`);
    expect(convo).toMatchObject({
      state: 'requested_chat',
      handoffTimeout: 90,
      handoffRequestedAt: expect.any(Number),
    });
    const [ownerNotice] = await notificationsOf(agentId, 'notifications');
    expect(ownerNotice).toMatchObject({
      ownerID: owner.uid,
      notificationLevel: 1,
      seen: false,
      title: 'Chat request',
      urlPathname: `/app/eu/agents/${agentId}/convos?convo=${userId}`,
    });
    expect(ownerNotice?.body).toContain('Ada wants to talk to the team');
    // A request lists the conversation in the inbox.
    expect(convo).toHaveProperty('lastModified');
    expect(await notificationsOf(agentId, 'notifications')).toHaveLength(1);
    const [clientNotice] = await notificationsOf(agentId, 'notifications2');
    expect(clientNotice).toMatchObject({ notificationLevel: 2, notifyOnly: [`c-${agentId}`] });
  });

  it('takes a new request when the stored one ran out unanswered', async () => {
    const agentId = await seedAgent('eu', owner.uid, { enableHumanHandoff: true });
    const userId = await seedConversation('eu', agentId, visitor.uid, {
      state: 'requested_chat',
      handoffRequestedAt: Date.now() - 61_000,
      handoffTimeout: 60,
    });
    const answer = await api.call('POST', `/api/eu/agents/${agentId}/convos/${userId}/handoff`, {
      token: visitor.idToken,
      body: { request: true, timeout: 30 },
    });
    expect(answer.body).toMatchObject({ state: 'requested_chat', handoffTimeout: 30 });
    expect(Number(answer.body.handoffRequestedAt)).toBeGreaterThan(Date.now() - 10_000);
    expect(await notificationsOf(agentId, 'notifications')).toHaveLength(1);
  });

  it('tells the team once when a visitor cancels and asks again, ten times over', async () => {
    const agentId = await seedAgent('eu', owner.uid, { enableHumanHandoff: true });
    const userId = await seedConversation('eu', agentId, visitor.uid, { userName: 'Ada' });
    const path = `/api/eu/agents/${agentId}/convos/${userId}/handoff`;
    let lastAsked = 0;
    for (let cycle = 0; cycle < 10; cycle++) {
      const asked = await api.call('POST', path, {
        token: visitor.idToken,
        body: { request: true },
      });
      expect(asked.body.state).toBe('requested_chat');
      lastAsked = Number(asked.body.handoffRequestedAt);
      // The team saw it in between: the next request must show up unseen again.
      await Promise.all(
        (
          await dbFor('eu').collection('notifications').where('agentId', '==', agentId).get()
        ).docs.map((doc) => doc.ref.update({ seen: true })),
      );
      const cancelled = await api.call('POST', path, {
        token: visitor.idToken,
        body: { request: false },
      });
      expect(cancelled.body.state).toBe('ai-chatting');
    }
    await api.call('POST', path, { token: visitor.idToken, body: { request: true } });
    const notices = await notificationsOf(agentId, 'notifications');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ seen: false, convoId: userId, title: 'Chat request' });
    expect(notices[0]?.ts.toMillis()).toBeGreaterThanOrEqual(lastAsked);

    // Once the window since the first notice is over, a request is news again.
    await dbFor('eu')
      .doc(`voiceglow/${agentId}/convos/${userId}`)
      .update({
        state: 'ai-chatting',
        handoffNoticeAt: Date.now() - HANDOFF_NOTICE_WINDOW_MS - 1,
      });
    await api.call('POST', path, { token: visitor.idToken, body: { request: true } });
    expect(await notificationsOf(agentId, 'notifications')).toHaveLength(2);
  });

  it('lets the visitor cancel back to the bot, and keeps a human-held chat as it is', async () => {
    const agentId = await seedAgent('eu', owner.uid);
    const waiting = await seedConversation('eu', agentId, visitor.uid, { state: 'requested_chat' });
    const cancel = await api.call('POST', `/api/eu/agents/${agentId}/convos/${waiting}/handoff`, {
      token: visitor.idToken,
      body: { request: false },
    });
    expect(cancel.body).toEqual({ state: 'ai-chatting' });
    expect((await readDoc('eu', `voiceglow/${agentId}/convos/${waiting}`))?.state).toBe(
      'ai-chatting',
    );
    const held = await seedConversation('eu', agentId, visitor.uid, { state: 'human-chatting' });
    const again = await api.call('POST', `/api/eu/agents/${agentId}/convos/${held}/handoff`, {
      token: visitor.idToken,
      body: { request: false },
    });
    expect(again.body).toEqual({ state: 'human-chatting' });
  });

  it('refuses a request while hand-off is turned off, whatever the banner switch says', async () => {
    const agentId = await seedAgent('eu', owner.uid, {
      enableHumanHandoff: false,
      enableVGHandoff: true,
    });
    const userId = await seedConversation('eu', agentId, visitor.uid);
    const answer = await api.call('POST', `/api/eu/agents/${agentId}/convos/${userId}/handoff`, {
      token: visitor.idToken,
      body: { request: true },
    });
    expect(answer.status).toBe(409);
    expect(JSON.stringify(answer.body)).toContain('Human hand-off is turned off for this agent.');
    expect((await readDoc('eu', `voiceglow/${agentId}/convos/${userId}`))?.state).toBe(
      'ai-chatting',
    );
    expect(await notificationsOf(agentId, 'notifications')).toEqual([]);
  });

  it("refuses other visitors' chats, missing chats and bad input, writing nothing", async () => {
    const agentId = await seedAgent('eu', owner.uid);
    const userId = await seedConversation('eu', agentId, visitor.uid);
    const intruder = await signInAnonymously();
    const path = `/api/eu/agents/${agentId}/convos/${userId}/handoff`;
    expect(
      (await api.call('POST', path, { token: intruder.idToken, body: { request: true } })).status,
    ).toBe(403);
    expect((await api.call('POST', path, { body: { request: true } })).status).toBe(401);
    const bad = await api.call('POST', path, {
      token: visitor.idToken,
      body: { request: 'yes', timeout: -1 },
    });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).message).toMatch(/request/);
    const missing = await api.call('POST', `/api/eu/agents/${agentId}/convos/nobody/handoff`, {
      token: visitor.idToken,
      body: { request: true },
    });
    expect(missing.status).toBe(404);
    expect((await readDoc('eu', `voiceglow/${agentId}/convos/${userId}`))?.state).toBe(
      'ai-chatting',
    );
    expect(await notificationsOf(agentId, 'notifications')).toEqual([]);
  });
});
