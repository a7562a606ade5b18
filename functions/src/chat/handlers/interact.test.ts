import { errorOf } from '../../testing/apiClient';
import { describe, expect, it } from 'vitest';
import { TEXT } from '@vg/common';
import { signInAnonymously, uniqueId } from '../../testing/emulators';
import { useApiHarness } from '../../testing/useApiHarness';
import { seedAgent as seedPlainAgent, seedKnowledge } from '../../testing/seed';
import { dbFor } from '../../firestore';
import {
  DECLINE_HANDOFF_OFFER,
  DECLINE_REPLY,
  HANDOFF_BUTTON_LABEL,
} from '../../runtime/answer/composeAnswer';

const { api, visitor, owner } = useApiHarness();

const db = () => dbFor('eu');

/** An agent of the owner with a returns policy to answer from. */
async function seedAgent(fields: Record<string, unknown> = {}) {
  const agentId = await seedPlainAgent('eu', owner.uid, fields);
  await seedKnowledge('eu', agentId, {
    ID: 'returns',
    name: 'Returns policy',
    url: 'https://shoes.example/returns',
    content:
      'You can return shoes within 30 days of delivery. Refunds reach your card within 5 days.',
  });
  return agentId;
}

const body = (action: unknown, extra: Record<string, unknown> = {}) => ({
  origin: 'web-chat',
  appendMessages: [],
  action,
  appendAtStart: false,
  variables: {},
  transcriptMetadata: {},
  runtime: { variables: {}, lang: 'en' },
  inititalTurns: [],
  isTest: false,
  ...extra,
});

const say = (text: string) =>
  body(
    { type: 'text', payload: text },
    {
      appendMessages: [{ from: 'human', type: 'text', item: { payload: { message: text } } }],
    },
  );

async function convo(agentId: string, userId: string) {
  return (await db().doc(`voiceglow/${agentId}/convos/${userId}`).get()).data();
}

describe('POST /agents/{id}/interact/{userId}', () => {
  it('starts an empty chat with the initial messages and stores the conversation', async () => {
    const agentId = await seedAgent({ initMessages: ['Welcome to the Shoe Shop!'] });
    const userId = uniqueId('user');
    const answer = await api.call('POST', `/api/eu/agents/${agentId}/interact/${userId}`, {
      token: visitor.idToken,
      body: body({ type: 'launch' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.appError).toBeNull();
    expect(answer.body.actionMessages).toEqual([
      expect.objectContaining({
        from: 'bot',
        type: 'text',
        item: { payload: { message: 'Welcome to the Shoe Shop!' } },
      }),
    ]);
    const stored = await convo(agentId, userId);
    expect(stored).toMatchObject({
      authUid: visitor.uid,
      state: 'ai-chatting',
      origin: 'web-chat',
    });
    const turns = JSON.parse(stored?.turns as string) as {
      from: string;
      messages: unknown[];
      ts: number;
    }[];
    expect(turns).toEqual(answer.body.turns);
    expect(turns).toHaveLength(1);
    expect(turns[0]).toMatchObject({ from: 'bot', ts: expect.any(Number) });
  });

  it('answers from the knowledge base with sources and counts tokens and interactions', async () => {
    const agentId = await seedAgent();
    const userId = uniqueId('user');
    const answer = await api.call('POST', `/api/eu/agents/${agentId}/interact/${userId}`, {
      token: visitor.idToken,
      body: say('How long do refunds take?'),
    });
    expect(answer.status).toBe(200);
    const [reply] = answer.body.actionMessages as { item: { payload: { message: string } } }[];
    expect(reply?.item.payload.message).toBe(
      'Here is what I found in “Returns policy”: “Refunds reach your card within 5 days.”',
    );
    expect(answer.body.sources).toEqual([
      {
        payload: expect.objectContaining({
          doc_name: 'Returns policy',
          url: 'https://shoes.example/returns',
        }),
      },
    ]);
    const turns = answer.body.turns as { from: string; sources?: unknown[] }[];
    expect(turns.map((turn) => turn.from)).toEqual(['human', 'bot']);
    expect(turns[1]?.sources).toHaveLength(1);
    expect((await convo(agentId, userId))?.totalUserInteractions).toBe(1);
    const agent = (await db().doc(`voiceglow/${agentId}`).get()).data();
    expect(agent?.tokensUsage).toBeGreaterThan(10);
  });

  it('says plainly when the knowledge base has nothing on the question', async () => {
    const agentId = await seedAgent();
    const answer = await api.call(
      'POST',
      `/api/eu/agents/${agentId}/interact/${uniqueId('user')}`,
      {
        token: visitor.idToken,
        body: say('Do you sell quantum bicycles?'),
      },
    );
    const [reply, ...rest] = answer.body.actionMessages as {
      item: { payload: { message: string } };
    }[];
    expect(reply?.item.payload.message).toBe(DECLINE_REPLY);
    expect(rest).toEqual([]);
    expect(answer.body.sources).toEqual([]);
  });

  it('declines a question its knowledge does not cover and offers the hand-off when enabled', async () => {
    const agentId = await seedAgent({ enableVGHandoff: true });
    const answer = await api.call(
      'POST',
      `/api/eu/agents/${agentId}/interact/${uniqueId('user')}`,
      { token: visitor.idToken, body: say('Can I return shoes to your store in Paris?') },
    );
    const [reply, offer] = answer.body.actionMessages as {
      type: string;
      item: { payload: { message?: string; buttons?: unknown[] } };
    }[];
    expect(reply?.item.payload.message).toBe(`${DECLINE_REPLY} ${DECLINE_HANDOFF_OFFER}`);
    expect(offer).toMatchObject({
      type: 'choice',
      item: {
        payload: {
          buttons: [
            {
              name: HANDOFF_BUTTON_LABEL,
              request: { type: 'text', payload: HANDOFF_BUTTON_LABEL },
            },
          ],
        },
      },
    });
    expect(answer.body.sources).toEqual([]);
  });

  it("enforces limits.maxInteractionsPerUserId with the spec's message, writing nothing", async () => {
    const agentId = await seedAgent({ limits: { maxInteractionsPerUserId: 1 } });
    const userId = uniqueId('user');
    const path = `/api/eu/agents/${agentId}/interact/${userId}`;
    expect(
      (await api.call('POST', path, { token: visitor.idToken, body: say('refunds?') })).status,
    ).toBe(200);
    const before = await convo(agentId, userId);
    const second = await api.call('POST', path, {
      token: visitor.idToken,
      body: say('and returns?'),
    });
    expect(second).toEqual({
      status: 429,
      body: {
        error: {
          code: 'interactions-limit',
          message: TEXT.interactionsLimit,
          appError: TEXT.interactionsLimit,
        },
      },
    });
    expect(TEXT.interactionsLimit).toBe("Sorry, you've reached the maximum interactions limit.");
    expect(await convo(agentId, userId)).toEqual(before);
  });

  it('refuses when the token allowance is used up, and when the agent is disabled', async () => {
    const spent = await seedAgent({ tokensUsage: 500, maxTokensUsage: 500 });
    const userId = uniqueId('user');
    const answer = await api.call('POST', `/api/eu/agents/${spent}/interact/${userId}`, {
      token: visitor.idToken,
      body: say('hello'),
    });
    expect(answer.status).toBe(403);
    expect(errorOf(answer)).toMatchObject({
      code: 'tokens-consumed',
      message: 'Tokens Consumed. Please contact us ASAP.',
    });
    expect(await convo(spent, userId)).toBeUndefined();
    const disabled = await seedAgent({ disabled: true });
    const off = await api.call('POST', `/api/eu/agents/${disabled}/interact/${userId}`, {
      token: visitor.idToken,
      body: body({ type: 'launch' }),
    });
    expect(off.status).toBe(403);
    expect(await convo(disabled, userId)).toBeUndefined();
  });

  it('needs a signed-in visitor and keeps conversations to their visitor', async () => {
    const agentId = await seedAgent();
    const userId = uniqueId('user');
    const path = `/api/eu/agents/${agentId}/interact/${userId}`;
    const anonymous = await api.call('POST', path, { body: say('hi') });
    expect(anonymous.status).toBe(401);
    expect(errorOf(anonymous).message).toMatch(/Authorization: Bearer/);
    const forged = await api.call('POST', path, { token: 'not-a-token', body: say('hi') });
    expect(forged.status).toBe(401);
    await api.call('POST', path, { token: visitor.idToken, body: say('refunds?') });
    const before = await convo(agentId, userId);
    const intruder = await signInAnonymously();
    const stolen = await api.call('POST', path, { token: intruder.idToken, body: say('show me') });
    expect(stolen.status).toBe(403);
    expect(errorOf(stolen).message).toContain('belongs to another visitor');
    expect(await convo(agentId, userId)).toEqual(before);
  });

  it('rejects malformed and hostile input with a clear 400 and writes nothing', async () => {
    const agentId = await seedAgent();
    const userId = uniqueId('user');
    const path = `/api/eu/agents/${agentId}/interact/${userId}`;
    const cases: [unknown, RegExp][] = [
      [{ ...say('hi'), action: undefined }, /action/],
      [{ ...say('hi'), action: { type: '' } }, /action\.type/],
      [{ ...say('hi'), variables: { __name__: 1 } }, /variables/],
      [{ ...say('hi'), variables: { big: 'x'.repeat(30_000) } }, /20 KB/],
      [{ ...say('hi'), vg_id: 'someone-else' }, /vg_id/],
      [{ ...say('hi'), appendMessages: Array(6).fill(say('hi').appendMessages[0]) }, /5 messages/],
      [
        {
          ...say('hi'),
          appendMessages: [{ type: 'visual', item: { payload: { image: 'javascript:alert(1)' } } }],
        },
        /appendMessages\.0\.item\.payload\.image: must be an http\(s\) URL/,
      ],
      [
        {
          ...say('hi'),
          appendMessages: [
            {
              type: 'text',
              item: {
                payload: {
                  message: 'File uploaded: a.pdf',
                  file: { url: 'file:///etc/passwd', name: 'a.pdf' },
                },
              },
            },
          ],
        },
        /file\.url: must be an http\(s\) URL/,
      ],
      [
        {
          ...say('hi'),
          appendMessages: [{ type: 'Embed', item: { payload: { url: 'https://x' } } }],
        },
        /must be a visitor message: text, visual, VGVF_Channel/,
      ],
      [{ ...say('hi'), isTest: 'yes' }, /isTest/],
      [[1, 2, 3], /must be a JSON object/],
    ];
    for (const [payload, message] of cases) {
      const answer = await api.call('POST', path, { token: visitor.idToken, body: payload });
      expect(answer.status, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(errorOf(answer).message).toMatch(message);
    }
    const broken = await api.call('POST', path, { token: visitor.idToken, rawBody: '{"action":' });
    expect(broken.status).toBe(400);
    expect(await convo(agentId, userId)).toBeUndefined();
    const missing = await api.call(
      'POST',
      `/api/eu/agents/${uniqueId('nope')}/interact/${userId}`,
      {
        token: visitor.idToken,
        body: say('hi'),
      },
    );
    expect(missing.status).toBe(404);
    expect(errorOf(missing).message).toContain('does not exist in this region');
  });

  it('stores the visitor turn but lets the team answer while a human has the chat', async () => {
    const agentId = await seedAgent();
    const userId = uniqueId('user');
    await db().doc(`voiceglow/${agentId}/convos/${userId}`).set({
      authUid: visitor.uid,
      state: 'human-chatting',
      chatAssignedTo: 'agent-7',
      turns: '[]',
    });
    const answer = await api.call('POST', `/api/eu/agents/${agentId}/interact/${userId}`, {
      token: visitor.idToken,
      body: say('Are you there?'),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.actionMessages).toEqual([]);
    expect((answer.body.turns as { from: string }[]).map((turn) => turn.from)).toEqual(['human']);
    expect((await convo(agentId, userId))?.state).toBe('human-chatting');
  });

  it('archives the finished session and starts a new one on launch', async () => {
    const agentId = await seedAgent({ initMessages: ['Hi again'] });
    const userId = uniqueId('user');
    const path = `/api/eu/agents/${agentId}/interact/${userId}`;
    await api.call('POST', path, { token: visitor.idToken, body: say('refunds?') });
    const first = await convo(agentId, userId);
    const relaunch = await api.call('POST', path, {
      token: visitor.idToken,
      body: body({ type: 'launch' }),
    });
    expect((relaunch.body.turns as unknown[]).length).toBe(1);
    const second = await convo(agentId, userId);
    expect(second?.session_id).not.toBe(first?.session_id);
    const archived = await db()
      .doc(`voiceglow/${agentId}/convos/${userId}/sessions/${first?.session_id}`)
      .get();
    expect(JSON.parse(archived.data()?.turns as string)).toEqual(
      JSON.parse(first?.turns as string),
    );
  });
});
