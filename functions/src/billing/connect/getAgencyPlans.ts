import { getPlansRequestSchema } from '@vg/common';
import { defineEndpoint } from '../../http/endpoint';

/**
 * getPlans (GET /connect/plans?agencyAccountId=): the plans an agency sells
 * on its connected account (names, credits, prices, features: public, as
 * on a pricing page). Only connected agencies with plans answer any.
 */
export const getAgencyPlans = defineEndpoint({
  method: 'GET',
  path: '/connect/plans',
  input: getPlansRequestSchema,
  handle: async ({ db, input }) => {
    const found = await db
      .collection('users')
      .where('stripeConnect.accountId', '==', input.agencyAccountId)
      .limit(1)
      .get();
    const connect = found.docs[0]?.get('stripeConnect') as
      { isConnected?: boolean; allowPlans?: boolean; plans?: unknown[] } | undefined;
    const plans = connect?.isConnected && connect.allowPlans ? (connect.plans ?? []) : [];
    return { body: { plans } };
  },
});
