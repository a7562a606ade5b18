import { CANCELLATION_REASONS, TEXT } from '../../constants';

/**
 * The payment-method form and the cancellation form.
 */

export type PaymentChoice = 'apple' | 'saved' | 'new';

export interface AddressInput {
  line1?: string | null;
  city?: string | null;
  postal_code?: string | null;
  country?: string | null;
}

function filled(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

export function isAddressComplete(address: AddressInput | null | undefined): boolean {
  return (
    !!address &&
    filled(address.line1) &&
    filled(address.city) &&
    filled(address.postal_code) &&
    filled(address.country)
  );
}

export function validateAddress(address: AddressInput | null | undefined): string | null {
  return isAddressComplete(address) ? null : TEXT.addressIncomplete;
}

/**
 * Submit needs an e-mail and either Apple Pay, the saved card, or a complete
 * new card with a complete address; never while processing.
 */
export function canSubmitPayment(input: {
  email: string | null | undefined;
  choice: PaymentChoice;
  hasSavedCard: boolean;
  cardComplete: boolean;
  address: AddressInput | null | undefined;
  processing: boolean;
}): boolean {
  if (input.processing || !filled(input.email)) return false;
  if (input.choice === 'apple') return true;
  if (input.choice === 'saved') return input.hasSavedCard;
  return input.cardComplete && isAddressComplete(input.address);
}

/** The saved card is chosen by default when one exists. */
export function defaultPaymentChoice(hasSavedCard: boolean): PaymentChoice {
  return hasSavedCard ? 'saved' : 'new';
}

export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

/** A reason is required; 'Other' also needs free text. */
export function canSubmitCancellation(
  reason: string | null | undefined,
  otherText: string | null | undefined,
): boolean {
  if (!reason || !(CANCELLATION_REASONS as readonly string[]).includes(reason)) return false;
  return reason !== 'Other' || filled(otherText);
}

/** The reason sent to the server: the free text for 'Other'. */
export function cancellationReasonText(reason: CancellationReason, otherText?: string): string {
  return reason === 'Other' ? `Other: ${(otherText ?? '').trim()}` : reason;
}

/** Payment data is fetched only for a non-empty string user id. */
export function canFetchPaymentData(userId: unknown): userId is string {
  return typeof userId === 'string' && userId.trim() !== '';
}
