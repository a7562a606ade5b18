/**
 * Money is kept to whole cents so prices and totals never show float noise
 * (5000 × 0.004 is 20.000000000000004 in binary floating point).
 */
export function roundToCents(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}
