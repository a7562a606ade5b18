import { clearedDomainFields, domainQuerySchema, normaliseDomainInput } from '@vg/common';
import { defineEndpoint } from '../http/endpoint';
import { HttpError } from '../http/HttpError';
import { loadAgencyOfUser, requireAccount } from './agencyStore';
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
    const agency = await loadAgencyOfUser(db, uid);
    const host = normaliseDomainInput(input.domain);
    const custom = input.domainType === 'customDomain';
    if (!host || agency[custom ? 'customDomain' : 'VGsubDomain'] !== host)
      throw new HttpError(404, `${host || 'This domain'} is not set on your agency.`);
    await releaseHost(
      db,
      agency.ID,
      host,
      clearedDomainFields(custom ? 'customDomain' : 'subdomain'),
    );
    return { body: { success: true, message: 'Domain deleted successfully..' } };
  },
});
