import { z } from 'zod';
import { DEFAULT_PLAN_LIMITS, PLAN_FEATURES, PLAN_IDS, TEXT } from '../constants';

/**
 * What a plan allows. maxAgents may be unlimited: stored as the number
 * Infinity is impossible in Firestore, so `null` or the string 'infinity'
 * mean unlimited too.
 */
export const limitsSchema = z.looseObject({
  maxAgents: z
    .union([z.number().nonnegative(), z.literal('infinity'), z.null()])
    .default(DEFAULT_PLAN_LIMITS.maxAgents),
  maxKbDocsCharCount: z.number().nonnegative().optional(),
  maxMonthlyCredits: z.number().nonnegative().optional(),
  maxConcurrentCalls: z
    .number()
    .int()
    .nonnegative()
    .default(DEFAULT_PLAN_LIMITS.maxConcurrentCalls),
  workspaceSeats: z.number().int().nonnegative().default(DEFAULT_PLAN_LIMITS.workspaceSeats),
  twilioPhoneNumberSlots: z
    .number()
    .int()
    .nonnegative()
    .default(DEFAULT_PLAN_LIMITS.twilioPhoneNumberSlots),
  clientSeats: z.number().int().nonnegative().default(DEFAULT_PLAN_LIMITS.clientSeats),
});
export type Limits = z.infer<typeof limitsSchema>;

export const CURRENCIES = ['USD', 'EUR', 'GBP'] as const;
export const currencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof currencySchema>;

const pricePerCurrency = z.partialRecord(
  currencySchema,
  z.object({
    amount: z.number().nonnegative(),
    originalAmount: z.number().nonnegative().optional(),
  }),
);

/** An entry of the billing page's plan catalogue. */
export const planCatalogueEntrySchema = z.object({
  id: z.enum(PLAN_IDS),
  label: z.string(),
  description: z.string(),
  price: z.number().nonnegative(),
  prices: pricePerCurrency,
  period: z.string(),
  additionalInfo: z.string().optional(),
  features: z.array(z.string()),
  callToAction: z.string(),
});
export type PlanCatalogueEntry = z.infer<typeof planCatalogueEntrySchema>;

export const ADDON_IDS = [
  'workspace-seat',
  'client_seat',
  'concurrent-call-line',
  'twilio-phone-number',
] as const;
export const addonIdSchema = z.enum(ADDON_IDS);

export const addonCatalogueEntrySchema = z.object({
  id: addonIdSchema,
  name: z.string(),
  description: z.string(),
  prices: pricePerCurrency,
  period: z.string(),
});
export type AddonCatalogueEntry = z.infer<typeof addonCatalogueEntrySchema>;

export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export const PLAN_STATUSES = [
  'active',
  'cancelled',
  'trialing',
  'past_due',
  'unpaid',
  'pending',
] as const;
export const PLAN_ADDON_KEYS = [
  'mini-whitelabel',
  'custom-branding',
  'workspace-seat',
  'agent-seat',
  'concurrent-call-line',
  'twilio-phone-number',
] as const;

/** A plan of the second pricing model. */
export const planV2Schema = z.looseObject({
  key: z.string(),
  name: z.string(),
  features: z.array(z.string()).default([]),
  limits: limitsSchema.optional(),
  billingCycle: z.enum(BILLING_CYCLES).default('monthly'),
  stripePrices: z
    .array(
      z.looseObject({
        priceId: z.string(),
        billingCycle: z.enum(BILLING_CYCLES),
        usdAmount: z.number().nonnegative(),
        currency: z.string(),
      }),
    )
    .default([]),
  addons: z.array(z.enum(PLAN_ADDON_KEYS)).optional(),
  status: z.enum(PLAN_STATUSES).optional(),
});
export type PlanV2 = z.infer<typeof planV2Schema>;

/**
 * A subscription plan an agency sells to its clients (stripeConnect.plans).
 * price is read-only: credits times the final credit price.
 */
export const agencyPlanSchema = z.looseObject({
  name: z.string().trim().min(1),
  price: z.number().nonnegative(),
  credits: z.number().int().positive(),
  features: z.array(z.string()).default([]),
  isPopular: z.boolean().default(false),
  priceId: z.string().optional(),
  productId: z.string().optional(),
});
export type AgencyPlan = z.infer<typeof agencyPlanSchema>;

/** A plan as the agency saves it: 1 to 5 features, none blank. */
export const agencyPlanInputSchema = agencyPlanSchema.extend({
  features: z
    .array(z.string().trim().min(1, TEXT.planFeatureText))
    .min(PLAN_FEATURES.min, TEXT.planFeatureMin)
    .max(PLAN_FEATURES.max, TEXT.planFeatureMax),
});
