import { parse } from 'tldts';
import type { DomainVerification } from '../../schemas/agency';
import { dnsRecordTypeFor } from './domainRules';
import { normaliseDomainInput } from './normaliseDomainInput';
import { hasWhitelabelAddon, isOnWhitelabelTrial } from './whitelabelTrial';

/**
 * What the agency must add at its DNS host for a domain to point at the
 * product, and whether what DNS answers matches it.
 */

/** Where branded hosts point: a CNAME target for names, an address for roots. */
export interface DomainTargets {
  cname: string;
  address: string;
}

/** The record to create: an A record for a root domain, otherwise a CNAME. */
export function expectedDnsRecord(host: string, targets: DomainTargets): DomainVerification {
  const domain = normaliseDomainInput(host);
  const type = dnsRecordTypeFor(domain);
  const registrable = parse(domain, { allowPrivateDomains: true }).domain ?? domain;
  const name =
    domain === registrable ? '@' : domain.slice(0, domain.length - registrable.length - 1);
  return { type, domain, name, value: type === 'A' ? targets.address : targets.cname };
}

function sameName(a: string, b: string): boolean {
  return normaliseDomainInput(a) === normaliseDomainInput(b);
}

/** The resolved answers contain the expected value (names compared without case or final dot). */
export function dnsAnswerMatches(
  expected: DomainVerification,
  answers: readonly string[],
): boolean {
  return answers.some((answer) => sameName(answer, expected.value));
}

export interface DomainPlanWorkspace {
  stripeSubscriptionId?: string | null;
  internal?: {
    isPayAsYouGo?: boolean | null;
    whitelabel_trial?: boolean | null;
    whitelabelTrialEndsAt?: number | null;
  } | null;
  v2StripeConfig?: Record<string, unknown> | null;
}

/**
 * A custom domain needs a paid plan (a subscription or pay-as-you-go) or the
 * running whitelabel trial; others see the upgrade prompt.
 */
export function planAllowsCustomDomain(
  workspace: DomainPlanWorkspace | null | undefined,
  nowMs: number,
): boolean {
  if (!workspace) return false;
  if (workspace.stripeSubscriptionId || workspace.internal?.isPayAsYouGo) return true;
  return hasWhitelabelAccess(workspace, nowMs);
}

/** The whitelabel add-on or its trial is active (Auto Billing tab). */
export function hasWhitelabelAccess(
  workspace: DomainPlanWorkspace | null | undefined,
  nowMs: number,
): boolean {
  return hasWhitelabelAddon(workspace) || isOnWhitelabelTrial(workspace, nowMs);
}

export const CUSTOM_DOMAIN_UPGRADE_MESSAGE =
  'Custom domains come with the pay-as-you-go plan ($20/month). Upgrade to add yours.';
