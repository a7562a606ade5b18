import type { AgencyPlan, Region } from '@vg/common';
import { callApi } from './api';

/** The agency's connected account as GET /connect/get-account-id answers it. */
export interface ConnectStatus {
  accountId: string | null;
  isConnected: boolean;
  allowPlans: boolean;
  usdPerCredit?: number;
  plans: AgencyPlan[];
}

/** Reads the connected account (the function re-reads it from Stripe after onboarding). */
export function connectStatus(region: Region, uid: string): Promise<ConnectStatus> {
  return callApi(region, 'GET', `/connect/get-account-id/${encodeURIComponent(uid)}/${region}`);
}

/** Step 1: makes the account once, then sends the browser to Stripe's onboarding. */
export async function startConnectOnboarding(region: Region, uid: string): Promise<string> {
  const workspace = { uid };
  await callApi(region, 'POST', '/connect/create-account', { body: { workspace } });
  const link = await callApi<{ redirectUrl: string }>(region, 'POST', '/connect/account-link', {
    body: { workspace },
  });
  return link.redirectUrl;
}

/** Step 2: 'save billing settings'. */
export function saveUsdPerCredit(
  region: Region,
  uid: string,
  USDPerToken: number,
): Promise<unknown> {
  return callApi(region, 'POST', `/connect/billing-settings/${encodeURIComponent(uid)}`, {
    body: { USDPerToken },
  });
}

/** upsertAgencyPlans: answers the plans as stored (prices recomputed, Stripe ids filled in). */
export async function saveAgencyPlans(
  region: Region,
  uid: string,
  agencyAccountId: string,
  plans: AgencyPlan[],
): Promise<AgencyPlan[]> {
  const answer = await callApi<{ plans: AgencyPlan[] }>(region, 'POST', '/connect/plans', {
    body: { agencyAccountId, workspaceId: uid, plans },
  });
  return answer.plans;
}

/** What the signed-in client's organisation can buy from its agency (GET /connect/client-plans). */
export interface ClientPlans {
  agencyAccountId: string | null;
  plans: AgencyPlan[];
  subscription: { status: string | null; priceId: string | null } | null;
}

export function clientPlans(region: Region): Promise<ClientPlans> {
  return callApi(region, 'GET', '/connect/client-plans');
}

/** createAgencySubscriptionSession: the Checkout page to send the client to. */
export async function startPlanCheckout(
  region: Region,
  agencyAccountId: string,
  priceId: string,
  returnPath: string,
): Promise<string> {
  const answer = await callApi<{ sessionUrl: string }>(
    region,
    'POST',
    '/connect/subscription-session',
    { body: { agencyAccountId, priceId, returnPath } },
  );
  return answer.sessionUrl;
}
