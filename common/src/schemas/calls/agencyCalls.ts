import { z } from 'zod';
import { TEXT } from '../../constants';
import { dnsRecordSchema, domainVerificationSchema, emailDomainStatusSchema } from '../agency';
import { agencyPlanInputSchema, agencyPlanSchema } from '../plans';
import { emailSchema, regionSchema } from '../primitives';

/** Agency domains, e-mail domain and connected billing (spec 3, section 7). */

/*
 * The domain and price fields' checks (normalisation, sub-domain versus root
 * domain, numeric USD per credit) are business rules in logic/agency.
 */

export const DOMAIN_TYPES = ['vgSubdomain', 'customDomain'] as const;
export type DomainType = (typeof DOMAIN_TYPES)[number];

/** POST /api/{region}/{domain-service}/custom-domain. */
export const addDomainRequestSchema = z.strictObject({
  customDomain: z.string().min(1),
  userId: z.string().min(1),
  agencyId: z.string().min(1),
  isVGSubdomain: z.boolean().optional(),
  isCustomDomain: z.boolean().optional(),
});
export const addDomainResponseSchema = z.looseObject({
  success: z.boolean(),
  data: z.looseObject({ verification: z.array(domainVerificationSchema).default([]) }).optional(),
});
/** GET and DELETE on the same path take the domain and its type as query. */
export const domainQuerySchema = z.strictObject({
  domain: z.string().min(1),
  domainType: z.enum(DOMAIN_TYPES),
});
export const domainStatusResponseSchema = z.looseObject({ isVerified: z.boolean() });
export const deleteDomainResponseSchema = z.looseObject({
  success: z.boolean(),
  message: z.string().optional(),
});
/** POST to the agency sub-domain notification endpoint. */
export const subdomainNotificationRequestSchema = z.strictObject({
  agency: z.record(z.string(), z.unknown()),
  user: z.record(z.string(), z.unknown()),
  domain: z.string().min(1),
});

/** POST {api}/resend/domains/{domain}. */
export const addEmailDomainRequestSchema = z.strictObject({
  domain: z.string().min(1),
  userId: z.string().min(1),
  agencyId: z.string().min(1),
});
export const addEmailDomainResponseSchema = z.looseObject({
  success: z.boolean(),
  data: z.looseObject({ id: z.string(), records: z.array(dnsRecordSchema) }).optional(),
});
/** GET {api}/resend/domains/{domainId}. */
export const emailDomainStatusResponseSchema = z.looseObject({
  success: z.boolean(),
  data: z
    .looseObject({ status: emailDomainStatusSchema, records: z.array(dnsRecordSchema).default([]) })
    .optional(),
});

/**
 * POST /agencies/{id}/email: mail from the agency's sending domain (a
 * client's feedback to its agency). `to` is one address or up to 10;
 * `agencyData` is what the dashboard knows of the agency (ignored: the
 * server reads the agency itself); `bucket` is the region.
 */
export const AGENCY_EMAIL_LIMITS = { subject: 200, html: 20_000, recipients: 10 } as const;
export const agencyEmailRequestSchema = z.strictObject({
  to: z.union([emailSchema, z.array(emailSchema).min(1).max(AGENCY_EMAIL_LIMITS.recipients)]),
  subject: z
    .string()
    .trim()
    .min(1, 'Please enter a subject.')
    .max(
      AGENCY_EMAIL_LIMITS.subject,
      `The subject is limited to ${AGENCY_EMAIL_LIMITS.subject} characters.`,
    ),
  html: z
    .string()
    .trim()
    .min(1, 'Please write a message.')
    .max(
      AGENCY_EMAIL_LIMITS.html,
      `The message is limited to ${AGENCY_EMAIL_LIMITS.html} characters.`,
    ),
  agencyData: z.record(z.string(), z.unknown()).optional(),
  bucket: regionSchema.optional(),
});

/** Payment-provider connect: create-account and account-link take the workspace. */
export const connectWorkspaceRequestSchema = z.strictObject({
  workspace: z.looseObject({ uid: z.string().min(1) }),
});
export const accountLinkResponseSchema = z.looseObject({ redirectUrl: z.string().min(1) });
export const connectedAccountResponseSchema = z.looseObject({
  accountId: z.string().nullable().optional(),
  allowPlans: z.boolean().default(false),
  usdPerCredit: z.number().nonnegative().optional(),
});

/** Step 2's 'save billing settings': the extra USD per credit (a number, at most $1). */
export const billingSettingsRequestSchema = z.strictObject({
  USDPerToken: z.number(TEXT.invalidNumber).nonnegative(TEXT.invalidNumber).max(1),
});

/** upsertAgencyPlans. */
export const upsertAgencyPlansRequestSchema = z.strictObject({
  agencyAccountId: z.string().min(1),
  workspaceId: z.string().min(1),
  plans: z.array(agencyPlanInputSchema).min(1),
});
export const upsertAgencyPlansResponseSchema = z.looseObject({
  success: z.boolean(),
  updatedPlans: z.array(z.looseObject({ priceId: z.string(), productId: z.string() })).default([]),
});
/** createAgencySubscriptionSession: its input is not shown; the client's plan and agency. */
export const agencySubscriptionSessionRequestSchema = z.strictObject({
  agencyAccountId: z.string().min(1, 'Choose a plan of your agency.'),
  priceId: z.string().min(1, 'Choose a plan of your agency.'),
  clientId: z.string().optional(),
  /** The dashboard page Checkout returns to: a path of this product, nothing else. */
  returnPath: z
    .string()
    .regex(
      /^\/app\/(eu|na)(\/[A-Za-z0-9_-]+)*\/?$/,
      'returnPath must be a dashboard path such as /app/eu/agents/{agentId}/home.',
    )
    .max(300)
    .optional(),
});
export const agencySubscriptionSessionResponseSchema = z.looseObject({ sessionUrl: z.string() });
/** GET /connect/client-plans: the signed-in client asks; nothing to send. */
export const clientPlansRequestSchema = z.strictObject({});
export const clientPlansResponseSchema = z.looseObject({
  agencyAccountId: z.string().nullable(),
  plans: z.array(agencyPlanSchema).default([]),
  subscription: z
    .looseObject({ status: z.string().nullable(), priceId: z.string().nullable() })
    .nullable()
    .default(null),
});
export const getPlansRequestSchema = z.strictObject({ agencyAccountId: z.string().min(1) });
export const preBuiltPlansResponseSchema = z.looseObject({
  plans: z.array(z.looseObject({ key: z.string(), stripePrices: z.array(z.unknown()) })),
});
export const hideDoubleAccountWarningRequestSchema = z.strictObject({
  userId: z.string().min(1),
  bucket: z.string().optional(),
});

/** GET /agencies/fonts/check?family=: whether a Google Fonts family exists. */
export const fontCheckQuerySchema = z.strictObject({ family: z.string().trim().min(1).max(100) });
export const fontCheckResponseSchema = z.looseObject({ valid: z.boolean(), family: z.string() });

/** POST /agencies/init: the caller's agency record, created with the defaults if missing. */
export const initAgencyRequestSchema = z.strictObject({});
export const initAgencyResponseSchema = z.looseObject({
  agencyId: z.string(),
  created: z.boolean(),
  /** Root host under which product sub-domains live ({name}.{root}). */
  subdomainRoot: z.string(),
  /** Duplicate records removed (spec 3, 4.7). */
  removed: z.array(z.string()).default([]),
});

/** GET /agencies/branding?host=: what a branded host shows before sign-in. */
export const brandingQuerySchema = z.strictObject({ host: z.string().trim().min(1).max(253) });
export const agencyBrandingSchema = z.looseObject({
  agencyId: z.string(),
  region: z.string(),
  name: z.string(),
  brandingText: z.string().optional(),
  squarePhotoURL: z.string().optional(),
  darkModeSquarePhotourl: z.string().optional(),
  googleFont: z.string().optional(),
  themeVariant: z.string().optional(),
  themeColorUsage: z.string().optional(),
  customThemeJSONString: z.string().optional(),
  customCSS: z.string().optional(),
  mainWebsite: z.string().optional(),
  supportEmail: z.string().optional(),
  tosPage: z.string().optional(),
  privacyPolicypPage: z.string().optional(),
  address: z.string().optional(),
  disablePasswordLogin: z.boolean().optional(),
  hasEmailDomain: z.boolean().optional(),
  customTabs: z.array(z.unknown()).default([]),
});
export type AgencyBranding = z.infer<typeof agencyBrandingSchema>;

/** POST /agencies/icon: a square logo (light or dark mode), 1 MB at most. */
export const agencyIconRequestSchema = z.strictObject({
  agencyId: z.string().min(1),
  variant: z.enum(['light', 'dark']),
  base64Payload: z.string().min(1),
  filename: z.string().max(255).optional(),
});
export const agencyIconResponseSchema = z.looseObject({ url: z.string() });
