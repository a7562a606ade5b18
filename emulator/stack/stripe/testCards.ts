import { StripeError } from './stripeError';

/**
 * Stripe's documented test cards and what each does
 * (https://docs.stripe.com/testing): 4242… succeeds, 4000 0000 0000 0002 is
 * declined, …9995 has insufficient funds (both fail when attached to a
 * customer, as in Stripe's test mode), …0341 attaches but every charge
 * fails. Any other Luhn-valid number succeeds.
 */
const DECLINES: Record<string, { decline_code: string; message: string; onAttach: boolean }> = {
  '4000000000000002': {
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
    onAttach: true,
  },
  '4000000000009995': {
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
    onAttach: true,
  },
  '4000000000000341': {
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
    onAttach: false,
  },
};

export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^6(011|5)/.test(number)) return 'discover';
  return 'unknown';
}

/** The decline a card number causes on a charge (or on attach), as Stripe's card_error. */
export function declineFor(number: string, when: 'charge' | 'attach'): StripeError | null {
  const decline = DECLINES[number];
  if (!decline || (when === 'attach' && !decline.onAttach)) return null;
  return new StripeError(402, 'card_error', decline.message, {
    code: 'card_declined',
    decline_code: decline.decline_code,
  });
}
