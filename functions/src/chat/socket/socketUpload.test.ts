import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { mediaUploadAction, visitorUploadMessage, type Turn } from '@vg/common';
import { useEmulators, uniqueId } from '../../testing/emulators';
import { seedAgent, seedConversation } from '../../testing/seed';
import { serveHandler, type RunningServer } from '../../testing/serveHandler';
import { useTestUsers } from '../../testing/useApiHarness';
import { dbFor } from '../../firestore';
import { knowledgeReply } from '../../runtime/providers/knowledgeReply';
import { startChatServer } from './chatServer';

useEmulators();
const { visitor, owner } = useTestUsers();

// A stand-in for the flow platform's Dialog API (a hosted third-party
// service): it records what it is sent and answers with one text trace.
const FLOW_KEY = 'VF.DM.upload-key';
const flowCalls: { action: unknown }[] = [];
let flow: RunningServer;
let chat: Awaited<ReturnType<typeof startChatServer>>;

beforeAll(async () => {
  flow = await serveHandler(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += String(chunk);
    flowCalls.push(JSON.parse(text) as { action: unknown });
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify([{ type: 'text', payload: { message: 'Thanks, we got your file.' } }]));
  });
  chat = await startChatServer({
    port: 0,
    host: '127.0.0.1',
    deps: { provider: knowledgeReply(0), model: 'offline', flowRuntimeUrl: flow.url },
  });
});
afterAll(async () => {
  await chat.close();
  await flow.close();
});

type Event = { type: string; [key: string]: unknown };

function converse(frame: Record<string, unknown>) {
  return new Promise<Event[]>((resolve, reject) => {
    const socket = new WebSocket(chat.url);
    const events: Event[] = [];
    socket.on('open', () => socket.send(JSON.stringify(frame)));
    socket.on('message', (data) => {
      const event = JSON.parse(String(data)) as Event;
      events.push(event);
      if (event.type === 'done') {
        socket.close();
        resolve(events);
      }
    });
    socket.on('error', reject);
  });
}

const PICTURE = {
  url: 'http://127.0.0.1:9199/o/uploads%2FAb3dE6gH.png?alt=media',
  name: 'sole.png',
};
const DOCUMENT = {
  url: 'https://files.example/o/uploads%2FQw3rTy12.pdf',
  name: 'warranty-card-trail-shoes.pdf',
};

/** The frame the widget sends for an upload: the file name as the prompt, the upload to store. */
const uploadFrame = (agentId: string, convoId: string, file: { url: string; name: string }) => ({
  idToken: visitor.idToken,
  agentId,
  convoId,
  bucket: 'eu',
  prompt: file.name,
  agentData: { ID: agentId, lang: 'en', isTest: false },
  initNodesOptions: { launch: false, action: mediaUploadAction(file.url), variables: {} },
  appendMessages: [visitorUploadMessage(file, 1_700_000_000_000)],
});

const storedTurns = async (agentId: string, convoId: string) => {
  const data = (await dbFor('eu').doc(`voiceglow/${agentId}/convos/${convoId}`).get()).data();
  return JSON.parse((data?.turns as string | undefined) ?? '[]') as Turn[];
};

describe("the visitor's upload over WebSocket /interact", () => {
  it('stores a picture and a document line while a team member has the chat', async () => {
    const agentId = await seedAgent('eu', owner.uid);
    const convoId = await seedConversation('eu', agentId, visitor.uid, {
      state: 'human-chatting',
      chatAssignedTo: owner.uid,
    });
    const picture = await converse(uploadFrame(agentId, convoId, PICTURE));
    expect(picture.map((event) => event.type)).toEqual(['sync_chat_history', 'done']);
    await converse(uploadFrame(agentId, convoId, DOCUMENT));
    const turns = await storedTurns(agentId, convoId);
    expect(turns.map((turn) => turn.messages)).toEqual([
      [
        {
          from: 'human',
          type: 'visual',
          item: { payload: { image: PICTURE.url, name: 'sole.png' } },
          delay: 0,
          ts: 1_700_000_000_000,
        },
      ],
      [
        {
          from: 'human',
          type: 'text',
          item: {
            payload: { message: 'File uploaded: warranty-card-trail-...', file: DOCUMENT },
          },
          delay: 0,
          ts: 1_700_000_000_000,
        },
      ],
    ]);
    // The synced history the widget redraws from is the stored one.
    expect(picture[0]?.turns).toEqual(turns.slice(0, 1));
  });

  it('pushes the upload to the flow runtime as VG_MEDIA_UPLOAD with vg_media_url', async () => {
    const agentId = await seedAgent('eu', owner.uid, { agentPlatform: 'vf' });
    await dbFor('eu')
      .doc(`voiceglow/${agentId}/private/secrets`)
      .set({ VF_DIALOGUE_API_KEY: FLOW_KEY });
    const convoId = uniqueId('convo');
    const events = await converse(uploadFrame(agentId, convoId, PICTURE));
    expect(events.at(-1)).toEqual({ type: 'done' });
    expect(flowCalls.at(-1)?.action).toEqual({
      type: 'intent',
      payload: {
        intent: { name: 'VG_MEDIA_UPLOAD' },
        entities: [{ name: 'vg_media_url', value: PICTURE.url }],
        query: PICTURE.url,
      },
    });
    const turns = await storedTurns(agentId, convoId);
    expect(turns.map((turn) => turn.from)).toEqual(['human', 'bot']);
    expect(turns[0]?.messages[0]).toMatchObject({
      type: 'visual',
      item: { payload: { image: PICTURE.url } },
    });
  });

  it('refuses hostile messages with a 400 and writes nothing', async () => {
    const agentId = await seedAgent('eu', owner.uid);
    const convoId = uniqueId('convo');
    const frame = uploadFrame(agentId, convoId, PICTURE);
    const visual = (image: string) => ({ type: 'visual', item: { payload: { image } } });
    const hostile: [unknown[], RegExp][] = [
      [
        [visual('javascript:alert(document.cookie)')],
        /appendMessages\.0\.item\.payload\.image: must be an http\(s\) URL/,
      ],
      [[visual('data:image/svg+xml,<svg onload=alert(1)>')], /http\(s\) URL/],
      [
        [{ type: 'jsx', item: { payload: { jsx: '<img onerror=alert(1)>' } } }],
        /must be a visitor message/,
      ],
      [[{ ...visual(PICTURE.url), from: 'bot' }], /appendMessages\.0\.from/],
      [
        [{ ...visual(PICTURE.url), item: { payload: { image: PICTURE.url }, html: '<b>' } }],
        /html/,
      ],
      [Array(6).fill(visual(PICTURE.url)), /at most 5 messages per step/],
    ];
    for (const [appendMessages, message] of hostile) {
      const events = await converse({ ...frame, appendMessages });
      expect(events, JSON.stringify(appendMessages).slice(0, 80)).toEqual([
        { type: 'error', code: 'http-400', message: expect.stringMatching(message) },
        { type: 'done' },
      ]);
    }
    expect((await dbFor('eu').doc(`voiceglow/${agentId}/convos/${convoId}`).get()).exists).toBe(
      false,
    );
  });
});
