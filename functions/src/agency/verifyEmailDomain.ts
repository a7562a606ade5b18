import { z } from 'zod';
import { sendingDomains } from '../gateways/resend';
import { defineEndpoint } from '../http/endpoint';
import { requireAccount } from './agencyStore';
import { agencyWithEmailDomain } from './emailDomainOfCaller';

/** POST /resend/domains/{domainId}/verify: asks the provider to check the records; status pending. */
export const verifyEmailDomain = defineEndpoint({
  method: 'POST',
  path: '/resend/domains/:domainId/verify',
  input: z.object({}),
  handle: async ({ db, params, caller }) => {
    const uid = requireAccount(await caller());
    const agency = await agencyWithEmailDomain(db, uid, params.domainId ?? '');
    await sendingDomains.verify(params.domainId ?? '');
    if (agency.resendEmailDomainStatus !== 'verified')
      await db.doc(`agencies/${agency.ID}`).update({ resendEmailDomainStatus: 'pending' });
    return { body: { success: true } };
  },
});
