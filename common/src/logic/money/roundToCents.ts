/**
 * Money is kept to whole cents so prices and totals never show float noise
 * (5000 × 0.004 is 20.000000000000004 in binary floating point).
 */
export function roundToCents(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

/** Credit and USD balances display with one decimal. */
export function formatBalance(value: number): string {
  return (Math.round((value + Number.EPSILON) * 10) / 10).toFixed(1);
}
