import { z } from 'zod';
import {
  DEFAULT_USD_PER_CREDIT,
  TEXT,
  WORKSPACE_DRAFT_UID_LENGTH,
  WORKSPACE_SECRET_PREFIX,
  WORKSPACE_SECRET_RANDOM_LENGTH,
} from '../constants';
import { vapiConfigSchema } from './agentIntegrations';
import { agencyPlanSchema, limitsSchema, PLAN_STATUSES } from './plans';
import { storedTimeSchema, unixSecondsSchema } from './primitives';

/** The agency's connected payment account and what it sells (users/{uid}.stripeConnect). */
export const stripeConnectSchema = z.looseObject({
  email: z.string().optional(),
  accountId: z.string().optional(),
  isConnected: z.boolean().default(false),
  payouts_enabled: z.boolean().optional(),
  /** Extra USD per credit the agency adds on top of the base cost. */
  USDPerToken: z.number().nonnegative().default(DEFAULT_USD_PER_CREDIT),
  allowPlans: z.boolean().default(false),
  plans: z.array(agencyPlanSchema).default([]),
});
export type StripeConnect = z.infer<typeof stripeConnectSchema>;

/** Backend-managed settings (the browser may not change `internal`). */
export const workspaceInternalSchema = z.looseObject({
  whitelabel_trial: z.boolean().optional(),
  whitelabelTrialEndsAt: unixSecondsSchema.optional(),
  customPlan: z.looseObject({ limits: limitsSchema.partial().optional() }).optional(),
  useNewPricing: z.boolean().optional(),
  countryCode: z.string().optional(),
  useMultipleStripes: z.boolean().optional(),
  isPayAsYouGo: z.boolean().optional(),
  autochargeCreditAmount: z.number().nonnegative().optional(),
  autochargeCreditThreshold: z.number().nonnegative().optional(),
  /** 0 means no limit. */
  monthlyChargeLimit: z.number().nonnegative().optional(),
  /** Where workspace events are posted, and which. */
  events: z
    .looseObject({
      endpoint: z.string().optional(),
      subscribedEvents: z.array(z.string()).default([]),
    })
    .optional(),
});

export const v2StripeConfigSchema = z.looseObject({
  subscriptionId: z.string().optional(),
  features: z.array(z.string()).optional(),
  limits: limitsSchema.optional(),
  startBillingDate: storedTimeSchema.optional(),
  nextBillingDate: storedTimeSchema.optional(),
  status: z.enum(PLAN_STATUSES).optional(),
  /** Add-on quantities of the live subscription (workspace seats and the like), written by functions. */
  addons: z.record(z.string(), z.number()).optional(),
});

const workspaceSecretPattern = new RegExp(
  `^${WORKSPACE_SECRET_PREFIX}\\S{${WORKSPACE_SECRET_RANDOM_LENGTH}}$`,
);

/**
 * `users/{uid}`: a user's own workspace, or a further workspace drafted by
 * a member. One per regional database. joinedAt and freeLTsTS are unix seconds.
 */
export const workspaceSchema = z.looseObject({
  uid: z.string().min(1),
  email: z.string().optional(),
  joinedAt: unixSecondsSchema.optional(),
  photoURL: z.string().optional(),
  displayName: z.string().optional(),
  location: z.string().optional(),
  /** Credits. */
  loadTokens: z.number().default(0),
  freeLTsTS: unixSecondsSchema.optional(),
  referredFrom: z.string().optional(),
  workspaceName: z.string().optional(),
  /** Bearer secret of the workspace's API (vg_ plus 20 characters; drafts have 20 characters). */
  workspaceSecret: z.string().optional(),
  workspaceEmails: z.array(z.string()).default([]),
  workspacePhotoURL: z.string().optional(),
  stripeCustomerId: z.string().optional(),
  stripeSubscriptionId: z.string().optional(),
  stripePlanId: z.string().optional(),
  automaticBilling: z.boolean().optional(),
  showOnboarding: z.boolean().optional(),
  provider: z.string().optional(),
  doubleAccountWarningHidden: z.boolean().optional(),
  hasEverPaid: z.boolean().default(false),
  usersPerms: z.record(z.string(), z.unknown()).optional(),
  vapiConfig: vapiConfigSchema.optional(),
  stripeConnect: stripeConnectSchema.optional(),
  v2StripeConfig: v2StripeConfigSchema.optional(),
  internal: workspaceInternalSchema.optional(),
  /** Set on a draft ('+ New Workspace') by the function that made it: the creator's uid. */
  createdBy: z.string().optional(),
  /**
   * The workspace's own model server (Credentials), as the dashboard shows
   * it: the address, the model and the key's last four characters. The key
   * itself is kept where no browser reads it (`users/{uid}/private/modelProvider`).
   */
  modelProvider: z
    .object({ baseUrl: z.string(), model: z.string().optional(), keyHint: z.string() })
    .optional(),
  /** Social-login data; the token lets the functions list the user's pages. */
  meta: z.looseObject({ userAccessToken: z.string().optional() }).optional(),
});
export type Workspace = z.infer<typeof workspaceSchema>;

export function isWorkspaceSecret(value: string): boolean {
  return workspaceSecretPattern.test(value);
}

/** What '+ New Workspace' writes: a fresh 15-character uid, no credits. */
export const newWorkspaceDraftSchema = z.object({
  uid: z.string().length(WORKSPACE_DRAFT_UID_LENGTH),
  workspaceName: z.string().trim().min(1, TEXT.workspaceNameRequired),
  workspaceEmails: z.array(z.string()).min(1),
  workspacePhotoURL: z.string().optional(),
  workspaceSecret: z.string().length(WORKSPACE_SECRET_RANDOM_LENGTH),
  loadTokens: z.literal(0).default(0),
  freeLTsTS: unixSecondsSchema.optional(),
  joinedAt: unixSecondsSchema,
});
export type NewWorkspaceDraft = z.infer<typeof newWorkspaceDraftSchema>;
