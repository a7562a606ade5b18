import { accountLinkResponseSchema, connectWorkspaceRequestSchema } from '@vg/common';
import { loadEnv } from '../../env';
import { stripe } from '../../gateways/stripe';
import { defineEndpoint } from '../../http/endpoint';
import { agencyWorkspace, connectedAccountOf } from './agencyWorkspace';

/**
 * POST /connect/create-account (spec 3 §7): step 1 makes the agency's
 * connected Express account once (the idempotency key and the stored id
 * keep a second click from making another) and stores its id.
 */
export const createConnectAccount = defineEndpoint({
  method: 'POST',
  path: '/connect/create-account',
  input: connectWorkspaceRequestSchema,
  handle: async ({ db, region, input, caller }) => {
    const { ref, workspace } = await agencyWorkspace(db, caller, input.workspace.uid);
    const existing = workspace.stripeConnect?.accountId;
    if (existing) return { body: { accountId: existing } };
    const account = await stripe().accounts.create(
      {
        type: 'express',
        ...(workspace.email ? { email: workspace.email } : {}),
        metadata: { userId: workspace.uid, region },
      },
      { idempotencyKey: `connect-account-${region}-${workspace.uid}` },
    );
    await ref.update({
      'stripeConnect.accountId': account.id,
      'stripeConnect.email': account.email ?? workspace.email ?? '',
      'stripeConnect.isConnected': false,
    });
    return { status: 201, body: { accountId: account.id } };
  },
});

/**
 * POST /connect/account-link: the onboarding link the browser is sent to;
 * Stripe returns the owner to the Auto Billing tab.
 */
export const createConnectAccountLink = defineEndpoint({
  method: 'POST',
  path: '/connect/account-link',
  input: connectWorkspaceRequestSchema,
  handle: async ({ db, region, input, caller }) => {
    const { workspace } = await agencyWorkspace(db, caller, input.workspace.uid);
    const back = `${loadEnv().VG_PUBLIC_ORIGIN}/app/${region}/agency?tab=autoBilling`;
    const link = await stripe().accountLinks.create({
      account: connectedAccountOf(workspace),
      type: 'account_onboarding',
      return_url: `${back}&connect=return`,
      refresh_url: `${back}&connect=refresh`,
    });
    return { body: accountLinkResponseSchema.parse({ redirectUrl: link.url }) };
  },
});
