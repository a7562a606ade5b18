import { describe, expect, it, vi } from 'vitest';
import { followDocument, LiveLayerLoader, type LiveLayer } from './followDocument';

/** A live layer whose one listener the test drives. */
function fakeLayer() {
  const listener: { deliver: ((value: string) => void) | null; stopped: boolean } = {
    deliver: null,
    stopped: false,
  };
  const listen = (_layer: LiveLayer, deliver: (value: string) => void) => {
    listener.deliver = deliver;
    return () => {
      listener.stopped = true;
    };
  };
  return { listener, listen };
}

function loader() {
  const importLayer = vi.fn(async () => ({}) as LiveLayer);
  const idle: (() => void)[] = [];
  const live = new LiveLayerLoader(importLayer, (run) => idle.push(run));
  return { live, importLayer, runIdle: () => idle.splice(0).forEach((run) => run()) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('followDocument', () => {
  it('shows the first read without loading the live layer', async () => {
    const { live, importLayer } = loader();
    const seen: string[] = [];
    followDocument(live, {
      read: async () => 'read',
      listen: fakeLayer().listen,
      deliver: (value) => seen.push(value),
    });
    await settle();
    expect(seen).toEqual(['read']);
    expect(live.isStarted).toBe(false);
    expect(importLayer).not.toHaveBeenCalled();
  });

  it('hands over to the listener when the layer loads, once, when the browser is idle', async () => {
    const { live, importLayer, runIdle } = loader();
    const { listener, listen } = fakeLayer();
    const seen: string[] = [];
    const stop = followDocument(live, {
      read: async () => 'read',
      listen,
      deliver: (v) => seen.push(v),
    });
    live.start();
    live.start();
    expect(importLayer).not.toHaveBeenCalled();
    runIdle();
    await settle();
    expect(importLayer).toHaveBeenCalledTimes(1);
    listener.deliver?.('snapshot 1');
    listener.deliver?.('snapshot 2');
    expect(seen).toEqual(['read', 'snapshot 1', 'snapshot 2']);
    stop();
    expect(listener.stopped).toBe(true);
    listener.deliver?.('after stop');
    expect(seen).toHaveLength(3);
  });

  it('drops a first read that answers after the listener spoke (it may be older)', async () => {
    const { live, runIdle } = loader();
    const { listener, listen } = fakeLayer();
    let answer: (value: string) => void = () => {};
    const seen: string[] = [];
    followDocument(live, {
      read: () => new Promise<string>((resolve) => (answer = resolve)),
      listen,
      deliver: (v) => seen.push(v),
    });
    live.start();
    runIdle();
    await settle();
    listener.deliver?.('snapshot');
    answer('stale read');
    await settle();
    expect(seen).toEqual(['snapshot']);
  });

  it('starts the live layer when the first read fails, so the listener retries', async () => {
    const { live } = loader();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    followDocument(live, {
      read: async () => Promise.reject(new Error('offline')),
      listen: fakeLayer().listen,
      deliver: () => {},
    });
    await settle();
    expect(live.isStarted).toBe(true);
  });
});
