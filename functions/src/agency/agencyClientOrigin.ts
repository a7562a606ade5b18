import { loadEnv } from '../env';

type AgencyFields = Record<string, unknown> | null | undefined;

/**
 * Where an agency's clients open their dashboard: the agency's verified
 * custom domain, else its verified product sub-domain, else the product's
 * own origin. Scheme and port follow the product's public origin (https in
 * production; the local stack serves every host on its hosting port), so a
 * link in a client's e-mail or push opens on the brand the client signs in
 * to.
 */
export function agencyClientOrigin(
  agency: AgencyFields,
  publicOrigin = loadEnv().VG_PUBLIC_ORIGIN,
): string {
  const product = new URL(publicOrigin);
  const host =
    verifiedHost(agency?.customDomain, agency?.isVerifiedCustomDomain) ??
    verifiedHost(agency?.VGsubDomain, agency?.isVerifiedSubDomain);
  if (!host) return product.origin;
  return `${product.protocol}//${host}${product.port ? `:${product.port}` : ''}`;
}

/** A host name the agency verified; anything else (a path, a port, spaces) is not used. */
function verifiedHost(host: unknown, verified: unknown): string | null {
  if (verified !== true || typeof host !== 'string') return null;
  const name = host.trim().toLowerCase();
  return /^[a-z0-9]([a-z0-9-]{0,62}\.)+[a-z0-9-]{1,63}$/.test(name) ? name : null;
}
