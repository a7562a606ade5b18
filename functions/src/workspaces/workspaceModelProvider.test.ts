import { describe, expect, it } from 'vitest';
import { agencyWorkspaceFixture } from '../clients/agencyFixture.testing';
import { runInteraction } from '../chat/interact/runInteraction';
import { dbFor } from '../firestore';
import { knowledgeReply } from '../runtime/providers/knowledgeReply';
import { useChatModelStandIn } from '../testing/chatModelStandIn';
import { readDoc, seedAgent } from '../testing/seed';
import { useApiHarness } from '../testing/useApiHarness';
import { visitorStep } from '../testing/visitorStep';
import { AddressGuard } from '../tools/addressGuard';

const { api, visitor } = useApiHarness();
const model = useChatModelStandIn({ pieces: ['Answered by ', 'your own model.'] });

const KEY = 'sk-workspace-own-key-9f3a';

describe("the workspace's own model server (Credentials)", () => {
  it('keeps the key where no browser reads it and shows its last four characters', async () => {
    const owner = await agencyWorkspaceFixture();
    const saved = await api.call('POST', `/api/eu/workspaces/${owner.uid}/model-provider`, {
      token: owner.idToken,
      body: { baseUrl: 'https://models.example.com/v1/', apiKey: KEY, model: 'gpt-4o-mini' },
    });
    expect(saved).toEqual({
      status: 200,
      body: {
        modelProvider: {
          baseUrl: 'https://models.example.com/v1',
          keyHint: '9f3a',
          model: 'gpt-4o-mini',
        },
      },
    });
    const workspace = await readDoc('eu', `users/${owner.uid}`);
    expect(workspace?.modelProvider).toEqual(saved.body.modelProvider);
    expect(JSON.stringify(workspace)).not.toContain(KEY);
    expect(await readDoc('eu', `users/${owner.uid}/private/modelProvider`)).toMatchObject({
      apiKey: KEY,
    });

    const removed = await api.call('DELETE', `/api/eu/workspaces/${owner.uid}/model-provider`, {
      token: owner.idToken,
    });
    expect(removed.status).toBe(200);
    expect((await readDoc('eu', `users/${owner.uid}`))?.modelProvider).toBeUndefined();
    expect(await readDoc('eu', `users/${owner.uid}/private/modelProvider`)).toBeUndefined();
  });

  it('refuses a bad address, a private network, a short key, and anyone not in the workspace', async () => {
    const owner = await agencyWorkspaceFixture();
    const path = `/api/eu/workspaces/${owner.uid}/model-provider`;
    const bad = await api.call('POST', path, {
      token: owner.idToken,
      body: { baseUrl: 'ftp://models.example.com', apiKey: KEY },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('OpenAI-compatible API');
    const internal = await api.call('POST', path, {
      token: owner.idToken,
      body: { baseUrl: 'http://10.1.2.3:8080/v1', apiKey: KEY },
    });
    expect(internal).toMatchObject({ status: 400, body: { error: { code: 'private-address' } } });
    const metadata = await api.call('POST', path, {
      token: owner.idToken,
      body: { baseUrl: 'http://metadata.google.internal/v1', apiKey: KEY },
    });
    expect(metadata.status).toBe(400);
    const short = await api.call('POST', path, {
      token: owner.idToken,
      body: { baseUrl: 'https://models.example.com/v1', apiKey: 'sk' },
    });
    expect(JSON.stringify(short.body)).toContain('Paste the whole API key.');
    const stranger = await agencyWorkspaceFixture();
    const foreign = await api.call('POST', path, {
      token: stranger.idToken,
      body: { baseUrl: 'https://models.example.com/v1', apiKey: KEY },
    });
    expect(foreign.status).toBe(403);
    const anonymous = await api.call('POST', path, {
      token: visitor.idToken,
      body: { baseUrl: 'https://models.example.com/v1', apiKey: KEY },
    });
    expect(anonymous.status).toBe(403);
    expect(await readDoc('eu', `users/${owner.uid}/private/modelProvider`)).toBeUndefined();
  });

  it("answers the workspace's agents with its own model server and key", async () => {
    const owner = await agencyWorkspaceFixture();
    const agentId = await seedAgent('eu', owner.uid, {});
    const host = new URL(model.url).host;
    await dbFor('eu')
      .doc(`users/${owner.uid}/private/modelProvider`)
      .set({ baseUrl: `${model.url}/v1`, apiKey: KEY, model: 'workspace-model' });
    const result = await runInteraction(
      visitorStep(agentId, 'Hello?'),
      {},
      {
        ...model.deps,
        provider: knowledgeReply(0),
        toolGuard: new AddressGuard([host]),
      },
    );
    expect(model.lastCall()?.model).toBe('workspace-model');
    expect(result.actionMessages).toEqual([
      expect.objectContaining({ item: { payload: { message: 'Answered by your own model.' } } }),
    ]);
  });

  it('answers each message with the settings the owner saved before it (no copy kept between messages)', async () => {
    const owner = await agencyWorkspaceFixture();
    const agentId = await seedAgent('eu', owner.uid, {});
    const deps = {
      ...model.deps,
      provider: knowledgeReply(0),
      toolGuard: new AddressGuard([new URL(model.url).host]),
    };
    const settings = dbFor('eu').doc(`users/${owner.uid}/private/modelProvider`);
    // Every message of one conversation.
    const step = visitorStep(agentId, 'Hello?');
    const ask = () => runInteraction(step, {}, deps);
    await settings.set({ baseUrl: `${model.url}/v1`, apiKey: KEY, model: 'first-model' });
    await ask();
    expect(model.lastCall()?.model).toBe('first-model');

    await settings.update({ model: 'second-model' });
    await ask();
    expect(model.lastCall()?.model).toBe('second-model');

    const calls = model.calls.length;
    const removed = await api.call('DELETE', `/api/eu/workspaces/${owner.uid}/model-provider`, {
      token: owner.idToken,
    });
    expect(removed.status).toBe(200);
    const offline = await ask();
    expect(model.calls.length).toBe(calls);
    expect(offline.actionMessages.length).toBeGreaterThan(0);
  });
});
