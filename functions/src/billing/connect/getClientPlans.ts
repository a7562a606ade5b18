import { clientPlansRequestSchema } from '@vg/common';
import { defineEndpoint } from '../../http/endpoint';
import { clientAgencyBilling } from './clientAgencyBilling';

/**
 * GET /connect/client-plans: what the signed-in client's organisation can
 * buy from its agency: the agency's connected account (which Checkout
 * needs), its plans, and the organisation's own subscription. An agency
 * that has not finished connecting Stripe or setting plans offers none.
 */
export const getClientPlans = defineEndpoint({
  method: 'GET',
  path: '/connect/client-plans',
  input: clientPlansRequestSchema,
  handle: async ({ db, caller }) => {
    const { org, agency } = await clientAgencyBilling(db, caller);
    const connect = agency.stripeConnect;
    const selling = Boolean(connect?.accountId && connect.isConnected && connect.allowPlans);
    const subscription = (org.subscription ?? null) as Record<string, unknown> | null;
    return {
      body: {
        agencyAccountId: selling ? connect?.accountId : null,
        plans: selling ? connect?.plans.filter((plan) => plan.priceId) : [],
        subscription: subscription
          ? { status: subscription.status ?? null, priceId: subscription.priceId ?? null }
          : null,
      },
    };
  },
});
