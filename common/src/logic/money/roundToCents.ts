/**
 * Money is counted in whole cents. Amounts arrive as binary floats, where
 * 10.075 is stored as 10.07499999…, so multiplying by 100 and rounding loses
 * the half cent. Reading the amount at 15 significant digits (all a double
 * holds exactly) and shifting its decimal exponent gives the cents a person
 * wrote; halves round away from zero, as prices and invoices do.
 */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount of money: ${amount}`);
  const [digits = '0', exponent = '0'] = Math.abs(amount).toPrecision(15).split('e');
  const cents = Math.round(Number(`${digits}e${Number(exponent) + 2}`));
  return amount < 0 && cents !== 0 ? -cents : cents;
}

/** The amount rounded to whole cents, as a number of the currency unit. */
export function roundToCents(amount: number): number {
  return toCents(amount) / 100;
}

/** Credit and USD balances display with one decimal. */
export function formatBalance(value: number): string {
  return (Math.round((value + Number.EPSILON) * 10) / 10).toFixed(1);
}
