import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { useEmulators, uniqueId } from '../../testing/emulators';
import { seedAgent as seedPlainAgent, seedKnowledge } from '../../testing/seed';
import { useTestUsers } from '../../testing/useApiHarness';
import { dbFor } from '../../firestore';
import { knowledgeReply } from '../../runtime/providers/knowledgeReply';
import type { ModelProvider } from '../../runtime/types';
import { startChatServer } from './chatServer';

useEmulators();

let server: Awaited<ReturnType<typeof startChatServer>>;
/** A service whose model holds after its first chunk until the step is cancelled. */
let holding: Awaited<ReturnType<typeof startChatServer>>;
const { visitor, owner } = useTestUsers();

beforeAll(async () => {
  const deps = { model: 'offline', flowRuntimeUrl: 'http://127.0.0.1:9' };
  server = await startChatServer({
    port: 0,
    host: '127.0.0.1',
    deps: { ...deps, provider: knowledgeReply(0) },
  });
  holding = await startChatServer({
    port: 0,
    host: '127.0.0.1',
    deps: { ...deps, provider: holdsAfterFirstChunk() },
  });
});
afterAll(async () => {
  await server.close();
  await holding.close();
});

/**
 * The offline model's answer, word by word, except that after the first
 * word it waits for the visitor's cancel: a reply is in flight for as long
 * as a test needs, without racing a clock.
 */
function holdsAfterFirstChunk(): ModelProvider {
  return {
    name: 'knowledge-base',
    async reply(request, options = {}) {
      const { text } = await knowledgeReply(0).reply(request);
      const pieces = text.match(/\S+\s*/g) ?? [];
      let sent = '';
      for (const [index, piece] of pieces.entries()) {
        if (options.signal?.aborted) break;
        sent += piece;
        options.onChunk?.(piece);
        if (index === 0) await cancelled(options.signal);
      }
      return {
        text: sent.trimEnd(),
        cancelled: options.signal?.aborted ?? false,
        usage: { promptTokens: 1, completionTokens: 1 },
      };
    },
  };
}

function cancelled(signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (!signal || signal.aborted) return resolve();
    signal.addEventListener('abort', () => resolve(), { once: true });
  });
}

const db = () => dbFor('eu');

/** An agent of the owner with a delivery page to answer from. */
async function seedAgent(fields: Record<string, unknown> = {}) {
  const agentId = await seedPlainAgent('eu', owner.uid, fields);
  await seedKnowledge('eu', agentId, {
    ID: 'delivery',
    name: 'Delivery',
    url: 'https://shoes.example/delivery',
    content:
      'Delivery takes two to four working days across Germany and Austria, and parcels are tracked from the warehouse to your door with updates by e-mail at every step of the way.',
  });
  return agentId;
}

type Event = { type: string; [key: string]: unknown };

/** Opens a socket, sends frames, and collects events until `done`. */
function converse(
  frame: Record<string, unknown>,
  onEvent?: (event: Event, socket: WebSocket) => void,
  url = server.url,
) {
  return new Promise<Event[]>((resolve, reject) => {
    const socket = new WebSocket(url);
    const events: Event[] = [];
    socket.on('open', () => socket.send(JSON.stringify(frame)));
    socket.on('message', (data) => {
      const event = JSON.parse(String(data)) as Event;
      events.push(event);
      onEvent?.(event, socket);
      if (event.type === 'done') {
        socket.close();
        resolve(events);
      }
    });
    socket.on('error', reject);
  });
}

const frame = (
  agentId: string,
  convoId: string,
  prompt: string,
  extra: Record<string, unknown> = {},
) => ({
  idToken: visitor.idToken,
  agentId,
  convoId,
  bucket: 'eu',
  prompt,
  agentData: { ID: agentId, lang: 'en', isTest: false },
  lightConvoData: { state: 'ai-chatting', userName: 'Ada' },
  initNodesOptions: { launch: prompt === '' },
  ...extra,
});

async function storedTurns(agentId: string, convoId: string) {
  const data = (await db().doc(`voiceglow/${agentId}/convos/${convoId}`).get()).data();
  return JSON.parse((data?.turns as string | undefined) ?? '[]') as {
    from: string;
    messages: { item: { payload: { message: string } } }[];
  }[];
}

describe('WebSocket /interact', () => {
  it('starts the chat with the initial messages', async () => {
    const agentId = await seedAgent({ initMessages: ['Hi, I am the Shoe Shop bot.'] });
    const convoId = uniqueId('convo');
    const events = await converse(frame(agentId, convoId, ''));
    expect(events.map((event) => event.type)).toEqual([
      'sync_chat_history',
      'sync_chat_history',
      'answered',
      'done',
    ]);
    const turns = events[1]?.turns as { from: string }[];
    expect(turns).toHaveLength(1);
    expect(await storedTurns(agentId, convoId)).toHaveLength(1);
  });

  it('streams a reply: history, sources, chunks, final history, answered, done', async () => {
    const agentId = await seedAgent();
    const convoId = uniqueId('convo');
    const events = await converse(frame(agentId, convoId, 'How long does delivery take?'));
    const types = events.map((event) => event.type);
    expect(types[0]).toBe('sync_chat_history');
    expect(types[1]).toBe('metadata');
    expect(types.filter((type) => type === 'chunk').length).toBeGreaterThan(3);
    expect(types.slice(-3)).toEqual(['sync_chat_history', 'answered', 'done']);
    expect(events[1]?.sources).toEqual([
      {
        payload: expect.objectContaining({
          doc_name: 'Delivery',
          url: 'https://shoes.example/delivery',
        }),
      },
    ]);
    const streamed = events
      .filter((event) => event.type === 'chunk')
      .map((event) => event.chunk)
      .join('');
    const turns = await storedTurns(agentId, convoId);
    expect(turns.map((turn) => turn.from)).toEqual(['human', 'bot']);
    expect(turns[1]?.messages[0]?.item.payload.message).toBe(streamed.trim());
    expect(streamed).toContain('Delivery takes two to four working days');
    const convo = (await db().doc(`voiceglow/${agentId}/convos/${convoId}`).get()).data();
    expect(convo).toMatchObject({
      authUid: visitor.uid,
      userName: 'Ada',
      totalUserInteractions: 1,
    });
  });

  it('stops the reply in flight on @cancel: and keeps what was shown', async () => {
    const agentId = await seedAgent();
    const convoId = uniqueId('convo');
    let cancelled = false;
    const events = await converse(
      frame(agentId, convoId, 'delivery tracking updates'),
      (event, socket) => {
        if (event.type === 'chunk' && !cancelled) {
          cancelled = true;
          socket.send(JSON.stringify({ prompt: '@cancel:' }));
        }
      },
      holding.url,
    );
    // The model was holding after its first word: that word is all that was shown and kept.
    const chunks = events.filter((event) => event.type === 'chunk');
    expect(chunks).toHaveLength(1);
    const turns = await storedTurns(agentId, convoId);
    const stored = turns[1]?.messages[0]?.item.payload.message ?? '';
    expect(stored).toBe(String(chunks[0]?.chunk).trim());
    expect(stored.split(' ')).toHaveLength(1);
    expect(events.at(-1)).toEqual({ type: 'done' });
  });

  it('asks for a team member when the visitor wants a person and handoff is on', async () => {
    const agentId = await seedAgent({ enableVGHandoff: true, handoffTimeout: 45 });
    const convoId = uniqueId('convo');
    const events = await converse(frame(agentId, convoId, 'Can I get a real agent?'));
    expect(events).toContainEqual({ type: 'action', action: 'request_handoff' });
    // The request is stored with the bot's 'Let me connect you…' turn, in the same write,
    // so the widget and the inbox never see that turn while the chat is still with the AI.
    const convo = (await db().doc(`voiceglow/${agentId}/convos/${convoId}`).get()).data();
    expect(convo).toMatchObject({
      state: 'requested_chat',
      handoffTimeout: 45,
      handoffRequestedAt: expect.any(Number),
    });
    expect(String(convo?.turns)).toContain('Let me connect you with a member of our team.');
    const notices = await db().collection('notifications').where('agentId', '==', agentId).get();
    expect(notices.docs.map((doc) => doc.data().title)).toEqual(['Chat request']);
  });

  it('does not hand off on a question that only mentions a team', async () => {
    const agentId = await seedAgent({ enableVGHandoff: true });
    const convoId = uniqueId('convo');
    const events = await converse(frame(agentId, convoId, 'Can I put my team order on hold?'));
    expect(events).not.toContainEqual({ type: 'action', action: 'request_handoff' });
    const convo = (await db().doc(`voiceglow/${agentId}/convos/${convoId}`).get()).data();
    expect(convo?.state).toBe('ai-chatting');
  });

  it('answers a request for a person itself while hand-off is turned off', async () => {
    const agentId = await seedAgent({ enableHumanHandoff: false, enableVGHandoff: true });
    const events = await converse(
      frame(agentId, uniqueId('convo'), 'Can I talk to a human please?'),
    );
    expect(events).not.toContainEqual({ type: 'action', action: 'request_handoff' });
    expect(events.some((event) => event.type === 'chunk')).toBe(true);
  });

  it('reports the interactions limit with its code', async () => {
    const agentId = await seedAgent({ limits: { maxInteractionsPerUserId: 1 } });
    const convoId = uniqueId('convo');
    await converse(frame(agentId, convoId, 'delivery?'));
    const events = await converse(frame(agentId, convoId, 'delivery again?'));
    expect(events).toEqual([
      {
        type: 'error',
        code: 'interactions-limit',
        message: "Sorry, you've reached the maximum interactions limit.",
      },
      { type: 'done' },
    ]);
  });

  it('refuses bad frames and bad tokens, writing nothing', async () => {
    const agentId = await seedAgent();
    const convoId = uniqueId('convo');
    const forged = await converse({ ...frame(agentId, convoId, 'hi'), idToken: 'forged' });
    expect(forged[0]).toMatchObject({ type: 'error', code: 'http-401' });
    const { idToken: _token, ...unsigned } = frame(agentId, convoId, 'hi');
    const noToken = await converse(unsigned);
    expect(noToken[0]).toMatchObject({
      type: 'error',
      code: 'http-400',
      message: expect.stringContaining('idToken'),
    });
    const badBucket = await converse({ ...frame(agentId, convoId, 'hi'), bucket: 'mars' });
    expect(badBucket[0]).toMatchObject({
      type: 'error',
      message: expect.stringContaining("bucket 'mars'"),
    });
    const hostile = await converse({ ...frame(agentId, '__name__', 'hi') });
    expect(hostile[0]).toMatchObject({
      type: 'error',
      code: 'http-400',
      message: expect.stringContaining('convoId'),
    });
    expect((await db().doc(`voiceglow/${agentId}/convos/${convoId}`).get()).exists).toBe(false);
  });

  it('answers a second frame during a reply with busy', async () => {
    const agentId = await seedAgent();
    let sent = false;
    const events = await converse(
      frame(agentId, uniqueId('convo'), 'delivery tracking'),
      (event, socket) => {
        // The reply is held after its first chunk, so the second frame meets it in flight.
        if (event.type === 'chunk' && !sent) {
          sent = true;
          socket.send(JSON.stringify(frame(agentId, 'other', 'again')));
        }
        if (event.type === 'error' && event.code === 'busy') {
          socket.send(JSON.stringify({ prompt: '@cancel:' }));
        }
      },
      holding.url,
    );
    expect(events).toContainEqual(expect.objectContaining({ type: 'error', code: 'busy' }));
    expect(events.at(-1)).toEqual({ type: 'done' });
  });
});

describe('WebSocket /interact against hostile frames', () => {
  it('closes a socket that sends an oversized frame (1009) and keeps serving everyone else', async () => {
    const closed = await new Promise<number>((resolve) => {
      const socket = new WebSocket(server.url);
      socket.on('open', () => socket.send('x'.repeat(300_000)));
      socket.on('error', () => undefined);
      socket.on('close', (code) => resolve(code));
    });
    expect(closed).toBe(1009);
    const agentId = await seedAgent({ initMessages: ['Still here.'] });
    const events = await converse(frame(agentId, uniqueId('convo'), ''));
    expect(events.at(-1)?.type).toBe('done');
    expect(events.some((event) => event.type === 'error')).toBe(false);
  });

  it('answers frames that are not JSON, or not a prompt, with an error frame', async () => {
    const answers = await new Promise<Event[]>((resolve) => {
      const socket = new WebSocket(server.url);
      const events: Event[] = [];
      socket.on('open', () => {
        socket.send('{"idToken":');
        socket.send(Buffer.from([0xff, 0xfe, 0x00]));
        socket.send('null');
      });
      socket.on('message', (data) => {
        events.push(JSON.parse(String(data)) as Event);
        if (events.filter((event) => event.type === 'done').length === 1 && events.length >= 4) {
          socket.close();
          resolve(events);
        }
      });
    });
    expect(answers.filter((event) => event.type === 'error').map((event) => event.code)).toEqual([
      'bad-frame',
      'bad-frame',
      'http-400',
    ]);
  });
});

describe('WebSocket /interact: following the agent', () => {
  /** Opens a socket, sends one watch frame and hands every frame to `onEvent`. */
  function watch(frame: Record<string, unknown>, onEvent: (count: number) => boolean) {
    return new Promise<Event[]>((resolve, reject) => {
      const socket = new WebSocket(server.url);
      const events: Event[] = [];
      socket.on('open', () => socket.send(JSON.stringify(frame)));
      socket.on('message', (data) => {
        const event = JSON.parse(String(data)) as Event;
        events.push(event);
        if (onEvent(events.length)) {
          socket.close();
          resolve(events);
        }
      });
      socket.on('error', reject);
    });
  }

  it('sends the agent at once and again after an edit, with no sign-in', async () => {
    const agentId = await seedPlainAgent('eu', owner.uid, {
      lang: 'de',
      updatedAt: new Date('2026-11-26T01:00:00Z'),
    });
    const events = await watch({ watch: 'agent', agentId, bucket: 'eu' }, (count) => {
      if (count === 1) void db().doc(`voiceglow/${agentId}`).update({ lang: 'fr' });
      return count === 2;
    });
    expect(events.map((event) => event.type)).toEqual(['agent', 'agent']);
    const [first, second] = events.map((event) => event.agent as Record<string, unknown>);
    expect(first).toMatchObject({ ID: agentId, lang: 'de', updatedAt: '2026-11-26T01:00:00.000Z' });
    expect(second).toMatchObject({ lang: 'fr' });
  });

  it('does not send the token count of each answered message, only the allowance running out', async () => {
    const agentId = await seedPlainAgent('eu', owner.uid, {
      tokensUsage: 10,
      maxTokensUsage: 100,
    });
    const agent = db().doc(`voiceglow/${agentId}`);
    const events = await watch({ watch: 'agent', agentId, bucket: 'eu' }, (count) => {
      if (count === 1)
        void (async () => {
          await agent.update({ tokensUsage: 20 });
          await agent.update({ tokensUsage: 30 });
          await agent.update({ tokensUsage: 100 });
        })();
      return count === 2;
    });
    const [first, second] = events.map((event) => event.agent as Record<string, unknown>);
    expect(first).toMatchObject({ tokensUsage: 10 });
    // The two counts below the allowance were not sent; the one that uses it up was.
    expect(second).toMatchObject({ tokensUsage: 100 });
  });

  it('sends null for an agent that does not exist', async () => {
    const events = await watch(
      { watch: 'agent', agentId: uniqueId('missing'), bucket: 'na' },
      () => true,
    );
    expect(events).toEqual([{ type: 'agent', agent: null }]);
  });

  it('refuses a watch frame that names no agent or no region', async () => {
    const bad = await watch({ watch: 'agent', agentId: '../x', bucket: 'eu' }, () => true);
    expect(bad[0]).toMatchObject({ type: 'error', code: 'http-400' });
    const region = await watch({ watch: 'agent', agentId: 'a1', bucket: 'mars' }, () => true);
    expect(region[0]).toMatchObject({ type: 'error', code: 'http-400' });
    expect(String(region[0]?.message)).toContain("bucket 'mars'");
  });
});
