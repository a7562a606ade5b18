import { z } from 'zod';
import {
  DEFAULT_LANG,
  DEFAULT_ORGANISATION_NAME,
  DISABLED_ACCESS_MESSAGE_MAX,
  NEW_CLIENT_DEFAULT_ACCESS,
} from '../constants';
import { storedTimeSchema } from './primitives';

export const DASHBOARD_LAYOUTS = ['vertical', 'horizontal'] as const;

export const organisationSettingsSchema = z.looseObject({
  smartHandoff: z.boolean().optional(),
  disableHandoffMessages: z.boolean().optional(),
  enableCannedResponses: z.boolean().optional(),
  continousSessionUI: z.boolean().optional(),
  disableClientAccess: z.boolean().default(false),
  /** Shown to blocked clients; the default text applies when empty. */
  disableClientAccessMessage: z.string().max(DISABLED_ACCESS_MESSAGE_MAX).optional(),
});

/**
 * `orgs/{ID}`: an organisation of agency clients. `orgUsers` holds the
 * client ids (the rules check membership by id); the billing view also
 * shows their photos, which it reads from the client documents.
 * `autocharge` and `automaticBilling` are both spellings seen for the same
 * switch; both are kept.
 */
export const organisationSchema = z.looseObject({
  ID: z.string().min(1),
  ownerID: z.string().min(1),
  name: z.string().default(DEFAULT_ORGANISATION_NAME),
  squarePhotoURL: z.string().optional(),
  orgUsers: z.array(z.string()).default([]),
  widgetIDs: z.array(z.string()).default([]),
  dashboardLayout: z.enum(DASHBOARD_LAYOUTS).default('vertical'),
  preferredLanguage: z.string().default(DEFAULT_LANG),
  defaultClientAccess: z.array(z.string()).default([...NEW_CLIENT_DEFAULT_ACCESS]),
  defaultClientTabOrder: z.array(z.string()).optional(),
  predefinedTags: z.array(z.string()).optional(),
  disallowAnyTags: z.boolean().optional(),
  disableHandoff: z.boolean().optional(),
  settings: organisationSettingsSchema.optional(),
  allowBilling: z.boolean().default(false),
  /** Credits. */
  loadTokens: z.number().default(0),
  autocharge: z.boolean().optional(),
  automaticBilling: z.boolean().optional(),
  internal: z
    .looseObject({
      autochargeCreditThreshold: z.number().nonnegative().optional(),
      autochargeCreditAmount: z.number().nonnegative().optional(),
    })
    .optional(),
  stripeCustomerId: z.string().optional(),
  subscription: z
    .looseObject({
      status: z.string().optional(),
      id: z.string().optional(),
      priceId: z.string().optional(),
    })
    .optional(),
  lastModified: storedTimeSchema.optional(),
});
export type Organisation = z.infer<typeof organisationSchema>;

/** The organisation as the workspace menu shows it: members with their photos. */
export const organisationSummarySchema = z.looseObject({
  ID: z.string().min(1),
  name: z.string().default(DEFAULT_ORGANISATION_NAME),
  squarePhotoURL: z.string().optional(),
  orgUsers: z
    .array(z.looseObject({ ID: z.string(), squarePhotoURL: z.string().optional() }))
    .default([]),
});
export type OrganisationSummary = z.infer<typeof organisationSummarySchema>;
