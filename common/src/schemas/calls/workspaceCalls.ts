import { z } from 'zod';
import { TEXT } from '../../constants';
import { REGIONS } from '../../endpoints';
import { dashboardEmailSchema } from '../primitives';
import { workspaceInternalSchema, workspaceSchema } from '../workspace';

/** Workspaces, sign-in, clients and organisations (specs 3 and 4). */

/** Invite form: e-mail with @ and a dot; the inviter's own address is refused. */
export function inviteInputSchema(ownEmail: string) {
  return z.object({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .refine((email) => email.includes('@') && email.includes('.'), TEXT.validEmail)
      .refine((email) => email !== ownEmail.trim().toLowerCase(), TEXT.inviteSelf),
  });
}

/** POST /v2/workspaces/{uid}/email (workspace secret). */
export const workspaceEmailRequestSchema = z.strictObject({
  subject: z.string().min(1),
  html: z.string().min(1),
  to: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
});
/** POST /v2/workspaces/{uid}: the workspace object. */
export const saveWorkspaceRequestSchema = workspaceSchema
  .partial()
  .extend({ workspaceName: z.string().trim().min(1, TEXT.workspaceNameRequired) });
/**
 * POST /workspaces/{uid}/members: the workspace's whole member list (the
 * Edit Workspace drawer and the invite drawer). Adding members needs free
 * seats; removing never does.
 */
export const setWorkspaceMembersRequestSchema = z.strictObject({
  workspaceEmails: z.array(z.string().trim().toLowerCase().pipe(dashboardEmailSchema)).max(500),
});
/** POST to the invite URL. */
export const joinWorkspaceRequestSchema = z.strictObject({ email: z.string().min(1) });
/** Query of the no-auth invite link /no-auth/workspaces/{uid}/invite. */
export const inviteLinkQuerySchema = z.strictObject({
  secret: z.string().min(1),
  email: z.string().min(1),
});
/** GET /public/users/{userId}?agencyId. */
export const publicUserResponseSchema = z.looseObject({
  data: z.looseObject({
    workspaceSecret: z.string().optional(),
    hasEverPaid: z.boolean().optional(),
    internal: workspaceInternalSchema.optional(),
  }),
});

/** tokenToUser. */
export const tokenToUserRequestSchema = z.strictObject({
  token: z.string().min(1),
  createAccount: z.boolean().default(false),
});
/**
 * ssoClient: without a code the server e-mails one; with the code it answers
 * a sign-in token (clientSignInResponseSchema). `region` names the database
 * of the login screen; without it both regions are searched.
 */
export const ssoClientRequestSchema = z.strictObject({
  email: z.string().trim().toLowerCase().min(1, TEXT.clientLoginRequired).max(254),
  agencyId: z.string().trim().min(1).max(253),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'The code is the 6 digits from the e-mail.')
    .optional(),
  region: z.enum(REGIONS).optional(),
});
/** The client login form. */
export const clientLoginInputSchema = z.object({
  email: z.string().trim().min(1, TEXT.clientLoginRequired),
  password: z.string().min(1, TEXT.clientLoginRequired),
});
/** POST /events/new-user. */
export const newUserEventRequestSchema = z.strictObject({
  userData: z.record(z.string(), z.unknown()),
  ps_xid: z.string().optional(),
  tolt_referral: z.string().optional(),
});
/** GET /fb?doc_id=clients/{id}. */
export const documentNameResponseSchema = z.looseObject({ name: z.string().optional() });

/** Add/Edit User drawer (a client of an organisation). */
export const clientUserInputSchema = z.object({
  name: z.string().trim().min(1, TEXT.fillAllFields),
  email: z.string().trim().min(1, TEXT.fillAllFields),
  password: z.string().min(1, TEXT.fillAllFields),
  squarePhotoURL: z.string().optional(),
  canAccess: z.array(z.string()).optional(),
  isOrgAdmin: z.boolean().optional(),
});
/** Org Info drawer. */
export const organisationUpdateInputSchema = z.object({
  ID: z.string().min(1, TEXT.organisationIdMissing),
  name: z.string().trim().min(1, TEXT.organisationNameRequired),
});
/** Credits transfer between workspace and organisation; the balance check is the caller's. */
export const creditTransferInputSchema = z.object({
  amount: z.number({ error: TEXT.invalidTransferAmount }).positive(TEXT.invalidTransferAmount),
  direction: z.enum(['toOrg', 'toWorkspace']),
});

/**
 * POST /{region}/workspaces/own: creates the caller's own workspace on first
 * sign-in in a region and grants the starting credits once per person.
 */
export const ensureWorkspaceRequestSchema = z.strictObject({
  /** The referral code the visitor arrived with, if any. */
  referredFrom: z.string().trim().max(200).optional(),
});
export type EnsureWorkspaceRequest = z.infer<typeof ensureWorkspaceRequestSchema>;

/** POST /{region}/workspaces: '+ New Workspace', a draft with the caller as its first member. */
export const createWorkspaceRequestSchema = z.strictObject({
  workspaceName: z
    .string({ error: TEXT.workspaceNameRequired })
    .trim()
    .min(1, TEXT.workspaceNameRequired)
    .max(100, 'Keep the workspace name under 100 characters.'),
});
export type CreateWorkspaceRequest = z.infer<typeof createWorkspaceRequestSchema>;

/** What both workspace calls answer: the workspace as stored. */
export const workspaceResponseSchema = z.object({ workspace: workspaceSchema });

/**
 * POST /workspaces/{uid}/model-provider: the workspace's own OpenAI-compatible
 * model server, used for its agents instead of the deployment's.
 */
export const modelProviderRequestSchema = z.strictObject({
  baseUrl: z
    .url({
      protocol: /^https?$/,
      error: 'Enter the address of an OpenAI-compatible API (https://…/v1).',
    })
    .max(300),
  apiKey: z.string().trim().min(8, 'Paste the whole API key.').max(500),
  model: z.string().trim().max(100).optional(),
});
export type ModelProviderRequest = z.infer<typeof modelProviderRequestSchema>;
