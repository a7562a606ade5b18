import { parse } from 'tldts';
import { normaliseDomainInput } from './normaliseDomainInput';

export { normaliseDomainInput };

/**
 * Agency domains: the custom domain (a sub-domain the agency owns), the
 * product sub-domain ({name}.{root host}) and the e-mail sending domain.
 */

export const CUSTOM_DOMAIN_REQUIRED_MESSAGE = 'Please enter a custom domain';
export const DOMAIN_TAKEN_MESSAGE = 'This domain already exists on another account.';
export const SUBDOMAIN_TAKEN_MESSAGE = 'This domain already exists. Please try another one.';
export const EMAIL_DOMAIN_ALREADY_ADDED_MESSAGE = 'This domain is already added.';
/** The spec states the rule (root domain only) but gives no text for it. */
export const EMAIL_DOMAIN_ROOT_ONLY_MESSAGE = 'Please enter a root domain, e.g. example.com';

export function subdomainRequiredMessage(host: string): string {
  return `Please input a subdomain: "${host}"`;
}

/**
 * The registrable part of a host by the public suffix list (tldts):
 * `acme.co.uk` for `chat.acme.co.uk`. A name under an unlisted suffix
 * (`acme.test`) counts its last label as the suffix.
 */
function registrableDomain(host: string): string | null {
  return parse(host, { allowPrivateDomains: true }).domain;
}

/** A registrable domain itself (acme.com, acme.co.uk) is a root domain. */
export function isRootDomain(host: string): boolean {
  const name = normaliseDomainInput(host);
  return name !== '' && registrableDomain(name) === name;
}

/** A name below a registrable domain (chat.acme.com, a.b.acme.co.uk). */
export function isSubdomainName(host: string): boolean {
  const name = normaliseDomainInput(host);
  const domain = registrableDomain(name);
  return !!domain && name !== domain && name.endsWith(`.${domain}`) && /^[a-z0-9.-]+$/.test(name);
}

/** DNS instruction: an A record for a root domain, otherwise a CNAME. */
export function dnsRecordTypeFor(host: string): 'A' | 'CNAME' {
  return isRootDomain(host) ? 'A' : 'CNAME';
}

/** Checks the custom domain input after normalisation. */
export function validateCustomDomain(input: string): string | null {
  const host = normaliseDomainInput(input);
  if (host === '') return CUSTOM_DOMAIN_REQUIRED_MESSAGE;
  if (!isSubdomainName(host)) return subdomainRequiredMessage(host);
  return null;
}

/** The uniqueness check across both regions has found the domain elsewhere. */
export function domainAvailabilityError(usedByAnotherAgency: boolean): string | null {
  return usedByAnotherAgency ? DOMAIN_TAKEN_MESSAGE : null;
}

/** The product sub-domain: the typed name, normalised, under the root host. */
export function productSubdomain(input: string, rootHost: string): string {
  const name = normaliseDomainInput(input);
  const root = normaliseDomainInput(rootHost);
  if (name === '' || name === root || name.endsWith(`.${root}`)) return name;
  return `${name}.${root}`;
}

/** What Delete or Cancel writes for each kind of domain. */
export function clearedDomainFields(kind: 'customDomain' | 'subdomain') {
  return kind === 'customDomain'
    ? { customDomain: '', isVerifiedCustomDomain: false, customDomainConfig: null }
    : { VGsubDomain: '', isVerifiedSubDomain: false };
}

/**
 * E-mail sending domains must be root domains; re-adding the domain that is
 * already present and not yet verified is refused.
 */
export function validateEmailDomain(
  input: string,
  current: { domain?: string | null; status?: string | null } = {},
): string | null {
  const host = normaliseDomainInput(input);
  if (!isRootDomain(host)) return EMAIL_DOMAIN_ROOT_ONLY_MESSAGE;
  if (
    current.domain &&
    normaliseDomainInput(current.domain) === host &&
    current.status !== 'verified'
  ) {
    return EMAIL_DOMAIN_ALREADY_ADDED_MESSAGE;
  }
  return null;
}

export type CustomDomainPhase = 'unverified' | 'verified' | 'live';

/**
 * Not verified, then verified, then live once the proxy answers 200 (a
 * certificate is issued in between). Polling stops at 'live'.
 */
export function customDomainPhase(
  isVerified: boolean | null | undefined,
  proxyStatus: number | null | undefined,
): CustomDomainPhase {
  if (!isVerified) return 'unverified';
  return proxyStatus === 200 ? 'live' : 'verified';
}
