import { addEmailDomainRequestSchema, normaliseDomainInput, validateEmailDomain } from '@vg/common';
import { sendingDomains } from '../gateways/resend';
import { defineEndpoint } from '../http/endpoint';
import { HttpError } from '../http/HttpError';
import { loadOwnedAgency, requireAccount } from './agencyStore';

/** POST /resend/domains/{domain}: registers the agency's sending domain; answers its DNS records. */
export const addEmailDomain = defineEndpoint({
  method: 'POST',
  path: '/resend/domains/:domain',
  input: addEmailDomainRequestSchema,
  handle: async ({ db, input, caller }) => {
    const uid = requireAccount(await caller());
    if (input.userId !== uid) throw new HttpError(403, 'userId must be your own user id.');
    const agency = await loadOwnedAgency(db, input.agencyId, uid);
    const problem = validateEmailDomain(input.domain, {
      domain: agency.resendEmailDomain as string | undefined,
      status: agency.resendEmailDomainStatus as string | undefined,
    });
    if (problem) throw new HttpError(400, problem);
    const domain = await sendingDomains.add(normaliseDomainInput(input.domain));
    await db.doc(`agencies/${agency.ID}`).update({
      resendEmailDomain: normaliseDomainInput(input.domain),
      resendEmailDomainId: domain.id,
      resendEmailDomainStatus: domain.status,
      resendEmailDomainRecords_JSON_STRING: JSON.stringify(domain.records),
    });
    return { body: { success: true, data: { id: domain.id, records: domain.records } } };
  },
});
