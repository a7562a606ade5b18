import { normaliseDomainInput } from './normaliseDomainInput';

/**
 * Where an agency's branding applies and which links point at its domains.
 */

export interface AgencyDomains {
  customDomain?: string | null;
  isVerifiedCustomDomain?: boolean | null;
  VGsubDomain?: string | null;
  isVerifiedSubDomain?: boolean | null;
}

function hostOnly(host: string): string {
  return normaliseDomainInput(host).replace(/:\d+$/, '');
}

/** Branding applies when the page's host is the agency's custom domain or sub-domain. */
export function brandingAppliesToHost(host: string, agency: AgencyDomains): boolean {
  const current = hostOnly(host);
  if (current === '') return false;
  return [agency.customDomain, agency.VGsubDomain].some(
    (domain) => !!domain && hostOnly(domain) === current,
  );
}

/** The verified branded host, custom domain first; null when none is verified. */
export function verifiedAgencyHost(agency: AgencyDomains | null | undefined): string | null {
  if (agency?.isVerifiedCustomDomain && agency.customDomain) return hostOnly(agency.customDomain);
  if (agency?.isVerifiedSubDomain && agency.VGsubDomain) return hostOnly(agency.VGsubDomain);
  return null;
}

/**
 * The Demo (prototype) link: on the agency's verified domain
 * {domain}/{region}/prototype/{id}, otherwise /app/{region}/prototype?vg_id={id}.
 */
export function prototypeUrl(
  region: string,
  agentId: string,
  agency?: AgencyDomains | null,
): string {
  const host = verifiedAgencyHost(agency);
  if (host) return `https://${host}/${region}/prototype/${encodeURIComponent(agentId)}`;
  return `/app/${region}/prototype?vg_id=${encodeURIComponent(agentId)}`;
}

/** Where the widget editor goes after saving: by platform. */
export function widgetSavedPath(region: string, agentId: string, agentPlatform: string): string {
  return agentPlatform === 'vg'
    ? `/app/${region}/agents/${agentId}`
    : `/app/${region}/agents/vf?vg_id=${encodeURIComponent(agentId)}`;
}
