import { describe, expect, it } from 'vitest';
import { watchAgentOverSocket } from './agentSocket';

/** Browser WebSocket stand-in: records frames, lets the test play the chat service. */
class FakeSocket {
  sent: string[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {}
  send(frame: string) {
    this.sent.push(frame);
  }
  close() {
    this.closed = true;
    this.onclose?.();
  }
  server(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

function follow() {
  const sockets: FakeSocket[] = [];
  const waits: { run: () => void; ms: number }[] = [];
  const seen: (Record<string, unknown> | null)[] = [];
  const errors: Error[] = [];
  const stop = watchAgentOverSocket(
    'http://127.0.0.1:8787',
    'eu',
    'agent-1',
    (data) => seen.push(data),
    (error) => errors.push(error),
    (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    (run, ms) => waits.push({ run, ms }),
  );
  return { sockets, waits, seen, errors, stop };
}

describe('watchAgentOverSocket', () => {
  it('asks the chat service to follow the agent and passes on each state', () => {
    const { sockets, seen } = follow();
    const socket = sockets[0]!;
    expect(socket.url).toBe('ws://127.0.0.1:8787/interact');
    socket.onopen?.();
    expect(JSON.parse(socket.sent[0]!)).toEqual({
      watch: 'agent',
      agentId: 'agent-1',
      bucket: 'eu',
    });
    socket.server({ type: 'agent', agent: { lang: 'de' } });
    socket.server({ type: 'agent', agent: null });
    expect(seen).toEqual([{ lang: 'de' }, null]);
  });

  it('opens a lost socket again, waiting longer each time until a frame arrives', () => {
    const { sockets, waits, seen } = follow();
    sockets[0]!.onclose?.();
    expect(waits.map((w) => w.ms)).toEqual([1000]);
    waits[0]!.run();
    sockets[1]!.onclose?.();
    expect(waits.map((w) => w.ms)).toEqual([1000, 2000]);
    waits[1]!.run();
    sockets[2]!.onopen?.();
    sockets[2]!.server({ type: 'agent', agent: { lang: 'fr' } });
    expect(seen).toEqual([{ lang: 'fr' }]);
    sockets[2]!.onclose?.();
    expect(waits.at(-1)?.ms).toBe(1000);
  });

  it('reports the service’s refusal, and stops for good when asked', () => {
    const { sockets, waits, errors, stop } = follow();
    sockets[0]!.server({ type: 'error', code: 'http-400', message: 'Invalid frame' });
    expect(errors.map((e) => e.message)).toEqual(['Agent agent-1: Invalid frame']);
    stop();
    expect(sockets[0]!.closed).toBe(true);
    expect(waits).toEqual([]);
  });
});
