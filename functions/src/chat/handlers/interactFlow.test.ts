import { errorOf } from '../../testing/apiClient';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaUploadAction, visitorUploadMessage, type Turn } from '@vg/common';
import { uniqueId } from '../../testing/emulators';
import { serveHandler, type RunningServer } from '../../testing/serveHandler';
import { useApiHarness } from '../../testing/useApiHarness';
import { forgetEnv } from '../../env';
import { dbFor } from '../../firestore';
import { VF_ERROR, VF_TEST_ERROR } from '../../runtime/vf/vfReply';

// A stand-in for the flow platform's Dialog API (a hosted third-party
// service): it accepts one key and answers with scripted traces.
const GOOD_KEY = 'VF.DM.good-key';
const calls: { path: string; auth?: string; version?: string; body: Record<string, unknown> }[] =
  [];
let flow: RunningServer;

beforeAll(async () => {
  flow = await serveHandler(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += String(chunk);
    calls.push({
      path: req.url ?? '',
      auth: req.headers.authorization,
      version: req.headers.versionid as string | undefined,
      body: JSON.parse(text) as Record<string, unknown>,
    });
    if (req.headers.authorization !== GOOD_KEY) {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Unauthorized"}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify([
        { type: 'path', payload: { path: 'choice:1' } },
        { type: 'text', payload: { message: 'Pick a size' } },
        {
          type: 'choice',
          payload: { buttons: [{ name: '42', request: { type: 'text', payload: '42' } }] },
        },
        { type: 'debug', payload: { message: 'matched intent' } },
      ]),
    );
  });
  process.env.VG_VF_RUNTIME_URL = flow.url;
  // Read afresh: the default runtime is made again, with this flow runtime.
  forgetEnv();
});
afterAll(() => flow.close());

const { api, visitor, owner } = useApiHarness();

async function seedFlowAgent(key?: string) {
  const agentId = uniqueId('flow');
  const db = dbFor('na');
  await db
    .doc(`voiceglow/${agentId}`)
    .set({ ID: agentId, ownerID: owner.uid, agentPlatform: 'vf' });
  if (key) await db.doc(`voiceglow/${agentId}/private/secrets`).set({ VF_DIALOGUE_API_KEY: key });
  return agentId;
}

const step = (isTest = false) => ({
  action: { type: 'text', payload: 'shoes' },
  appendMessages: [{ from: 'human', type: 'text', item: { payload: { message: 'shoes' } } }],
  variables: { plan: 'gold' },
  isTest,
});

describe("POST /agents/{id}/interact/{userId} on the 'vf' platform", () => {
  it("relays the step with the agent's private key and turns traces into messages", async () => {
    const agentId = await seedFlowAgent(GOOD_KEY);
    const userId = uniqueId('user');
    const answer = await api.call('POST', `/api/na/agents/${agentId}/interact/${userId}`, {
      token: visitor.idToken,
      body: step(),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      appError: null,
      debug: { vfResponse: { status: { code: 200 } } },
    });
    expect(
      (answer.body.actionMessages as { type: string }[]).map((message) => message.type),
    ).toEqual(['text', 'choice']);
    const call = calls.at(-1);
    expect(call).toMatchObject({
      path: `/state/user/${userId}/interact`,
      auth: GOOD_KEY,
      version: 'production',
      body: { action: { type: 'text', payload: 'shoes' }, state: { variables: { plan: 'gold' } } },
    });
    const stored = (await dbFor('na').doc(`voiceglow/${agentId}/convos/${userId}`).get()).data();
    expect(JSON.parse(stored?.turns as string)).toHaveLength(2);
  });

  it('passes slider and file-upload results (vf_variables) to the flow as variables', async () => {
    const agentId = await seedFlowAgent(GOOD_KEY);
    const userId = uniqueId('user');
    const path = `/api/na/agents/${agentId}/interact/${userId}`;
    const files = [{ url: 'https://files.example/a.pdf', name: 'a.pdf', sizeMegabytes: 1.5 }];
    const upload = await api.call('POST', path, {
      token: visitor.idToken,
      body: {
        origin: 'web-chat',
        action: { type: 'text', payload: JSON.stringify({ files }) },
        variables: { plan: 'gold', vg_slider_response: 10 },
        vf_variables: { vg_slider_response: 40, vg_filesupload_response: { files } },
      },
    });
    expect(upload.status).toBe(200);
    expect(calls.at(-1)?.body.state).toEqual({
      variables: { plan: 'gold', vg_slider_response: 40, vg_filesupload_response: { files } },
    });
    const stored = (await dbFor('na').doc(`voiceglow/${agentId}/convos/${userId}`).get()).data();
    expect(stored).toMatchObject({ origin: 'web-chat', variables: { vg_slider_response: 40 } });
    const cancelled = await api.call('POST', path, {
      token: visitor.idToken,
      body: {
        action: { type: 'text', payload: 'VG_Cancel' },
        vf_variables: { vg_slider_response: null, multiDropdown: ['size', '42'] },
      },
    });
    expect(cancelled.status).toBe(200);
    expect(calls.at(-1)?.body.state).toEqual({
      variables: { vg_slider_response: null, multiDropdown: ['size', '42'] },
    });
    const hostile = await api.call('POST', path, {
      token: visitor.idToken,
      body: { action: { type: 'text' }, vf_variables: { __name__: 1 } },
    });
    expect(hostile.status).toBe(400);
    expect(errorOf(hostile).message).toMatch(/vf_variables/);
  });

  it("pushes a visitor's upload as VG_MEDIA_UPLOAD and stores it as a picture or a document line", async () => {
    const agentId = await seedFlowAgent(GOOD_KEY);
    const userId = uniqueId('user');
    const path = `/api/na/agents/${agentId}/interact/${userId}`;
    const picture = { url: 'https://files.example/o/a1B2c3D4.png', name: 'trail-shoe-sole.png' };
    const document = {
      url: 'https://files.example/o/e5F6g7H8.pdf',
      name: 'warranty-card-trail-shoes.pdf',
    };
    for (const file of [picture, document]) {
      const answer = await api.call('POST', path, {
        token: visitor.idToken,
        body: {
          action: mediaUploadAction(file.url),
          appendMessages: [visitorUploadMessage(file, 1_700_000_000_000)],
        },
      });
      expect(answer.status).toBe(200);
      expect(calls.at(-1)?.body.action).toEqual({
        type: 'intent',
        payload: {
          intent: { name: 'VG_MEDIA_UPLOAD' },
          entities: [{ name: 'vg_media_url', value: file.url }],
          query: file.url,
        },
      });
    }
    const stored = (await dbFor('na').doc(`voiceglow/${agentId}/convos/${userId}`).get()).data();
    const turns = JSON.parse(stored?.turns as string) as Turn[];
    expect(turns.filter((turn) => turn.from === 'human').map((turn) => turn.messages)).toEqual([
      [
        {
          from: 'human',
          type: 'visual',
          item: { payload: { image: picture.url, name: 'trail-shoe-sole.png' } },
          delay: 0,
          ts: 1_700_000_000_000,
        },
      ],
      [
        {
          from: 'human',
          type: 'text',
          item: { payload: { message: 'File uploaded: warranty-card-trail-...', file: document } },
          delay: 0,
          ts: 1_700_000_000_000,
        },
      ],
    ]);
  });

  it("answers the spec's error when the key is wrong or missing", async () => {
    const wrong = await seedFlowAgent('VF.DM.wrong');
    const answer = await api.call('POST', `/api/na/agents/${wrong}/interact/${uniqueId('user')}`, {
      token: visitor.idToken,
      body: step(),
    });
    expect(answer.body).toMatchObject({
      appError: VF_ERROR,
      debug: { vfResponse: { status: { code: 401 } } },
    });
    expect(VF_ERROR).toBe('Error in VF request, please check your API key');
    const missing = await seedFlowAgent();
    const none = await api.call('POST', `/api/na/agents/${missing}/interact/${uniqueId('user')}`, {
      token: visitor.idToken,
      body: step(),
    });
    expect(none.body.appError).toBe(VF_ERROR);
  });

  it("gives the owner's test mode the longer hint and the development version", async () => {
    const wrong = await seedFlowAgent('VF.DM.wrong');
    const answer = await api.call('POST', `/api/na/agents/${wrong}/interact/${uniqueId('user')}`, {
      token: owner.idToken,
      body: step(true),
    });
    expect(answer.body.appError).toBe(VF_TEST_ERROR);
    expect(VF_TEST_ERROR).toBe(
      'Please double check your VF API key is correct, and have a published version.',
    );
    expect(calls.at(-1)?.version).toBe('development');
    const good = await seedFlowAgent(GOOD_KEY);
    const test = await api.call('POST', `/api/na/agents/${good}/interact/${uniqueId('user')}`, {
      token: owner.idToken,
      body: step(true),
    });
    expect(
      (test.body.actionMessages as { type: string }[]).map((message) => message.type),
    ).toContain('debug');
  });

  it('ignores test mode for visitors who are not the owner', async () => {
    const good = await seedFlowAgent(GOOD_KEY);
    const answer = await api.call('POST', `/api/na/agents/${good}/interact/${uniqueId('user')}`, {
      token: visitor.idToken,
      body: step(true),
    });
    expect(calls.at(-1)?.version).toBe('production');
    expect(
      (answer.body.actionMessages as { type: string }[]).map((message) => message.type),
    ).not.toContain('debug');
  });
});
