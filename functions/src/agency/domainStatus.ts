import { domainQuerySchema } from '@vg/common';
import { defineEndpoint } from '../http/endpoint';
import { loadAgencyDomain, requireAccount } from './agencyStore';
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
    const { agency, host, field, flag } = await loadAgencyDomain(
      db,
      uid,
      input.domain,
      input.domainType,
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
