import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyWorkspaceFixture } from '../clients/agencyFixture.testing';
import { dbFor } from '../firestore';
import { uniqueId } from '../testing/emulators';
import { serveHandler, type RunningServer } from '../testing/serveHandler';
import { useApiHarness } from '../testing/useApiHarness';

// A stand-in for the flow platform's Dialog API (a hosted third-party service): one key is good.
const GOOD_KEY = 'VF.DM.good-key';
const seen: { path: string; auth?: string; version?: string; method?: string }[] = [];
let flow: RunningServer;
beforeAll(async () => {
  flow = await serveHandler((req, res) => {
    seen.push({
      path: req.url ?? '',
      auth: req.headers.authorization,
      version: req.headers.versionid as string | undefined,
      method: req.method,
    });
    const ok = req.headers.authorization === GOOD_KEY;
    res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' }).end('{}');
  });
  process.env.VG_VF_RUNTIME_URL = flow.url;
});
afterAll(() => flow.close());

const { api } = useApiHarness();

async function flowAgent(ownerID: string, key?: string) {
  const agentId = uniqueId('flow');
  await dbFor('eu').doc(`voiceglow/${agentId}`).set({ ID: agentId, ownerID, agentPlatform: 'vf' });
  if (key) {
    await dbFor('eu').doc(`voiceglow/${agentId}/private/secrets`).set({ VF_DIALOGUE_API_KEY: key });
  }
  return `/api/eu/agents/${agentId}/integrations/vf/check`;
}

describe('POST /agents/{id}/integrations/vf/check', () => {
  it("checks the saved key with the platform's Dialog API, changing nothing there", async () => {
    const owner = await agencyWorkspaceFixture();
    const good = await api.call('POST', await flowAgent(owner.uid, GOOD_KEY), {
      token: owner.idToken,
      body: {},
    });
    expect(good.body).toMatchObject({ connected: true, status: 200 });
    expect(seen.at(-1)).toEqual({
      path: '/state/user/voiceglow-connection-check',
      auth: GOOD_KEY,
      version: 'development',
      method: 'GET',
    });
    const bad = await api.call('POST', await flowAgent(owner.uid, 'VF.DM.wrong'), {
      token: owner.idToken,
      body: {},
    });
    expect(bad.body).toMatchObject({
      connected: false,
      status: 401,
      message: expect.stringContaining('refused the key (HTTP 401)'),
    });
  });

  it('asks for a key first, and refuses people outside the workspace', async () => {
    const owner = await agencyWorkspaceFixture();
    const calls = seen.length;
    const none = await api.call('POST', await flowAgent(owner.uid), {
      token: owner.idToken,
      body: {},
    });
    expect(none.status).toBe(400);
    expect(none.body.error).toMatchObject({
      message: 'Add the dialogue API key and save the agent first.',
    });
    const stranger = await agencyWorkspaceFixture();
    const denied = await api.call('POST', await flowAgent(owner.uid, GOOD_KEY), {
      token: stranger.idToken,
      body: {},
    });
    expect(denied.status).toBe(403);
    expect(seen.length).toBe(calls);
  });
});
