import { z } from 'zod';
import { clearedEmailDomainFields } from '@vg/common';
import { sendingDomains } from '../gateways/resend';
import { defineEndpoint } from '../http/endpoint';
import { requireAccount } from './agencyStore';
import { agencyWithEmailDomain } from './emailDomainOfCaller';

/** DELETE /resend/domains/{domainId}: removes the sending domain; status back to not_started. */
export const deleteEmailDomain = defineEndpoint({
  method: 'DELETE',
  path: '/resend/domains/:domainId',
  input: z.object({}),
  handle: async ({ db, params, caller }) => {
    const uid = requireAccount(await caller());
    const agency = await agencyWithEmailDomain(db, uid, params.domainId ?? '');
    await sendingDomains.remove(params.domainId ?? '');
    await db.doc(`agencies/${agency.ID}`).update(clearedEmailDomainFields());
    return { body: { success: true } };
  },
});
