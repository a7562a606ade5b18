import { clearedDomainFields, domainQuerySchema } from '@vg/common';
import { defineEndpoint } from '../http/endpoint';
import { loadAgencyDomain, requireAccount } from './agencyStore';
import { releaseHost } from './domainClaims';

/**
 * DELETE /vercel-api/custom-domain?domain=&domainType=: Delete or Cancel.
 * Clears the domain and its verified flag and frees the host for others.
 */
export const deleteDomain = defineEndpoint({
  method: 'DELETE',
  path: '/vercel-api/custom-domain',
  limit: 'visitor',
  input: domainQuerySchema,
  handle: async ({ db, input, caller }) => {
    const uid = requireAccount(await caller());
    const { agency, host } = await loadAgencyDomain(db, uid, input.domain, input.domainType);
    const kind = input.domainType === 'customDomain' ? 'customDomain' : 'subdomain';
    await releaseHost(db, agency.ID, host, clearedDomainFields(kind));
    return { body: { success: true, message: 'Domain deleted successfully..' } };
  },
});
