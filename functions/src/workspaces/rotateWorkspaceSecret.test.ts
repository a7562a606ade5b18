import { describe, expect, it } from 'vitest';
import { agencyWorkspaceFixture } from '../clients/agencyFixture.testing';
import { dbFor } from '../firestore';
import { readDoc, seedAgent } from '../testing/seed';
import { useApiHarness } from '../testing/useApiHarness';

const { api, visitor } = useApiHarness();

async function saveWithKey(agentId: string, key: string, body: unknown = { title: 'Renamed' }) {
  const response = await fetch(`${api.url}/api/eu/v2/agents/${agentId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the workspace secret', () => {
  it('saves an agent by key, and after Rotate the old secret is refused', async () => {
    const owner = await agencyWorkspaceFixture();
    const agentId = await seedAgent('eu', owner.uid, { title: 'Before' });
    const old = 'vg_abcdefghijklmnopqrst';
    const saved = await saveWithKey(agentId, old, {
      title: 'Renamed',
      tokensUsage: 0,
      ownerID: 'thief',
      SECRET_API_KEY: 'vg_plantedplantedplant',
    });
    expect(saved).toMatchObject({ status: 200, body: { success: true, agentId } });
    const agent = await readDoc('eu', `voiceglow/${agentId}`);
    expect(agent).toMatchObject({ title: 'Renamed', ownerID: owner.uid });
    expect(agent?.SECRET_API_KEY).toBeUndefined();
    expect(agent?.tokensUsage).toBeUndefined();

    const rotated = await api.call('POST', `/api/eu/workspaces/${owner.uid}/secret`, {
      token: owner.idToken,
      body: {},
    });
    expect(rotated.status).toBe(200);
    const next = rotated.body.workspaceSecret as string;
    expect(next).toMatch(/^vg_\S{20}$/);
    expect((await readDoc('eu', `users/${owner.uid}`))?.workspaceSecret).toBe(next);

    const refused = await saveWithKey(agentId, old);
    expect(refused).toMatchObject({ status: 401, body: { error: { code: 'invalid-key' } } });
    expect((await saveWithKey(agentId, next)).status).toBe(200);
  });

  it("takes the agent's own secret API key, and refuses other workspaces' keys", async () => {
    const owner = await agencyWorkspaceFixture();
    const other = await agencyWorkspaceFixture({ workspaceSecret: 'vg_otherworkspace0000' });
    const agentId = await seedAgent('eu', owner.uid);
    await dbFor('eu')
      .doc(`voiceglow/${agentId}/private/secrets`)
      .set({ SECRET_API_KEY: 'vg_agentkeyagentkey0000' });
    expect((await saveWithKey(agentId, 'vg_agentkeyagentkey0000')).status).toBe(200);
    expect((await saveWithKey(agentId, 'vg_otherworkspace0000')).status).toBe(401);
    expect((await saveWithKey(agentId, '')).status).toBe(401);
    const invalid = await saveWithKey(agentId, 'vg_agentkeyagentkey0000', { messageDelayMS: -5 });
    expect(invalid).toMatchObject({ status: 400, body: { error: { code: 'invalid-agent' } } });

    // Only members rotate.
    const stranger = await api.call('POST', `/api/eu/workspaces/${owner.uid}/secret`, {
      token: other.idToken,
      body: {},
    });
    expect(stranger.status).toBe(403);
    const anonymous = await api.call('POST', `/api/eu/workspaces/${owner.uid}/secret`, {
      token: visitor.idToken,
      body: {},
    });
    expect(anonymous.status).toBe(403);
  });
});
