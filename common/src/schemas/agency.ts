import { z } from 'zod';
import {
  AGENCY_SECRET_LENGTH,
  DEFAULT_AGENCY_FONT,
  DEFAULT_AGENCY_NAME,
  THEME_COLOR_USAGES,
  THEME_VARIANTS,
} from '../constants';
import { customTabSchema } from './customTab';
import { storedTimeSchema } from './primitives';

/** One DNS entry the domain service asks the agency to create. */
export const domainVerificationSchema = z.looseObject({
  type: z.string(),
  domain: z.string(),
  name: z.string(),
  value: z.string(),
});
export type DomainVerification = z.infer<typeof domainVerificationSchema>;

/** A row of the e-mail sending domain's DNS table. MX rows show priority 10. */
export const dnsRecordSchema = z.looseObject({
  record: z.string().optional(),
  status: z.string().optional(),
  type: z.string(),
  name: z.string(),
  value: z.string(),
  priority: z.number().int().nonnegative().optional(),
  ttl: z.union([z.string(), z.number()]).optional(),
});
export type DnsRecord = z.infer<typeof dnsRecordSchema>;

export const EMAIL_DOMAIN_STATUSES = [
  'not_started',
  'pending',
  'verified',
  'failure',
  'temporary_failure',
] as const;
export const emailDomainStatusSchema = z.enum(EMAIL_DOMAIN_STATUSES);
export type EmailDomainStatus = z.infer<typeof emailDomainStatusSchema>;

/**
 * `agencies/{ID}`. Defaults are those of a new agency. createdAt and
 * lastModified are the store's time values (their unit is not shown).
 * Note: `secret` lets an admin enter client dashboards; the rules keep the
 * document readable by its owner only, and branding lookups by domain go
 * through the functions.
 */
export const agencySchema = z.looseObject({
  ID: z.string().min(1),
  userId: z.string().min(1),
  name: z.string().default(DEFAULT_AGENCY_NAME),
  /** Markdown shown as the agency's branding line. */
  brandingText: z.string().optional(),
  squarePhotoURL: z.string().optional(),
  darkModeSquarePhotourl: z.string().optional(),
  createdAt: storedTimeSchema.optional(),
  lastModified: storedTimeSchema.optional(),
  settings: z.looseObject({ disablePasswordLogin: z.boolean().optional() }).optional(),
  secret: z.string().length(AGENCY_SECRET_LENGTH).optional(),
  VGsubDomain: z.string().optional(),
  isVerifiedSubDomain: z.boolean().default(false),
  customDomain: z.string().optional(),
  isVerifiedCustomDomain: z.boolean().default(false),
  customDomainConfig: z
    .looseObject({ verification: z.array(domainVerificationSchema).optional() })
    .nullable()
    .optional(),
  customCSS: z.string().optional(),
  googleFont: z.string().default(DEFAULT_AGENCY_FONT),
  themeVariant: z.enum(THEME_VARIANTS).default('default'),
  themeColorUsage: z.enum(THEME_COLOR_USAGES).default('plain'),
  /** JSON string of a custom theme (see theme.ts). */
  customThemeJSONString: z.string().optional(),
  mainWebsite: z.string().optional(),
  supportEmail: z.string().optional(),
  tosPage: z.string().optional(),
  privacyPolicypPage: z.string().optional(),
  address: z.string().optional(),
  resendEmailDomain: z.string().optional(),
  resendEmailDomainId: z.string().optional(),
  resendEmailDomainStatus: emailDomainStatusSchema.default('not_started'),
  /** JSON string of DNS records (parse with jsonStringSchema(z.array(dnsRecordSchema))). */
  resendEmailDomainRecords_JSON_STRING: z.string().optional(),
  customTabs: z.array(customTabSchema).default([]),
  defaultClientAccess: z.array(z.string()).optional(),
  defaultClientTabOrder: z.array(z.string()).optional(),
});
export type Agency = z.infer<typeof agencySchema>;

/**
 * Fields only functions write: identity and ownership, the admin secret,
 * domains and their verification, and the e-mail sending domain (all of
 * them decide access or identity). The settings editor leaves them out of
 * its saves and the rules refuse them from a browser.
 */
export const FUNCTION_OWNED_AGENCY_FIELDS = [
  'ID',
  'userId',
  'secret',
  'createdAt',
  'VGsubDomain',
  'isVerifiedSubDomain',
  'customDomain',
  'isVerifiedCustomDomain',
  'customDomainConfig',
  'resendEmailDomain',
  'resendEmailDomainId',
  'resendEmailDomainStatus',
  'resendEmailDomainRecords_JSON_STRING',
] as const;

/** The part of an agency record the settings editor saves (merge). */
export function editableAgencyFields(record: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...record };
  for (const field of FUNCTION_OWNED_AGENCY_FIELDS) delete copy[field];
  return copy;
}

/** The default branding line of a new agency (the duplicate clean-up looks for it). */
export const DEFAULT_BRANDING_TEXT = 'Powered by **Your Awesome Agency**';

/** A new agency record with the spec's defaults. */
export function newAgencyRecord(ID: string, userId: string, secret: string, nowMs: number) {
  return {
    ID,
    userId,
    name: DEFAULT_AGENCY_NAME,
    brandingText: DEFAULT_BRANDING_TEXT,
    secret,
    googleFont: DEFAULT_AGENCY_FONT,
    themeVariant: 'default' as const,
    themeColorUsage: 'plain' as const,
    VGsubDomain: '',
    isVerifiedSubDomain: false,
    customDomain: '',
    isVerifiedCustomDomain: false,
    customCSS: '',
    customTabs: [],
    resendEmailDomainStatus: 'not_started' as const,
    settings: { disablePasswordLogin: false },
    createdAt: nowMs,
  };
}
