export interface Summary {
  n: number;
  p50: number;
  p95: number;
  min: number;
  max: number;
}

/** Nearest-rank percentiles of millisecond timings, rounded to whole ms. */
export function summarise(timings: readonly number[]): Summary {
  if (timings.length === 0) throw new Error('No timings to summarise');
  const sorted = [...timings].sort((a, b) => a - b);
  const rank = (p: number) =>
    sorted[Math.min(sorted.length, Math.ceil((p / 100) * sorted.length)) - 1]!;
  return {
    n: sorted.length,
    p50: Math.round(rank(50)),
    p95: Math.round(rank(95)),
    min: Math.round(sorted[0]!),
    max: Math.round(sorted[sorted.length - 1]!),
  };
}
