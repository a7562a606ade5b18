import { z } from 'zod';
import { sendingDomains } from '../gateways/resend';
import { defineEndpoint } from '../http/endpoint';
import { requireAccount } from './agencyStore';
import { agencyWithEmailDomain } from './emailDomainOfCaller';

/** GET /resend/domains/{domainId}: the provider's status and records, kept on the agency. */
export const emailDomainStatus = defineEndpoint({
  method: 'GET',
  path: '/resend/domains/:domainId',
  input: z.object({}),
  handle: async ({ db, params, caller }) => {
    const uid = requireAccount(await caller());
    const agency = await agencyWithEmailDomain(db, uid, params.domainId ?? '');
    const domain = await sendingDomains.get(params.domainId ?? '');
    await db.doc(`agencies/${agency.ID}`).update({
      resendEmailDomainStatus: domain.status,
      resendEmailDomainRecords_JSON_STRING: JSON.stringify(domain.records),
    });
    return { body: { success: true, data: { status: domain.status, records: domain.records } } };
  },
});
