/**
 * The link that enters a client's dashboard as the agency's admin: the
 * login page on the agency's verified custom domain or sub-domain (else the
 * current host), the client's e-mail in the query and the agency secret in
 * the fragment, which browsers never send to a server. Null without a secret.
 */
export function adminEntryUrl(
  /** The agency record: secret, customDomain, VGsubDomain and their verified flags. */
  agency: Record<string, unknown>,
  client: { email: string },
  region: string,
  here: { protocol: string; hostname: string; port: string },
): string | null {
  if (typeof agency.secret !== 'string' || !agency.secret) return null;
  const host =
    agency.isVerifiedCustomDomain === true && typeof agency.customDomain === 'string'
      ? agency.customDomain
      : agency.isVerifiedSubDomain === true && typeof agency.VGsubDomain === 'string'
        ? agency.VGsubDomain
        : here.hostname;
  const query = new URLSearchParams({ as: 'client', region, username: client.email });
  const fragment = new URLSearchParams({ admin: agency.secret });
  return `${here.protocol}//${host}${here.port ? `:${here.port}` : ''}/login?${query.toString()}#${fragment.toString()}`;
}
