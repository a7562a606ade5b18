import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FLOW_KEY } from './demoFlowProject';
import { startFlow, type LocalFlow } from './startFlow';

let flow: LocalFlow;
beforeAll(async () => {
  flow = await startFlow({ host: '127.0.0.1', port: 0 });
});
afterAll(() => flow.close());

interface Trace {
  type: string;
  time: number;
  payload?: Record<string, unknown>;
}

async function call(
  method: string,
  path: string,
  opts: { key?: string | null; version?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const key = opts.key === undefined ? DEMO_FLOW_KEY : opts.key;
  if (key !== null) headers.authorization = key;
  if (opts.version) headers.versionID = opts.version;
  const response = await fetch(`${flow.origin}${path}`, {
    method,
    headers,
    ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

const interact = (userID: string, action: unknown, version = 'production', extra = {}) =>
  call('POST', `/state/user/${userID}/interact`, { version, body: { action, ...extra } });

const types = (traces: unknown) => (traces as Trace[]).map((trace) => trace.type);

describe('the flow platform stand-in (Dialog API)', () => {
  it('refuses a missing or unknown key with the platform’s 401 body', async () => {
    const none = await call('POST', '/state/user/u1/interact', {
      key: null,
      body: { action: { type: 'launch' } },
    });
    expect(none).toMatchObject({
      status: 401,
      body: { code: 401, status: 'Unauthorized', data: 'Auth Key Required' },
    });
    const wrong = await call('GET', '/state/user/u1', {
      key: 'VF.DM.000000000000000000000000.nope',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: 401, status: 'Unauthorized', data: 'Unauthorized' });
    expect(typeof (wrong.body as { timestamp: unknown }).timestamp).toBe('number');
    expect(flow.world.calls()[0]).toMatchObject({ status: 401, projectId: null });
  });

  it('launches with text traces and a choice whose buttons lead on by their path request', async () => {
    const launch = await interact('visitor-1', { type: 'launch' }, 'production', {
      config: { tts: false, stripSSML: true, excludeTypes: ['block', 'flow'] },
      state: { variables: { plan: 'gold' } },
    });
    expect(launch.status).toBe(200);
    expect(types(launch.body)).toEqual(['text', 'text', 'choice']);
    const [first, , choice] = launch.body as Trace[];
    expect(first!.payload).toMatchObject({
      message: 'Welcome to Trailhead Outfitters!',
      delay: 1000,
      slate: { content: [{ children: [{ text: 'Welcome to Trailhead Outfitters!' }] }] },
    });
    expect(Number.isInteger(first!.time)).toBe(true);
    const buttons = choice!.payload!.buttons as {
      name: string;
      request: { type: string; payload: { label: string } };
    }[];
    expect(buttons.map((button) => button.name)).toEqual(['Tents', 'Opening hours', 'Returns']);
    expect(buttons[1]!.request).toMatchObject({
      type: expect.stringMatching(/^path-[0-9a-f]{24}$/),
      payload: { label: 'Opening hours' },
    });

    const pressed = await interact('visitor-1', buttons[1]!.request);
    expect(types(pressed.body)).toEqual(['block', 'text', 'choice']);
    expect((pressed.body as Trace[])[1]!.payload!.message).toBe(
      'We are open Monday to Saturday, 9:00 to 18:00.',
    );
    const state = await call('GET', '/state/user/visitor-1', { version: 'production' });
    expect(state.body).toMatchObject({
      stack: [{ nodeID: 'hours' }],
      variables: { plan: 'gold' },
    });
  });

  it('answers keywords with a carousel, cards, images and the end of the conversation', async () => {
    await interact('visitor-2', { type: 'launch' });
    const tents = await interact('visitor-2', { type: 'text', payload: 'Do you sell TENTS?' });
    expect(types(tents.body)).toEqual(['block', 'text', 'carousel', 'choice']);
    const carousel = (tents.body as Trace[])[2]!.payload as {
      layout: string;
      cards: { title: string; imageUrl: string; description: { text: string } }[];
    };
    expect(carousel.layout).toBe('Carousel');
    expect(carousel.cards.map((card) => card.title)).toEqual(['Ridge 2', 'Basecamp 4']);
    expect(carousel.cards[0]!.description.text).toBe('Two people, 2.1 kg, 249 EUR.');
    const image = await fetch(carousel.cards[0]!.imageUrl);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');

    const intent = await interact('visitor-2', {
      type: 'intent',
      payload: { query: 'can I get a refund', intent: { name: 'None' }, entities: [] },
    });
    expect((intent.body as Trace[])[1]!.payload!.message).toContain('within 30 days');
    const unknown = await interact('visitor-2', { type: 'text', payload: 'tentacles' });
    expect((unknown.body as Trace[])[1]!.payload!.message).toContain('did not get that');
    const bye = await interact('visitor-2', { type: 'text', payload: 'thanks, bye' });
    expect(types(bye.body).at(-1)).toBe('end');
    expect(
      (await call('GET', '/state/user/visitor-2', { version: 'production' })).body,
    ).toMatchObject({
      stack: [],
    });
    // After the end, the next message starts the flow again.
    const again = await interact('visitor-2', { type: 'text', payload: 'hello?' });
    expect((again.body as Trace[])[1]!.payload!.message).toBe('Welcome to Trailhead Outfitters!');
  });

  it('serves the edited flow to development and to production only once published', async () => {
    const project = flow.world.createProject('Pizza place', 'voice');
    const key = project.apiKey;
    expect(key).toMatch(/^VF\.DM\.[0-9a-f]{24}\.\S{16}$/);
    const unpublished = await call('POST', '/state/user/p1/interact', {
      key,
      version: 'production',
      body: { action: { type: 'launch' } },
    });
    expect(unpublished).toMatchObject({
      status: 400,
      body: { name: 'verror', message: 'Voiceflow project was not published to production' },
    });
    const form = new URLSearchParams({
      'launch.messages': 'Ciao! Pizza or pasta?',
      'launch.buttons': 'Pizza\nPasta',
      'rule-new.keywords': 'pizza, margherita',
      'rule-new.messages': 'One margherita coming up.',
      'rule-new.cards': 'Margherita | Tomato and basil | https://img.example/m.png',
      'noMatch.messages': 'Pizza or pasta?',
      publish: '0',
    });
    const saved = await fetch(`${flow.origin}/projects/${project.id}/flow`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      redirect: 'manual',
    });
    expect(saved.status).toBe(303);
    const dev = await call('POST', '/state/user/p1/interact', {
      key,
      body: { action: { type: 'launch' } },
      version: 'development',
    });
    expect(types(dev.body)).toEqual(['block', 'speak', 'choice']);
    expect((dev.body as Trace[])[1]!.payload).toEqual({
      type: 'message',
      message: 'Ciao! Pizza or pasta?',
    });
    const card = await call('POST', '/state/user/p1/interact', {
      key,
      body: { action: { type: 'text', payload: 'Pizza please' } },
    });
    expect(types(card.body)).toEqual(['block', 'speak', 'cardV2']);
    expect((card.body as Trace[])[2]!.payload).toMatchObject({
      title: 'Margherita',
      imageUrl: 'https://img.example/m.png',
      description: { text: 'Tomato and basil' },
      buttons: [],
    });
    const bad = await fetch(`${flow.origin}/projects/${project.id}/flow`, {
      method: 'POST',
      body: new URLSearchParams({ 'launch.messages': '', 'noMatch.messages': 'x' }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('The launch needs at least one message.');
  });

  it('reads, replaces, patches, resets and deletes a user’s state', async () => {
    await interact('visitor-3', { type: 'launch' });
    const patched = await call('PATCH', '/state/user/visitor-3/variables', {
      version: 'production',
      body: { size: 42 },
    });
    expect(patched.body).toMatchObject({ variables: { size: 42 } });
    const replaced = { stack: [], storage: {}, variables: { plan: 'silver' } };
    expect((await call('PUT', '/state/user/visitor-3', { body: replaced })).body).toEqual(replaced);
    expect((await call('PUT', '/state/user/visitor-3', { body: { stack: 1 } })).status).toBe(400);
    expect((await call('POST', '/state/user/visitor-3', {})).body).toMatchObject({
      stack: [{ nodeID: 'start' }],
      variables: {},
    });
    expect((await call('DELETE', '/state/user/visitor-3')).status).toBe(200);
    expect((await call('GET', '/state/user/visitor-3')).body).toEqual({});
    expect((await call('GET', '/state/user/visitor-3', { version: 'nope' })).status).toBe(400);
    const broken = await fetch(`${flow.origin}/state/user/visitor-3/interact`, {
      method: 'POST',
      headers: { authorization: DEMO_FLOW_KEY },
      body: '{not json',
    });
    expect(broken.status).toBe(400);
    expect((await interact('visitor-3', { payload: 'no type' })).status).toBe(400);
    expect((await call('GET', `/state/user/${'x'.repeat(129)}`)).status).toBe(400);
  });

  it('shows the projects, the flow editor and the log of calls on its page', async () => {
    const home = await (await fetch(flow.origin)).text();
    expect(home).toContain(DEMO_FLOW_KEY);
    const project = flow.world.byKey(DEMO_FLOW_KEY)!;
    const page = await (await fetch(`${flow.origin}/projects/${project.id}`)).text();
    expect(page).toContain('tent, tents, camping');
    expect(
      flow.world.calls(project.id).some((entry) => entry.action === 'text: Do you sell TENTS?'),
    ).toBe(true);
  });
});
