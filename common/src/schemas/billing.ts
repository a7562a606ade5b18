import { z } from 'zod';
import { storedTimeSchema, unixSecondsSchema } from './primitives';
import { currencySchema } from './plans';

/** The Current Plan card. cancelsAt is in seconds. */
export const currentPlanSchema = z.object({
  name: z.string(),
  status: z.string(),
  renewalDate: z.string().nullable().optional(),
  credits: z.object({ used: z.number().nonnegative(), total: z.number().nonnegative() }),
  cancels: z.boolean().default(false),
  cancelsAt: unixSecondsSchema.nullable().optional(),
  usdBalance: z.number(),
});
export type CurrentPlan = z.infer<typeof currentPlanSchema>;

export const DISCOUNT_DURATIONS = ['forever', 'once', 'repeating'] as const;

/** A checked discount code; percentages apply to the subtotal, amounts are subtracted. */
export const discountSchema = z.looseObject({
  valid: z.boolean(),
  percent_off: z.number().min(0).max(100).nullable().optional(),
  amount_off: z.number().nonnegative().nullable().optional(),
  currency: z.string().nullable().optional(),
  name: z.string().nullable().optional(),
  /** forever, once or another provider value. */
  duration: z.string().optional(),
});
export type Discount = z.infer<typeof discountSchema>;

export const transactionSchema = z.looseObject({
  transactionId: z.string(),
  amountPaid: z.number().nonnegative(),
  tax: z.looseObject({ currency: z.string() }),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** Currency, tax and exchange rate for a country code. */
export const countryBillingInfoSchema = z.object({
  currency: currencySchema,
  currencySymbol: z.string(),
  taxRate: z.number().min(0),
  taxDescription: z.string(),
  /** Local units per USD: divide a local amount by it to get USD. */
  exchangeRate: z.number().positive(),
});
export type CountryBillingInfo = z.infer<typeof countryBillingInfoSchema>;

export const postalAddressSchema = z.object({
  line1: z.string().min(1),
  line2: z.string().optional(),
  city: z.string().min(1),
  state: z.string().optional(),
  postal_code: z.string().min(1),
  country: z.string().length(2),
});
export type PostalAddress = z.infer<typeof postalAddressSchema>;

export const paymentMethodSchema = z.looseObject({
  id: z.string(),
  customer: z.string().nullable().optional(),
  billing_details: z
    .looseObject({
      name: z.string().nullable().optional(),
      email: z.string().nullable().optional(),
      phone: z.string().nullable().optional(),
      address: z
        .looseObject({
          line1: z.string().nullable().optional(),
          line2: z.string().nullable().optional(),
          city: z.string().nullable().optional(),
          state: z.string().nullable().optional(),
          postal_code: z.string().nullable().optional(),
          country: z.string().nullable().optional(),
        })
        .nullable()
        .optional(),
    })
    .optional(),
  card: z
    .looseObject({
      brand: z.string(),
      last4: z.string(),
      exp_month: z.number().int(),
      exp_year: z.number().int(),
    })
    .nullable()
    .optional(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** Answer of POST /stripe/get-user-data. */
export const subscriptionDataSchema = z.looseObject({
  customer: z.unknown().optional(),
  subscriptions: z
    .array(z.looseObject({ id: z.string().optional(), status: z.string() }))
    .default([]),
  paymentMethod: paymentMethodSchema.nullable().optional(),
  internalKeyRef: z.string().nullable().optional(),
  currency: z.string().optional(),
  subscriptionItems: z.array(z.unknown()).default([]),
});
export type SubscriptionData = z.infer<typeof subscriptionDataSchema>;

export const CREDIT_DIRECTIONS = ['increase', 'decrease'] as const;
export const CREDIT_CAUSES = ['agent', 'feature'] as const;

/** A credit movement (consume-credits logData and the credit log). */
export const creditLogEntrySchema = z.looseObject({
  amount: z.number().nonnegative(),
  direction: z.enum(CREDIT_DIRECTIONS).default('decrease'),
  causedBy: z.enum(CREDIT_CAUSES),
  agentId: z.string().optional(),
  featureKey: z.string().optional(),
  logMessage: z.string().optional(),
  ts: storedTimeSchema.optional(),
});
export type CreditLogEntry = z.infer<typeof creditLogEntrySchema>;
