import {
  ADDON_MONTHLY_PRICE,
  ENTERPRISE_FROM_MONTHLY_USD,
  PAY_AS_YOU_GO_FREE_USAGE_USD,
  type AddonCatalogueEntry,
  type PlanCatalogueEntry,
} from '@vg/common';

/** The plan catalogue (spec 4 §9); EUR and GBP show their original price struck through. */
export const PLAN_CATALOGUE: PlanCatalogueEntry[] = [
  {
    id: 'free',
    label: 'Free',
    description: 'Try the builder and the widget.',
    price: 0,
    prices: { USD: { amount: 0 }, EUR: { amount: 0 }, GBP: { amount: 0 } },
    period: 'month',
    features: ['2 agents', 'Starting credits', 'Web widget'],
    callToAction: 'Current plan',
  },
  {
    id: 'pay_as_you_go',
    label: 'Pay as you go',
    description: 'Everything, billed by usage.',
    price: 20,
    prices: {
      USD: { amount: 20 },
      EUR: { amount: 22, originalAmount: 18 },
      GBP: { amount: 20, originalAmount: 15 },
    },
    period: 'month',
    additionalInfo: `plus usage; $${PAY_AS_YOU_GO_FREE_USAGE_USD} of usage included each month`,
    features: [
      'Unlimited agents',
      'All channels',
      'Top-ups and automatic recharge',
      'Add-ons: seats, call lines, phone numbers',
      'Unused credits roll over',
    ],
    callToAction: 'Subscribe',
  },
  {
    id: 'enterprise',
    label: 'Enterprise',
    description: 'Volume, support and terms for larger teams.',
    price: ENTERPRISE_FROM_MONTHLY_USD,
    prices: {
      USD: { amount: ENTERPRISE_FROM_MONTHLY_USD },
      EUR: { amount: ENTERPRISE_FROM_MONTHLY_USD },
      GBP: { amount: ENTERPRISE_FROM_MONTHLY_USD },
    },
    period: 'month',
    additionalInfo: 'from',
    features: ['Custom limits', 'Dedicated support', 'Invoicing'],
    callToAction: 'Book a demo',
  },
];

export const ADDON_CATALOGUE: AddonCatalogueEntry[] = [
  {
    id: 'workspace-seat',
    name: 'Workspace seat',
    description: 'One more team member in the workspace.',
    prices: same(ADDON_MONTHLY_PRICE['workspace-seat']),
    period: 'month',
  },
  {
    id: 'client_seat',
    name: 'Client seat',
    description: 'One more client account.',
    prices: same(ADDON_MONTHLY_PRICE.client_seat),
    period: 'month',
  },
  {
    id: 'concurrent-call-line',
    name: 'Concurrent call line',
    description: 'One more voice call at the same time.',
    prices: same(ADDON_MONTHLY_PRICE['concurrent-call-line']),
    period: 'month',
  },
  {
    id: 'twilio-phone-number',
    name: 'Phone number',
    description: 'One more phone number for voice agents.',
    prices: same(ADDON_MONTHLY_PRICE['twilio-phone-number']),
    period: 'month',
  },
];

function same(amount: number) {
  return { USD: { amount }, EUR: { amount }, GBP: { amount } };
}

export function formatMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount);
}
