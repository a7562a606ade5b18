import { describe, expect, it, vi } from 'vitest';
import { followDocument, LiveLayerLoader, whenLive, type LiveLayer } from './followDocument';

/** A listener the test drives. */
function fakeListener() {
  const listener: { deliver: ((value: string) => void) | null; stopped: boolean } = {
    deliver: null,
    stopped: false,
  };
  const listen = (deliver: (value: string) => void) => {
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
  it('shows the first read, then every answer of the listener until stopped', async () => {
    const { listener, listen } = fakeListener();
    const seen: string[] = [];
    const stop = followDocument({ read: async () => 'read', listen, deliver: (v) => seen.push(v) });
    await settle();
    listener.deliver?.('snapshot 1');
    listener.deliver?.('snapshot 2');
    expect(seen).toEqual(['read', 'snapshot 1', 'snapshot 2']);
    stop();
    expect(listener.stopped).toBe(true);
    listener.deliver?.('after stop');
    expect(seen).toHaveLength(3);
  });

  it('drops a first read that answers after the listener spoke (it may be older)', async () => {
    const { listener, listen } = fakeListener();
    let answer: (value: string) => void = () => {};
    const seen: string[] = [];
    followDocument({
      read: () => new Promise<string>((resolve) => (answer = resolve)),
      listen,
      deliver: (v) => seen.push(v),
    });
    listener.deliver?.('snapshot');
    answer('stale read');
    await settle();
    expect(seen).toEqual(['snapshot']);
  });

  it('reports a failed first read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onReadError = vi.fn();
    followDocument({
      read: () => Promise.reject(new Error('offline')),
      listen: fakeListener().listen,
      deliver: () => {},
      onReadError,
    });
    await settle();
    expect(onReadError).toHaveBeenCalledWith(new Error('offline'));
  });
});

describe('LiveLayerLoader and whenLive', () => {
  it('loads nothing until started, then once, when the browser is idle', async () => {
    const { live, importLayer, runIdle } = loader();
    const listen = vi.fn(() => () => {});
    whenLive(live, listen);
    await settle();
    expect(importLayer).not.toHaveBeenCalled();
    live.start();
    live.start();
    expect(live.isStarted).toBe(true);
    expect(importLayer).not.toHaveBeenCalled();
    runIdle();
    await settle();
    expect(importLayer).toHaveBeenCalledTimes(1);
    expect(listen).toHaveBeenCalledTimes(1);
  });

  it('waits out a delay before the idle browser loads it, unless asked again without one', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const delayed = loader();
      delayed.live.start(5000);
      expect(delayed.live.isStarted).toBe(true);
      vi.advanceTimersByTime(4999);
      delayed.runIdle();
      expect(delayed.importLayer).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      delayed.runIdle();
      expect(delayed.importLayer).toHaveBeenCalledTimes(1);

      const hurried = loader();
      hurried.live.start(5000);
      hurried.live.start();
      hurried.runIdle();
      expect(hurried.importLayer).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(5000);
      hurried.runIdle();
      expect(hurried.importLayer).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts no listener once stopped, and stops the one it started', async () => {
    const { live, runIdle } = loader();
    const early = vi.fn(() => () => {});
    whenLive(live, early)();
    const stopListener = vi.fn();
    const stop = whenLive(live, () => stopListener);
    live.start();
    runIdle();
    await settle();
    expect(early).not.toHaveBeenCalled();
    stop();
    expect(stopListener).toHaveBeenCalledTimes(1);
  });
});
