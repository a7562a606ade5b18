import {
  agencyPlanPrice,
  checkPlansSetupAllowed,
  finalCreditPrice,
  upsertAgencyPlansRequestSchema,
  validateAgencyPlansFeatures,
  type AgencyPlan,
} from '@vg/common';
import { stripe } from '../../gateways/stripe';
import { defineEndpoint } from '../../http/endpoint';
import { HttpError } from '../../http/HttpError';
import { agencyWorkspace } from './agencyWorkspace';

/**
 * upsertAgencyPlans (POST /connect/plans): the agency's subscription plans
 * for its clients, made on its connected account (product + monthly price
 * in USD). The price is recomputed here from the credits and the final
 * credit price (base cost + USD per credit), never taken from the browser;
 * a plan whose price or name changed gets a new Stripe price.
 */
export const upsertAgencyPlans = defineEndpoint({
  method: 'POST',
  path: '/connect/plans',
  input: upsertAgencyPlansRequestSchema,
  handle: async ({ db, region, input, caller }) => {
    const { ref, workspace, storedConnect } = await agencyWorkspace(db, caller, input.workspaceId);
    const blocked = checkPlansSetupAllowed({
      isConnected: workspace.stripeConnect?.isConnected,
      USDPerToken:
        typeof storedConnect.USDPerToken === 'number' ? storedConnect.USDPerToken : undefined,
    });
    if (blocked) throw new HttpError(409, blocked, { code: 'plans-setup-blocked' });
    const accountId = workspace.stripeConnect?.accountId ?? '';
    if (accountId !== input.agencyAccountId)
      throw new HttpError(403, 'This Stripe account is not the one connected to your workspace.', {
        code: 'wrong-account',
      });
    const featuresError = validateAgencyPlansFeatures(input.plans);
    if (featuresError) throw new HttpError(400, featuresError, { code: 'invalid-plan-features' });
    const creditPrice = finalCreditPrice(workspace.stripeConnect?.USDPerToken);
    const previous = workspace.stripeConnect?.plans ?? [];
    const onAccount = { stripeAccount: accountId };
    const plans: AgencyPlan[] = [];
    for (const plan of input.plans) {
      const price = agencyPlanPrice(plan.credits, creditPrice);
      const features = plan.features.map((feature) => feature.trim());
      const before = previous.find((p) => p.priceId && p.priceId === plan.priceId);
      const productId =
        plan.productId && previous.some((p) => p.productId === plan.productId)
          ? plan.productId
          : (
              await stripe().products.create(
                { name: plan.name, metadata: { userId: workspace.uid, region } },
                onAccount,
              )
            ).id;
      const unchanged =
        before &&
        before.price === price &&
        before.credits === plan.credits &&
        before.name === plan.name;
      const priceId = unchanged
        ? (before.priceId as string)
        : (
            await stripe().prices.create(
              {
                product: productId,
                currency: 'usd',
                unit_amount: Math.round(price * 100),
                recurring: { interval: 'month' },
                nickname: plan.name,
                metadata: { credits: String(plan.credits), userId: workspace.uid, region },
              },
              onAccount,
            )
          ).id;
      plans.push({ ...plan, name: plan.name.trim(), features, price, priceId, productId });
    }
    await ref.update({ 'stripeConnect.plans': plans, 'stripeConnect.allowPlans': true });
    return {
      body: {
        success: true,
        updatedPlans: plans.map((p) => ({ priceId: p.priceId, productId: p.productId })),
        plans,
      },
    };
  },
});
