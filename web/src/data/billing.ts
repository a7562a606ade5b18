import type { Discount, PostalAddress, Region, Transaction } from '@vg/common';
import { apiOrigin } from '../env';
import { ApiError } from './api';

/**
 * The billing calls of spec 4 §7: `POST /api/{region}/stripe/{name}` with
 * the workspace secret as bearer. Non-2xx answers throw ApiError with the
 * server's text (Stripe's own words for card errors).
 */
async function callBilling<T>(
  region: Region,
  secret: string,
  name: string,
  body: Record<string, unknown>,
): Promise<T> {
  const response = await fetch(`${apiOrigin()}/api/${region}/stripe/${name}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (!response.ok) {
    const message = (parsed as { error?: { message?: unknown } } | null)?.error?.message;
    throw new ApiError(
      response.status,
      typeof message === 'string' ? message : 'An error occurred. Please try again.',
    );
  }
  return parsed as T;
}

export interface BillingAccount {
  region: Region;
  userId: string;
  secret: string;
}

export interface SavedCard {
  id: string;
  billing_details: {
    name?: string | null;
    email?: string | null;
    address?: Partial<PostalAddress> | null;
  };
  card: { brand: string; last4: string; exp_month: number; exp_year: number } | null;
}

export interface UserBillingData {
  customer: { id: string; email: string | null } | null;
  subscriptions: {
    id: string;
    status: string;
    cancel_at_period_end: boolean;
    cancel_at: number | null;
    current_period_end: number | null;
  }[];
  paymentMethod: SavedCard | null;
  internalKeyRef: string;
  currency: string | null;
  subscriptionItems: { id: string; addonKey: string | null; quantity: number }[];
}

export interface AddonSelection {
  addonId: string;
  name: string;
  price: number;
  quantity: number;
  incrementalQuantity?: number;
  currency: string;
}

const owner = (a: BillingAccount) => ({ userId: a.userId, region: a.region });

export const billingApi = {
  getUserData: (a: BillingAccount) =>
    callBilling<UserBillingData>(a.region, a.secret, 'get-user-data', owner(a)),
  upsertPaymentMethod: (
    a: BillingAccount,
    body: {
      paymentMethodId: string;
      email: string;
      name?: string;
      address: PostalAddress;
      isNewPaymentMethod: boolean;
    },
  ) =>
    callBilling<{ customerId: string }>(a.region, a.secret, 'upsert-payment-method', {
      ...owner(a),
      ...body,
    }),
  checkDiscountCode: (a: BillingAccount, discountCode: string) =>
    callBilling<{ discount: Discount }>(a.region, a.secret, 'check-discount-code', {
      ...owner(a),
      discountCode,
    }),
  createSubscription: (a: BillingAccount, addonsToShow: AddonSelection[], discountCode?: string) =>
    callBilling<Transaction>(a.region, a.secret, 'create-subscription', {
      ...owner(a),
      planId: 'pay_as_you_go',
      addonsToShow,
      ...(discountCode ? { discountCode } : {}),
    }),
  topUpUsd: (a: BillingAccount, amount: number, currency: string) =>
    callBilling<{ message: string }>(a.region, a.secret, 'top-up-usd', {
      ...owner(a),
      amount,
      currency,
    }),
  checkAddonStatus: (a: BillingAccount, addonKeys: string[]) =>
    callBilling<{
      hasSubscription: boolean;
      addons: { addonKey: string; hasAddon: boolean; quantity: number }[];
    }>(a.region, a.secret, 'check-addon-status', { ...owner(a), addonKeys }),
  addAddons: (a: BillingAccount, addons: AddonSelection[]) =>
    callBilling<{ errors: unknown[] }>(a.region, a.secret, 'add-addon-to-subscription', {
      ...owner(a),
      addons,
    }),
  removeAddons: (a: BillingAccount, addonKeys: string[]) =>
    callBilling<unknown>(a.region, a.secret, 'remove-addon-from-subscription', {
      ...owner(a),
      addonKeys,
    }),
  cancelSubscription: (a: BillingAccount, reason: string) =>
    callBilling<unknown>(a.region, a.secret, 'cancel-subscription', { ...owner(a), reason }),
  reactivateSubscription: (a: BillingAccount) =>
    callBilling<unknown>(a.region, a.secret, 'reactivate-subscription', owner(a)),
  changeAutoBilling: (
    a: BillingAccount,
    settings: {
      autoBilling: boolean;
      threshold: number;
      amount: number;
      monthlyChargeLimit: number;
    },
  ) =>
    callBilling<{ success: boolean; message: string }>(a.region, a.secret, 'change-auto-billing', {
      uid: a.userId,
      ...settings,
    }),
};
