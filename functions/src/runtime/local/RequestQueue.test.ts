import { describe, expect, it } from 'vitest';
import { QueueFullError, RequestQueue } from './RequestQueue';

/** A job that finishes when told to. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, job: async () => opened };
}

describe('RequestQueue', () => {
  it('runs one job at a time, in order, and refuses beyond its capacity', async () => {
    const queue = new RequestQueue(1);
    const order: string[] = [];
    const first = gate();
    const running = queue.run(async () => {
      order.push('first');
      await first.job();
    });
    const second = queue.run(async () => {
      order.push('second');
    });
    await expect(queue.run(async () => 'third')).rejects.toBeInstanceOf(QueueFullError);
    expect(queue.length).toBe(1);
    expect(order).toEqual(['first']);
    first.open();
    await Promise.all([running, second]);
    expect(order).toEqual(['first', 'second']);
    expect(await queue.run(async () => 'free again')).toBe('free again');
  });

  it('drops a waiting job whose visitor cancelled, without running it', async () => {
    const queue = new RequestQueue(2);
    const first = gate();
    const running = queue.run(first.job);
    const cancel = new AbortController();
    let ran = false;
    const waiting = queue.run(async () => {
      ran = true;
    }, cancel.signal);
    cancel.abort();
    expect(await waiting).toBeUndefined();
    expect(queue.length).toBe(0);
    first.open();
    await running;
    expect(ran).toBe(false);
  });
});
