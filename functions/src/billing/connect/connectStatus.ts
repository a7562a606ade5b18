import { z } from 'zod';
import { billingSettingsRequestSchema, REGIONS } from '@vg/common';
import { stripe } from '../../gateways/stripe';
import { defineEndpoint } from '../../http/endpoint';
import { HttpError } from '../../http/HttpError';
import { agencyWorkspace } from './agencyWorkspace';

/**
 * GET /connect/get-account-id/{agencyUserId}/{region}: the connected account,
 * whether plans may be set, and the USD per credit. Reads the account back
 * from Stripe, so returning from onboarding marks it connected
 * ('Account Connected') once charges are enabled.
 */
export const getConnectAccount = defineEndpoint({
  method: 'GET',
  path: '/connect/get-account-id/:agencyUserId/:region',
  input: z.object({}),
  handle: async ({ db, region, params, caller }) => {
    if (!(REGIONS as readonly string[]).includes(params.region ?? '') || params.region !== region)
      throw new HttpError(400, `Ask the ${region} API about ${region} workspaces.`);
    const { ref, workspace } = await agencyWorkspace(db, caller, params.agencyUserId ?? '');
    const connect = workspace.stripeConnect;
    let isConnected = connect?.isConnected ?? false;
    if (connect?.accountId) {
      const account = await stripe().accounts.retrieve(connect.accountId);
      const ready = account.charges_enabled === true;
      if (ready !== isConnected || account.payouts_enabled !== connect.payouts_enabled) {
        await ref.update({
          'stripeConnect.isConnected': ready,
          'stripeConnect.payouts_enabled': account.payouts_enabled === true,
        });
      }
      isConnected = ready;
    }
    return {
      body: {
        accountId: connect?.accountId ?? null,
        isConnected,
        allowPlans: connect?.allowPlans ?? false,
        usdPerCredit: connect?.USDPerToken,
        plans: connect?.plans ?? [],
      },
    };
  },
});

/** POST /connect/billing-settings/{workspaceId}: step 2, 'Billing settings saved.' */
export const saveConnectBillingSettings = defineEndpoint({
  method: 'POST',
  path: '/connect/billing-settings/:workspaceId',
  input: billingSettingsRequestSchema,
  handle: async ({ db, params, input, caller }) => {
    const { ref } = await agencyWorkspace(db, caller, params.workspaceId ?? '');
    await ref.update({ 'stripeConnect.USDPerToken': input.USDPerToken });
    return { body: { success: true, USDPerToken: input.USDPerToken } };
  },
});
