import { brandingQuerySchema, normaliseDomainInput, type AgencyBranding } from '@vg/common';
import { dbFor } from '../firestore';
import { defineEndpoint } from '../http/endpoint';
import { HttpError } from '../http/HttpError';
import { findClaim } from './domainClaims';

const PUBLIC_FIELDS = [
  'name',
  'brandingText',
  'squarePhotoURL',
  'darkModeSquarePhotourl',
  'googleFont',
  'themeVariant',
  'themeColorUsage',
  'customThemeJSONString',
  'customCSS',
  'mainWebsite',
  'supportEmail',
  'tosPage',
  'privacyPolicypPage',
  'address',
] as const;

/**
 * GET /agencies/branding?host=: the public branding of the agency whose
 * verified custom domain or sub-domain is `host`, from either region. It is
 * what a client sees before signing in, so it never carries the secret,
 * the owner or the e-mail domain's records.
 */
export const agencyBranding = defineEndpoint({
  method: 'GET',
  path: '/agencies/branding',
  limit: 'visitor',
  input: brandingQuerySchema,
  handle: async ({ input }) => {
    const host = normaliseDomainInput(input.host).replace(/:\d+$/, '');
    const claim = host ? await findClaim(host) : null;
    const snap = claim ? await dbFor(claim.region).doc(`agencies/${claim.agencyId}`).get() : null;
    const agency = snap?.data();
    const verified =
      claim &&
      agency &&
      (claim.kind === 'customDomain'
        ? agency.customDomain === host && agency.isVerifiedCustomDomain === true
        : agency.VGsubDomain === host && agency.isVerifiedSubDomain === true);
    if (!claim || !agency || !verified)
      throw new HttpError(404, `No agency serves ${host || 'this host'}.`);
    const branding: AgencyBranding = {
      agencyId: claim.agencyId,
      region: claim.region,
      name: String(agency.name ?? ''),
      customTabs: Array.isArray(agency.customTabs) ? agency.customTabs : [],
      disablePasswordLogin: agency.settings?.disablePasswordLogin === true,
      hasEmailDomain: !!agency.resendEmailDomain && agency.resendEmailDomainStatus === 'verified',
    };
    for (const field of PUBLIC_FIELDS) {
      if (typeof agency[field] === 'string') branding[field] = agency[field];
    }
    return { body: branding };
  },
});
