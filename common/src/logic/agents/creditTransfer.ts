import { TEXT } from '../../constants';

/**
 * Moving credits between the workspace and one of its organisations (the
 * Org Info drawer). Both balances change in one batch.
 */

export type TransferSource = 'workspace' | 'org';

export const NOT_ENOUGH_IN_WORKSPACE = 'Not enough credits in workspace.';
export const NOT_ENOUGH_IN_ORG = 'Not enough credits in org.';

export function parseTransferAmount(input: string | number): number | null {
  const value = typeof input === 'number' ? input : Number(input.trim());
  if (typeof input === 'string' && input.trim() === '') return null;
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function validateCreditTransfer(
  amountInput: string | number,
  source: TransferSource,
  sourceBalance: number,
): string | null {
  const amount = parseTransferAmount(amountInput);
  if (amount === null) return TEXT.invalidTransferAmount;
  if (amount > sourceBalance)
    return source === 'workspace' ? NOT_ENOUGH_IN_WORKSPACE : NOT_ENOUGH_IN_ORG;
  return null;
}

/** Balances after a valid transfer out of `source`. */
export function transferCredits(
  balances: { workspace: number; org: number },
  source: TransferSource,
  amount: number,
): { workspace: number; org: number } {
  return source === 'workspace'
    ? { workspace: balances.workspace - amount, org: balances.org + amount }
    : { workspace: balances.workspace + amount, org: balances.org - amount };
}
