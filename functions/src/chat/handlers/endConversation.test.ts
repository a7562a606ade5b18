import { describe, expect, it } from 'vitest';
import { signInAnonymously } from '../../testing/emulators';
import { useApiHarness } from '../../testing/useApiHarness';
import { readDoc, seedAgent, seedConversation } from '../../testing/seed';

const { api, visitor, owner } = useApiHarness();

const visitorTurn = JSON.stringify([
  {
    from: 'human',
    ts: 1,
    messages: [{ from: 'human', type: 'text', item: { payload: { message: 'Hi' } } }],
  },
]);

describe('POST /agents/{id}/convos/{userId}/end', () => {
  it("closes the conversation with an 'end' turn, once, withdrawing a pending hand-off", async () => {
    const agentId = await seedAgent('eu', owner.uid);
    const userId = await seedConversation('eu', agentId, visitor.uid, {
      turns: visitorTurn,
      state: 'requested_chat',
      handoffRequestedAt: Date.now(),
      handoffTimeout: 60,
    });
    const path = `/api/eu/agents/${agentId}/convos/${userId}/end`;
    const answer = await api.call('POST', path, { token: visitor.idToken, body: {} });
    expect(answer).toEqual({ status: 200, body: { state: 'ended_chat' } });
    const convo = await readDoc('eu', `voiceglow/${agentId}/convos/${userId}`);
    expect(convo).toMatchObject({ state: 'ended_chat', handoffRequestedAt: null });
    const turns = JSON.parse(String(convo?.turns)) as { messages: { type: string }[] }[];
    expect(turns.map((turn) => turn.messages[0]?.type)).toEqual(['text', 'end']);
    await api.call('POST', path, { token: visitor.idToken, body: {} });
    const again = await readDoc('eu', `voiceglow/${agentId}/convos/${userId}`);
    expect(JSON.parse(String(again?.turns))).toHaveLength(2);
  });

  it("refuses another visitor's chat and a missing one", async () => {
    const agentId = await seedAgent('eu', owner.uid);
    const userId = await seedConversation('eu', agentId, visitor.uid, { turns: visitorTurn });
    const intruder = await signInAnonymously();
    const path = `/api/eu/agents/${agentId}/convos/${userId}/end`;
    expect((await api.call('POST', path, { token: intruder.idToken, body: {} })).status).toBe(403);
    const missing = `/api/eu/agents/${agentId}/convos/nobody/end`;
    expect((await api.call('POST', missing, { token: visitor.idToken, body: {} })).status).toBe(
      404,
    );
    expect((await readDoc('eu', `voiceglow/${agentId}/convos/${userId}`))?.state).toBe(
      'ai-chatting',
    );
  });
});
