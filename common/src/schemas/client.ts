import { z } from 'zod';
import { DEFAULT_LANG, NOTIFY_IF_CODE } from '../constants';

export const NOTIFY_THROUGH = ['email', 'push', 'all', 'none'] as const;
export const NOTIFY_IF = ['all', 'requestsOnly', 'none'] as const;
type NotifyIfName = (typeof NOTIFY_IF)[number];

const notifyIfByCode = new Map<number, NotifyIfName>(
  Object.entries(NOTIFY_IF_CODE).map(([name, code]) => [code, name as NotifyIfName]),
);

/**
 * When a client is notified. Stored as a name; the numeric codes of the
 * older settings panel (all 1, requestsOnly 2, none 0) are read as names.
 */
export const notifyIfSchema = z.union([
  z.enum(NOTIFY_IF),
  z
    .number()
    .refine((code) => notifyIfByCode.has(code), 'Expected 0, 1 or 2')
    .transform((code) => notifyIfByCode.get(code) as NotifyIfName),
]);

/** Default: all channels, requests only. */
export const notificationsSettingsSchema = z.looseObject({
  notifyThrough: z.enum(NOTIFY_THROUGH).default('all'),
  notifyIf: notifyIfSchema.default('requestsOnly'),
});
export type NotificationsSettings = z.infer<typeof notificationsSettingsSchema>;

export const PRESENCE_STATUSES = ['online', 'offline'] as const;

/**
 * `clients/{ID}`: an agency client, also called an organisation user (it is
 * the human agent a visitor sees). ownerID is the agency workspace that
 * manages it. dashboardPassword and magicCode are credentials: the rules let
 * only the client and its agency read the document.
 */
export const clientSchema = z.looseObject({
  ID: z.string().min(1),
  ownerID: z.string().min(1),
  agencyId: z.string().optional(),
  orgId: z.string().optional(),
  email: z.string(),
  name: z.string().optional(),
  status: z.enum(PRESENCE_STATUSES).default('offline'),
  dashboardPassword: z.string().optional(),
  magicCode: z.string().optional(),
  widgetIDs: z.array(z.string()).default([]),
  squarePhotoURL: z.string().optional(),
  /** Dashboard pages the client may open, e.g. '/home'. */
  canAccess: z.array(z.string()).default([]),
  clientTabOrder: z.array(z.string()).optional(),
  /** Entered through the agency secret. */
  isAdmin: z.boolean().optional(),
  isOrgAdmin: z.boolean().default(false),
  usedSecret: z.boolean().optional(),
  FB_PUSH_TOKEN: z.string().nullable().optional(),
  stripeCustomerId: z.string().optional(),
  predefinedTags: z.array(z.string()).optional(),
  preferredLanguage: z.string().default(DEFAULT_LANG),
  notificationsSettings: notificationsSettingsSchema.optional(),
  internal: z.looseObject({ hasChangedPassword: z.boolean().optional() }).optional(),
});
export type Client = z.infer<typeof clientSchema>;

/**
 * A human agent as the widget sees it (answer of safe-data): presence,
 * photo and first name (shown when they take the chat), never the
 * client's credentials.
 */
export const organisationUserSchema = z.object({
  ID: z.string().optional(),
  status: z.string().default('offline'),
  squarePhotoURL: z.string().optional(),
  /** First name only. */
  name: z.string().optional(),
});
export type OrganisationUser = z.infer<typeof organisationUserSchema>;
