import { socketPromptSchema } from '@vg/common/schemas/calls/interactSocket';
import { mediaUploadAction, visitorUploadMessage } from '@vg/common/schemas/calls/visitorUpload';
import { describe, expect, it, vi } from 'vitest';
import { fixtureAgent } from '../app/dev/fixtureBackend';
import type { InteractHandlers } from './ChatBackend';
import { InteractSocket } from './interactSocket';

/** Browser WebSocket stand-in: records frames, lets the test play the server. */
class FakeSocket {
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {}
  send(frame: string) {
    this.sent.push(frame);
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  server(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

function setup() {
  let socket: FakeSocket | null = null;
  const created: FakeSocket[] = [];
  const client = new InteractSocket('http://127.0.0.1:8787', 'eu', (url) => {
    socket = new FakeSocket(url);
    created.push(socket);
    return socket as unknown as WebSocket;
  });
  const handlers = {
    context: {
      agent: fixtureAgent({ ID: 'agent-1' }),
      userId: 'visitor-1',
      lang: 'en',
      isTest: false,
      variables: {},
      user: { name: 'Dana' },
      turns: [],
    },
    onChunk: vi.fn(),
    onMessage: vi.fn(),
    onTurns: vi.fn(),
    onAnswered: vi.fn(),
    onSources: vi.fn(),
    onDebug: vi.fn(),
    onAction: vi.fn(),
    onError: vi.fn(),
  } satisfies InteractHandlers;
  return { client, handlers, socket: () => socket!, created };
}

describe('InteractSocket', () => {
  it('sends the first prompt on the socket opened ahead, at once when it is open', () => {
    const { client, handlers, socket, created } = setup();
    client.prepare();
    socket().open();
    void client.send('token-1', { kind: 'launch' }, handlers);
    expect(created).toHaveLength(1);
    expect(JSON.parse(socket().sent[0]!)).toMatchObject({ idToken: 'token-1' });
  });

  it('opens a new socket when the one opened ahead has closed, and closes an unused one', () => {
    vi.useFakeTimers();
    try {
      const { client, handlers, socket, created } = setup();
      client.prepare();
      socket().close();
      void client.send('t', { kind: 'launch' }, handlers);
      expect(created).toHaveLength(2);
      socket().open();
      expect(socket().sent).toHaveLength(1);
      client.prepare();
      const unused = socket();
      vi.advanceTimersByTime(60_000);
      expect(unused.readyState).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends a prompt the server schema accepts, with the visitor token in the frame', () => {
    const { client, handlers, socket } = setup();
    void client.send('token-1', { kind: 'text', text: 'Hello' }, handlers);
    expect(socket().url).toBe('ws://127.0.0.1:8787/interact');
    socket().open();
    const prompt = socketPromptSchema.parse(JSON.parse(socket().sent[0]!));
    expect(prompt).toMatchObject({
      idToken: 'token-1',
      agentId: 'agent-1',
      convoId: 'visitor-1',
      bucket: 'eu',
      prompt: 'Hello',
    });
  });

  it('streams chunks, sources, debug, actions and whole messages, then the synced turns', async () => {
    const { client, handlers, socket } = setup();
    const done = client.send('t', { kind: 'launch' }, handlers);
    socket().open();
    expect(JSON.parse(socket().sent[0]!).initNodesOptions).toMatchObject({
      launch: true,
      action: { type: 'launch' },
    });
    socket().server({ type: 'chunk', chunk: 'Hel' });
    socket().server({ type: 'chunk', chunk: 'lo' });
    socket().server({ type: 'metadata', sources: [{ payload: { url: 'https://kb' } }] });
    socket().server({ type: 'debug', chunk: 'tool' });
    socket().server({ type: 'action', action: 'request_handoff', timeout: 30 });
    socket().server({
      type: 'ui_chunk',
      message: { type: 'cardV2', item: { payload: { title: 'x' } } },
    });
    socket().server({
      type: 'sync_chat_history',
      turns: [
        { from: 'bot', messages: [{ type: 'text', item: { payload: { message: 'Hello' } } }] },
      ],
    });
    socket().server({ type: 'done' });
    await done;
    expect(handlers.onChunk.mock.calls).toEqual([['Hel'], ['Hello']]);
    expect(handlers.onSources).toHaveBeenCalledWith([{ payload: { url: 'https://kb' } }]);
    expect(handlers.onDebug).toHaveBeenCalledWith('tool');
    expect(handlers.onAction).toHaveBeenCalledWith({
      type: 'action',
      action: 'request_handoff',
      timeout: 30,
    });
    expect(handlers.onMessage.mock.calls[0]?.[0]).toMatchObject({ type: 'cardV2' });
    expect(handlers.onTurns.mock.calls[0]?.[0][0].messages[0].item.payload.message).toBe('Hello');
    expect(socket().readyState).toBe(3);
  });

  it('sends an upload as the message to store, which the server schema accepts', () => {
    const { client, handlers, socket } = setup();
    const url = 'http://127.0.0.1:9199/o/uploads%2FAb3dE6gH.png?alt=media';
    const shown = visitorUploadMessage({ url, name: 'sole.png' }, 7);
    void client.send(
      't',
      { kind: 'action', request: mediaUploadAction(url), label: 'sole.png', shown },
      handlers,
    );
    socket().open();
    const frame = socketPromptSchema.parse(JSON.parse(socket().sent[0]!));
    expect(frame.appendMessages).toEqual([
      { from: 'human', type: 'visual', item: { payload: { image: url, name: 'sole.png' } }, ts: 7 },
    ]);
    expect(frame.initNodesOptions?.action).toMatchObject({
      type: 'intent',
      payload: { entities: [{ name: 'vg_media_url', value: url }] },
    });
    // A cancel stores nothing of its own.
    client.cancel();
    expect(JSON.parse(socket().sent[1]!).appendMessages).toBeUndefined();
    // Typed text still travels as the prompt alone.
    void client.send('t', { kind: 'text', text: 'Hello' }, handlers);
    socket().open();
    expect(JSON.parse(socket().sent[0]!).appendMessages).toBeUndefined();
  });

  it("cancels with '@cancel:' as a valid prompt on the open socket", () => {
    const { client, handlers, socket } = setup();
    void client.send('t', { kind: 'text', text: 'long story' }, handlers);
    socket().open();
    client.cancel();
    const cancel = socketPromptSchema.parse(JSON.parse(socket().sent[1]!));
    expect(cancel.prompt).toBe('@cancel:');
    expect(cancel.convoId).toBe('visitor-1');
  });

  it('lets the visitor write once the reply is shown, and sends the next prompt after it is stored', async () => {
    const { client, handlers, socket, created } = setup();
    const first = client.send('t', { kind: 'text', text: 'Opening hours?' }, handlers);
    socket().open();
    const firstSocket = socket();
    firstSocket.server({ type: 'sync_chat_history', turns: [] });
    expect(handlers.onAnswered).not.toHaveBeenCalled();
    firstSocket.server({ type: 'answered' });
    expect(handlers.onAnswered).toHaveBeenCalledTimes(1);

    const second = client.send('t', { kind: 'text', text: 'And on Sundays?' }, handlers);
    await Promise.resolve();
    // Still storing the first reply: no second socket, nothing sent, the first not closed.
    expect(created).toHaveLength(1);
    expect(firstSocket.sent).toHaveLength(1);
    expect(firstSocket.readyState).toBe(1);

    firstSocket.server({ type: 'done' });
    await first;
    await expect.poll(() => created.length).toBe(2);
    socket().open();
    expect(JSON.parse(socket().sent[0]!).prompt).toBe('And on Sundays?');
    socket().server({ type: 'done' });
    await second;
  });

  it('drops a prompt still waiting for the previous reply to be stored when it is cancelled', async () => {
    const { client, handlers, socket, created } = setup();
    const first = client.send('t', { kind: 'text', text: 'Opening hours?' }, handlers);
    socket().open();
    socket().server({ type: 'answered' });
    const second = client.send('t', { kind: 'text', text: 'And on Sundays?' }, handlers);
    client.cancel();
    // The cancel is not sent on the socket storing the first reply.
    expect(socket().sent).toHaveLength(1);
    socket().server({ type: 'done' });
    await Promise.all([first, second]);
    expect(created).toHaveLength(1);
  });

  it('sends the next prompt anyway when the previous reply is never reported stored', async () => {
    vi.useFakeTimers();
    try {
      const { client, handlers, socket, created } = setup();
      void client.send('t', { kind: 'text', text: 'Opening hours?' }, handlers);
      socket().open();
      const stuck = socket();
      stuck.server({ type: 'answered' });
      void client.send('t', { kind: 'text', text: 'Hello?' }, handlers);
      await vi.advanceTimersByTimeAsync(19_000);
      expect(created).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(created).toHaveLength(2);
      expect(stuck.readyState).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the server's error text and survives unreadable frames", async () => {
    const { client, handlers, socket } = setup();
    const done = client.send('t', { kind: 'text', text: 'x' }, handlers);
    socket().open();
    socket().onmessage?.({ data: 'not json' });
    socket().server({ type: 'error', message: 'Error Occured, Please restart the chat.' });
    socket().close();
    await done;
    expect(handlers.onError).toHaveBeenCalledWith(
      'runtime',
      'Error Occured, Please restart the chat.',
      'Error Occured, Please restart the chat.',
    );
  });
});
