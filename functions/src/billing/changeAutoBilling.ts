import {
  DEFAULT_AUTOCHARGE,
  DEFAULT_MONTHLY_CHARGE_LIMIT,
  FREE_PLAN_AUTO_RECHARGE_MESSAGE,
  changeAutoBillingRequestSchema,
} from '@vg/common';
import { HttpError } from '../http/HttpError';
import { billingEndpoint } from './billingEndpoint';

/**
 * postChangeAutoBilling (POST /stripe/change-auto-billing): automatic
 * recharge on or off with its threshold (credits), amount (USD) and
 * monthly limit (USD, 0 = no limit). The free plan cannot turn it on.
 */
export const changeAutoBilling = billingEndpoint(
  'change-auto-billing',
  changeAutoBillingRequestSchema,
  async ({ input, billing }) => {
    if (input.autoBilling && billing.workspace.stripePlanId !== 'pay_as_you_go')
      throw new HttpError(403, FREE_PLAN_AUTO_RECHARGE_MESSAGE, { code: 'free-plan' });
    const internal = billing.workspace.internal ?? {};
    await billing.ref.update({
      automaticBilling: input.autoBilling,
      'internal.autochargeCreditThreshold': input.threshold,
      'internal.autochargeCreditAmount':
        input.amount ?? internal.autochargeCreditAmount ?? DEFAULT_AUTOCHARGE.amount,
      'internal.monthlyChargeLimit':
        input.monthlyChargeLimit ?? internal.monthlyChargeLimit ?? DEFAULT_MONTHLY_CHARGE_LIMIT,
    });
    return { success: true, message: 'Autocharge settings saved!' };
  },
);
