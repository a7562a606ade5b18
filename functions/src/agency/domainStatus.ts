import { domainQuerySchema, normaliseDomainInput } from '@vg/common';
import { defineEndpoint } from '../http/endpoint';
import { HttpError } from '../http/HttpError';
import { loadAgencyOfUser, requireAccount } from './agencyStore';
import { hostPointsAtProduct } from './verifyDomain';

/**
 * GET /vercel-api/custom-domain?domain=&domainType=: resolves the host's
 * records and, once they point at the product, marks it verified (only a
 * function writes the verified flags). The dashboard polls it every 5 s.
 */
export const domainStatus = defineEndpoint({
  method: 'GET',
  path: '/vercel-api/custom-domain',
  limit: 'visitor',
  input: domainQuerySchema,
  handle: async ({ db, input, caller }) => {
    const uid = requireAccount(await caller());
    const agency = await loadAgencyOfUser(db, uid);
    const host = normaliseDomainInput(input.domain);
    const [field, flag] =
      input.domainType === 'customDomain'
        ? (['customDomain', 'isVerifiedCustomDomain'] as const)
        : (['VGsubDomain', 'isVerifiedSubDomain'] as const);
    if (!host || agency[field] !== host)
      throw new HttpError(
        404,
        `${host || 'This domain'} is not your agency's ${input.domainType === 'customDomain' ? 'custom domain' : 'sub-domain'}: add it first.`,
      );
    if (agency[flag] === true) return { body: { isVerified: true } };
    const isVerified = await hostPointsAtProduct(host);
    if (isVerified) {
      // Verified only if the record still names this host (it may have been deleted meanwhile).
      await db.runTransaction(async (tx) => {
        const ref = db.doc(`agencies/${agency.ID}`);
        if ((await tx.get(ref)).get(field) === host) tx.update(ref, { [flag]: true });
      });
    }
    return { body: { isVerified } };
  },
});
