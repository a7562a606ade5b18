import { beforeAll, describe, expect, it } from 'vitest';
import { agencyWorkspaceFixture } from '../clients/agencyFixture.testing';
import { dbFor } from '../firestore';
import { uniqueId } from '../testing/emulators';
import { serveHandler, type RunningServer } from '../testing/serveHandler';
import { useApiHarness } from '../testing/useApiHarness';
import { seedAgent } from '../testing/seed';

/** The owner's API, allowed like the local stack's demo API (started before the API reads its settings). */
let shop: RunningServer;
const seenAuth: (string | undefined)[] = [];
beforeAll(async () => {
  shop = await serveHandler((req, res) => {
    seenAuth.push(req.headers.authorization);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        hours: '9-18',
        day: new URL(req.url ?? '/', 'http://x').searchParams.get('day'),
      }),
    );
  });
  process.env.VG_TOOL_ALLOWED_HOSTS = new URL(shop.url).host;
  return () => shop.close();
});

const { api, visitor } = useApiHarness();

async function seedTool(ownerID: string, serverUrl: string) {
  const id = uniqueId('tool');
  await dbFor('eu')
    .doc(`tools/${id}`)
    .set({
      id,
      name: 'Opening hours',
      ownerID,
      serverUrl,
      fields: [
        { in: 'query', key: 'day', type: 'string', required: false, defaultValue: 'monday' },
      ],
    });
  await dbFor('eu').doc(`tools/${id}/private/secret`).set({ serverUrlSecret: 'hours-secret' });
  return id;
}

describe('POST /tools/{toolId}/test', () => {
  it("calls the tool's server for a workspace member and answers the response", async () => {
    const owner = await agencyWorkspaceFixture();
    const id = await seedTool(owner.uid, `${shop.url}/hours`);
    const answer = await api.call('POST', `/api/eu/tools/${id}/test`, {
      token: owner.idToken,
      body: { args: { day: 'sunday' } },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      ok: true,
      status: 200,
      body: { hours: '9-18', day: 'sunday' },
      sent: { day: 'sunday' },
    });
    expect(seenAuth.at(-1)).toBe('Bearer hours-secret');
  });

  it('refuses private addresses, strangers and unknown tools', async () => {
    const owner = await agencyWorkspaceFixture();
    const internal = await seedTool(owner.uid, 'http://127.0.0.1:8080/v1/projects');
    const refused = await api.call('POST', `/api/eu/tools/${internal}/test`, {
      token: owner.idToken,
      body: {},
    });
    expect(refused.body).toMatchObject({
      ok: false,
      error: 'Tools may only call public addresses: 127.0.0.1 is private or internal.',
    });
    const stranger = await agencyWorkspaceFixture();
    const calls = seenAuth.length;
    const foreign = await seedTool(owner.uid, `${shop.url}/hours`);
    const denied = await api.call('POST', `/api/eu/tools/${foreign}/test`, {
      token: stranger.idToken,
      body: {},
    });
    expect(denied.status).toBe(403);
    expect(seenAuth).toHaveLength(calls);
    const anonymous = await api.call('POST', `/api/eu/tools/${foreign}/test`, {
      token: visitor.idToken,
      body: {},
    });
    expect(anonymous.status).toBe(403);
    const missing = await api.call('POST', '/api/eu/tools/no-such-tool/test', {
      token: owner.idToken,
      body: {},
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: { code: 'tool-not-found' } });
  });
});

describe('POST /agents/{agentId}/tools/rerun', () => {
  it("runs the agent's tool of that name again for a member, with its secret", async () => {
    const owner = await agencyWorkspaceFixture();
    const id = await seedTool(owner.uid, `${shop.url}/hours`);
    const agentId = await seedAgent('eu', owner.uid, { assignedToolsIds: [id] });
    const path = `/api/eu/agents/${agentId}/tools/rerun`;
    const answer = await api.call('POST', path, {
      token: owner.idToken,
      body: { toolName: 'Opening hours', toolInput: { day: 'friday' } },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ok: true, body: { hours: '9-18', day: 'friday' } });
    expect(seenAuth.at(-1)).toBe('Bearer hours-secret');

    const calls = seenAuth.length;
    const stranger = await agencyWorkspaceFixture();
    const denied = await api.call('POST', path, {
      token: stranger.idToken,
      body: { toolName: 'Opening hours', toolInput: {} },
    });
    expect(denied.status).toBe(403);
    const anonymous = await api.call('POST', path, {
      token: visitor.idToken,
      body: { toolName: 'Opening hours', toolInput: {} },
    });
    expect(anonymous.status).toBe(403);
    expect(seenAuth.length).toBe(calls);
  });

  it('answers 404 for a tool the agent does not have, 400 for bad input, calling nothing', async () => {
    const owner = await agencyWorkspaceFixture();
    // The workspace has the tool; this agent is not assigned it.
    await seedTool(owner.uid, `${shop.url}/hours`);
    const agentId = await seedAgent('eu', owner.uid, { assignedToolsIds: [] });
    const path = `/api/eu/agents/${agentId}/tools/rerun`;
    const calls = seenAuth.length;
    const unmatched = await api.call('POST', path, {
      token: owner.idToken,
      body: { toolName: 'Opening hours', toolInput: {} },
    });
    expect(unmatched.status).toBe(404);
    expect(unmatched.body.error).toMatchObject({
      message: 'No tool named "Opening hours" is assigned to this agent.',
    });
    const bad = await api.call('POST', path, {
      token: owner.idToken,
      body: { toolName: '', toolInput: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(seenAuth.length).toBe(calls);
  });
});
