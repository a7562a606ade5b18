import { describe, expect, it } from 'vitest';
import { signInAnonymously } from '../../testing/emulators';
import { useApiHarness } from '../../testing/useApiHarness';
import { readDoc, seedAgent } from '../../testing/seed';

const { api, visitor, owner } = useApiHarness();

const say = (text: string) => ({
  action: { type: 'text', payload: text },
  appendMessages: [{ from: 'human', type: 'text', item: { payload: { message: text } } }],
});

/** A conversation with two finished sessions and a current one, made through the API. */
async function chatWithHistory() {
  const agentId = await seedAgent('na', owner.uid, { initMessages: ['Hello'] });
  const userId = `user-${agentId}`;
  const interact = `/api/na/agents/${agentId}/interact/${userId}`;
  for (const topic of ['first topic', 'second topic', 'third topic']) {
    await api.call('POST', interact, {
      token: visitor.idToken,
      body: { action: { type: 'launch' } },
    });
    await api.call('POST', interact, { token: visitor.idToken, body: say(topic) });
  }
  return { agentId, userId };
}

describe('sessions: list and rollback', () => {
  it('lists past sessions newest first and restores one, archiving the current', async () => {
    const { agentId, userId } = await chatWithHistory();
    const base = `/api/na/agents/${agentId}/convos/${userId}/sessions`;
    const listed = await api.call('GET', base, { token: visitor.idToken });
    expect(listed.status).toBe(200);
    const sessions = listed.body.data as {
      id: string;
      turns: { messages: { item: { payload: { message: string } } }[] }[];
    }[];
    expect(sessions).toHaveLength(2);
    const firstMessages = (index: number) =>
      sessions[index]?.turns[1]?.messages[0]?.item.payload.message;
    expect([firstMessages(0), firstMessages(1)]).toEqual(['second topic', 'first topic']);

    const target = sessions[1]!;
    const current = await readDoc('na', `voiceglow/${agentId}/convos/${userId}`);
    const rollback = await api.call('POST', `${base}/${target.id}/rollback`, {
      token: visitor.idToken,
      body: { session: { id: target.id }, safeAgentData: { ID: agentId } },
    });
    expect(rollback.status).toBe(200);
    const after = await readDoc('na', `voiceglow/${agentId}/convos/${userId}`);
    expect(after?.session_id).toBe(target.id);
    expect(JSON.parse(after?.turns as string)).toEqual(target.turns);
    const relisted = (await api.call('GET', base, { token: visitor.idToken })).body.data as {
      id: string;
    }[];
    expect(relisted.map((session) => session.id).sort()).toEqual(
      [sessions[0]!.id, current?.session_id as string].sort(),
    );
  });

  it('keeps other visitors out and refuses bad or unknown sessions, changing nothing', async () => {
    const { agentId, userId } = await chatWithHistory();
    const base = `/api/na/agents/${agentId}/convos/${userId}/sessions`;
    const intruder = await signInAnonymously();
    expect((await api.call('GET', base, { token: intruder.idToken })).status).toBe(403);
    expect((await api.call('GET', base)).status).toBe(401);
    const before = await readDoc('na', `voiceglow/${agentId}/convos/${userId}`);
    const unknown = await api.call('POST', `${base}/no-such-session/rollback`, {
      token: visitor.idToken,
      body: {},
    });
    expect(unknown.status).toBe(404);
    const mismatch = await api.call('POST', `${base}/abc/rollback`, {
      token: visitor.idToken,
      body: { session: { id: 'xyz' } },
    });
    expect(mismatch.status).toBe(400);
    const stolen = await api.call('POST', `${base}/abc/rollback`, {
      token: intruder.idToken,
      body: {},
    });
    expect(stolen.status).toBe(403);
    const badLimit = await api.call('GET', `${base}?limit=1000`, { token: visitor.idToken });
    expect(badLimit.status).toBe(400);
    expect(await readDoc('na', `voiceglow/${agentId}/convos/${userId}`)).toEqual(before);
  });
});
