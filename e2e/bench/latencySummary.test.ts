import { describe, expect, it } from 'vitest';
import { summarise } from './latencySummary';

describe('summarise', () => {
  it('takes nearest-rank percentiles', () => {
    const timings = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(summarise(timings)).toEqual({ n: 20, p50: 10, p95: 19, min: 1, max: 20 });
  });

  it('does not depend on the order of the timings', () => {
    expect(summarise([30, 10, 20])).toEqual({ n: 3, p50: 20, p95: 30, min: 10, max: 30 });
  });

  it('refuses an empty run', () => {
    expect(() => summarise([])).toThrow('No timings');
  });
});
