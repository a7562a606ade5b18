import { EXCHANGE_RATE_FROM_USD, TAX_PERCENT } from '../../constants';
import type { CountryBillingInfo } from '../../schemas/billing';
import { roundToCents } from '../money/roundToCents';

/**
 * Currency, tax and exchange rate by the workspace's country code: the EU
 * pays in EUR with 27 % tax, Great Britain in GBP with 35 %, everyone else in
 * USD without tax. Local amounts are divided by the rate to get USD.
 */

/** ISO 3166-1 alpha-2 codes of the 27 EU member states. */
export const EU_COUNTRY_CODES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
] as const; // prettier-ignore

export function isEuCountry(countryCode: string | null | undefined): boolean {
  return (EU_COUNTRY_CODES as readonly string[]).includes((countryCode ?? '').toUpperCase());
}

export function countryBillingInfo(countryCode: string | null | undefined): CountryBillingInfo {
  const code = (countryCode ?? '').toUpperCase();
  if (isEuCountry(code)) {
    return {
      currency: 'EUR',
      currencySymbol: '€',
      taxRate: TAX_PERCENT.EU,
      taxDescription: `VAT (${TAX_PERCENT.EU}%)`,
      exchangeRate: EXCHANGE_RATE_FROM_USD.EUR,
    };
  }
  if (code === 'GB') {
    return {
      currency: 'GBP',
      currencySymbol: '£',
      taxRate: TAX_PERCENT.GB,
      taxDescription: `VAT (${TAX_PERCENT.GB}%)`,
      exchangeRate: EXCHANGE_RATE_FROM_USD.GBP,
    };
  }
  return {
    currency: 'USD',
    currencySymbol: '$',
    taxRate: TAX_PERCENT.other,
    taxDescription: 'No tax',
    exchangeRate: EXCHANGE_RATE_FROM_USD.USD,
  };
}

/** A local-currency amount in USD, to the cent. */
export function toUsd(localAmount: number, exchangeRate: number): number {
  return roundToCents(localAmount / exchangeRate);
}

export function taxAmount(taxableAmount: number, taxRatePercent: number): number {
  return roundToCents((taxableAmount * taxRatePercent) / 100);
}
