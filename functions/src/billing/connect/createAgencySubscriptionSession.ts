import {
  CONNECT_STRIPE_MESSAGE,
  PLATFORM_FEE_PERCENT,
  agencySubscriptionSessionRequestSchema,
} from '@vg/common';
import { loadEnv } from '../../env';
import { stripe } from '../../gateways/stripe';
import { defineEndpoint } from '../../http/endpoint';
import { HttpError } from '../../http/HttpError';
import { clientAgencyBilling } from './clientAgencyBilling';

/**
 * createAgencySubscriptionSession (POST /connect/subscription-session): a
 * client of an organisation with allowBilling buys one of its agency's plans.
 * A Checkout Session on the agency's connected account, with the platform's
 * 5 % as the application fee; the plan's credits reach the organisation when
 * Stripe reports the invoice paid (applyStripeEvent), never from here.
 * Checkout sends the client back to the dashboard page it left
 * (`returnPath`, a path of this product only).
 */
export const createAgencySubscriptionSession = defineEndpoint({
  method: 'POST',
  path: '/connect/subscription-session',
  input: agencySubscriptionSessionRequestSchema,
  handle: async ({ db, region, input, caller }) => {
    const { clientId, client, orgId, agency } = await clientAgencyBilling(db, caller);
    const connect = agency.stripeConnect;
    if (!connect?.accountId || !connect.isConnected)
      throw new HttpError(409, CONNECT_STRIPE_MESSAGE, { code: 'not-connected' });
    if (connect.accountId !== input.agencyAccountId)
      throw new HttpError(403, "This is not your agency's Stripe account.", {
        code: 'wrong-account',
      });
    const plan = connect.plans.find((p) => p.priceId === input.priceId);
    if (!plan)
      throw new HttpError(404, 'This plan is no longer offered: reload the plans.', {
        code: 'unknown-plan',
      });
    const metadata = {
      kind: 'agency_plan',
      userId: agency.uid,
      region,
      orgId,
      clientId,
      credits: String(plan.credits),
    };
    const back = `${loadEnv().VG_PUBLIC_ORIGIN}${input.returnPath ?? `/app/${region}/agents`}`;
    const session = await stripe().checkout.sessions.create(
      {
        mode: 'subscription',
        line_items: [{ price: input.priceId, quantity: 1 }],
        success_url: `${back}?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${back}?checkout=cancelled`,
        ...(typeof client.email === 'string' ? { customer_email: client.email } : {}),
        client_reference_id: clientId,
        metadata,
        subscription_data: { application_fee_percent: PLATFORM_FEE_PERCENT, metadata },
      },
      { stripeAccount: connect.accountId },
    );
    if (!session.url) throw new HttpError(502, 'Stripe did not return a Checkout page.');
    return { body: { sessionUrl: session.url } };
  },
});
