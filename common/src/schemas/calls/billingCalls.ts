import { z } from 'zod';
import {
  ADDON_QUANTITY,
  AUTO_RECHARGE,
  CANCELLATION_REASONS,
  TEXT,
  TOP_UP_MINIMUM,
} from '../../constants';
import { discountSchema, postalAddressSchema, transactionSchema } from '../billing';
import { addonIdSchema, currencySchema, planV2Schema } from '../plans';
import { regionSchema } from '../primitives';

/**
 * POST /stripe/… calls (spec 4). Each is authorised by the workspace secret
 * as bearer token and names the workspace (userId) and region.
 */
const owner = { userId: z.string().min(1, 'userId is required'), region: regionSchema };

export const getUserDataRequestSchema = z.strictObject(owner);

export const upsertPaymentMethodRequestSchema = z.strictObject({
  ...owner,
  paymentMethodId: z.string().min(1),
  email: z.string().trim().min(1, 'Email is required'),
  name: z.string().optional(),
  phone: z.string().optional(),
  address: postalAddressSchema,
  isNewPaymentMethod: z.boolean(),
  /** Sent for new methods only. */
  stripeAccountId: z.string().optional(),
});
export const upsertPaymentMethodResponseSchema = z.looseObject({ customerId: z.string() });

export const checkDiscountCodeRequestSchema = z.strictObject({
  ...owner,
  discountCode: z.string().trim().min(1, TEXT.discountCodeRequired),
});
export const checkDiscountCodeResponseSchema = z.looseObject({ discount: discountSchema });

export const addonSelectionSchema = z.looseObject({
  addonId: addonIdSchema,
  name: z.string().optional(),
  price: z.number().nonnegative().optional(),
  quantity: z.number().int().min(ADDON_QUANTITY.min).max(ADDON_QUANTITY.max),
  incrementalQuantity: z.number().int().optional(),
  currency: currencySchema.optional(),
});

export const createSubscriptionRequestSchema = z.strictObject({
  ...owner,
  planId: z.string().min(1),
  addonsToShow: z.array(addonSelectionSchema).default([]),
  discountCode: z.string().optional(),
});
export const createSubscriptionResponseSchema = transactionSchema;

/** amount is converted to USD by the caller; currency is the local one shown. */
export const topUpRequestSchema = z.strictObject({
  ...owner,
  amount: z.number().positive(),
  currency: currencySchema,
});
/** The top-up field, in local currency. */
export const topUpAmountInputSchema = z.number().min(TOP_UP_MINIMUM, TEXT.topUpMinimum);

export const addonKeysRequestSchema = z.strictObject({
  ...owner,
  addonKeys: z.array(addonIdSchema).min(1),
});
export const addonStatusResponseSchema = z.looseObject({
  hasSubscription: z.boolean(),
  addons: z.array(
    z.looseObject({ addonKey: addonIdSchema, hasAddon: z.boolean(), quantity: z.number().int() }),
  ),
});
export const addAddonsRequestSchema = z.strictObject({
  ...owner,
  addons: z.array(addonSelectionSchema.extend({ quantity: z.number().int().min(0) })).min(1),
});
export const addAddonsResponseSchema = z.looseObject({ errors: z.array(z.unknown()).default([]) });

/** Cancellation needs a reason; 'Other' needs its text. */
export const cancelSubscriptionRequestSchema = z.strictObject({
  ...owner,
  reason: z
    .string()
    .trim()
    .min(1, TEXT.cancellationReasonRequired)
    .refine((reason) => reason !== 'Other', TEXT.cancellationOtherText),
});
/** The cancel dialog: a listed reason, and free text when it is 'Other'. */
export const cancellationInputSchema = z
  .object({
    reason: z.enum(CANCELLATION_REASONS, TEXT.cancellationReasonRequired),
    otherText: z.string().optional(),
  })
  .refine((input) => input.reason !== 'Other' || !!input.otherText?.trim(), {
    path: ['otherText'],
    message: TEXT.cancellationOtherText,
  });
export const reactivateSubscriptionRequestSchema = z.strictObject(owner);

function stepped(range: { min: number; max: number; step: number }) {
  return z
    .number()
    .min(range.min)
    .max(range.max)
    .refine((value) => (value - range.min) % range.step === 0, `Steps of ${range.step}`);
}

/** postChangeAutoBilling; the workspace is then merged with automaticBilling and internal. */
export const changeAutoBillingRequestSchema = z.strictObject({
  uid: z.string().min(1),
  autoBilling: z.boolean(),
  threshold: stepped(AUTO_RECHARGE.threshold),
  amount: stepped(AUTO_RECHARGE.amount).optional(),
  /** 0 means no limit. */
  monthlyChargeLimit: stepped(AUTO_RECHARGE.monthlyLimit).optional(),
});
export const changeAutoBillingResponseSchema = z.looseObject({
  success: z.boolean(),
  message: z.string().optional(),
});

/**
 * assemblePreBuiltPlansFromStripe (POST /stripe/prebuilt-plans): the
 * platform's plans with their Stripe prices, per billing cycle and currency.
 */
export const assemblePreBuiltPlansRequestSchema = z.strictObject(owner);
export const assemblePreBuiltPlansResponseSchema = z.looseObject({
  plans: z.array(planV2Schema.pick({ key: true, stripePrices: true })),
});
export type AssemblePreBuiltPlansResponse = z.infer<typeof assemblePreBuiltPlansResponseSchema>;
