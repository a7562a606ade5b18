import { z } from 'zod';
import {
  CLIENT_PAGES,
  DEFAULT_ORGANISATION_NAME,
  DISABLED_ACCESS_MESSAGE_MAX,
  TEXT,
} from '../../constants';
import { DASHBOARD_LAYOUTS } from '../organisation';
import { productIdSchema } from '../primitives';
import { REGIONS } from '../../endpoints';

/**
 * Organisations, clients and client sign-in (spec 3 §2.9, §5; spec 4
 * Drawers, §5). Browsers never write `orgs/*` or `clients/*`: these are the
 * payloads of the functions that do.
 */

/** Document ids that go into paths: letters, digits, _ and - (never '/' or '..'). */
export const documentIdSchema = productIdSchema();

const clientPageSchema = z.enum(CLIENT_PAGES, {
  error: `must be one of ${CLIENT_PAGES.join(', ')}`,
});
const photoUrlSchema = z.string().trim().max(2048).optional();
const tagsSchema = z.array(z.string().trim().min(1).max(60)).max(100);

/** POST /orgs: the Clients page's 'Create organization'. */
export const createOrganisationRequestSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, TEXT.organisationNameRequired)
    .max(100)
    .default(DEFAULT_ORGANISATION_NAME),
});

/** POST /orgs/{orgId}: the Org Info drawer; fields left out stay as they are. */
export const updateOrganisationRequestSchema = z.strictObject({
  name: z.string().trim().min(1, TEXT.organisationNameRequired).max(100).optional(),
  squarePhotoURL: photoUrlSchema,
  preferredLanguage: z.string().trim().min(2).max(10).optional(),
  dashboardLayout: z.enum(DASHBOARD_LAYOUTS).optional(),
  predefinedTags: tagsSchema.optional(),
  /** Access of new clients, in tab order. */
  defaultClientAccess: z.array(clientPageSchema).max(CLIENT_PAGES.length).optional(),
  settings: z
    .strictObject({
      disableClientAccess: z.boolean().optional(),
      disableClientAccessMessage: z
        .string()
        .max(DISABLED_ACCESS_MESSAGE_MAX, `keeps at most ${DISABLED_ACCESS_MESSAGE_MAX} characters`)
        .optional(),
      smartHandoff: z.boolean().optional(),
      disableHandoffMessages: z.boolean().optional(),
      enableCannedResponses: z.boolean().optional(),
      continousSessionUI: z.boolean().optional(),
    })
    .optional(),
});
export type UpdateOrganisationRequest = z.infer<typeof updateOrganisationRequestSchema>;

/** POST /orgs/{orgId}/credits: credits from the workspace to the organisation or back. */
export const creditTransferRequestSchema = z.strictObject({
  amount: z
    .number({ error: TEXT.invalidTransferAmount })
    .positive(TEXT.invalidTransferAmount)
    .max(1e12, TEXT.invalidTransferAmount),
  direction: z.enum(['toOrg', 'toWorkspace']),
});
export type CreditTransferRequest = z.infer<typeof creditTransferRequestSchema>;

const clientFields = {
  name: z.string().trim().min(1, TEXT.fillAllFields).max(100),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, TEXT.fillAllFields)
    .max(254)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, TEXT.validEmail),
  /** Checked and stored as a digest by the server; never stored as typed. */
  password: z.string().min(1, TEXT.fillAllFields).max(200),
  squarePhotoURL: photoUrlSchema,
  /** The pages the client may open, in the order its tabs show (clientTabOrder). */
  canAccess: z.array(clientPageSchema).max(CLIENT_PAGES.length),
  /** The agents the client works on; the caller must own every one. */
  widgetIDs: z.array(documentIdSchema).max(200),
  isOrgAdmin: z.boolean(),
};

/** POST /orgs/{orgId}/clients: the Add User drawer. */
export const createClientRequestSchema = z.strictObject({
  ...clientFields,
  canAccess: clientFields.canAccess.optional(),
  widgetIDs: clientFields.widgetIDs.optional(),
  isOrgAdmin: clientFields.isOrgAdmin.default(false),
});
export type CreateClientRequest = z.infer<typeof createClientRequestSchema>;

/** POST /clients/{clientId}: the Edit User drawer; a left-out password stays as it is. */
export const updateClientRequestSchema = z.strictObject({
  name: clientFields.name.optional(),
  email: clientFields.email.optional(),
  password: clientFields.password.optional(),
  squarePhotoURL: photoUrlSchema,
  canAccess: clientFields.canAccess.optional(),
  widgetIDs: clientFields.widgetIDs.optional(),
  isOrgAdmin: clientFields.isOrgAdmin.optional(),
});
export type UpdateClientRequest = z.infer<typeof updateClientRequestSchema>;

/** The agency on whose login screen a client signs in: its id or its (sub)domain. */
const agencyRefSchema = z.string().trim().max(253).optional();

/** clientSignIn: the password login, checked on the server. */
export const clientSignInRequestSchema = z.strictObject({
  email: z.string().trim().toLowerCase().min(1, TEXT.clientLoginRequired).max(254),
  password: z.string().min(1, TEXT.clientLoginRequired).max(200),
  agencyId: agencyRefSchema,
  region: z.enum(REGIONS).optional(),
});

export const ADMIN_SIGN_IN_ERROR_MESSAGE = 'Error occurred signing in with admin access.';

/**
 * clientAdminSignIn: an agency admin enters a client's dashboard with the
 * agency secret (25 characters) instead of the client's password.
 */
export const clientAdminSignInRequestSchema = z.strictObject({
  email: z.string().trim().toLowerCase().min(1).max(254),
  agencyId: z.string().trim().min(1).max(253),
  secret: z.string().min(1).max(100),
  region: z.enum(REGIONS).optional(),
});

/**
 * The answer of both client logins: a custom token the browser signs in
 * with. (The older answer carried the dashboard password itself; passwords
 * are no longer readable, see logic/clients/passwordHash.)
 */
export const clientSignInResponseSchema = z.looseObject({
  data: z.looseObject({
    clientData: z.looseObject({ email: z.string(), token: z.string().min(1) }),
  }),
});
