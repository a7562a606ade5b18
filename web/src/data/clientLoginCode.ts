import { httpsCallable } from 'firebase/functions';
import { ssoClientResponseSchema, type Region } from '@vg/common';
import { regionFunctions } from './firebase';

export interface ClientCredentials {
  email: string;
  dashboardPassword?: string;
}

/**
 * The `ssoClient` procedure of the e-mail code login: without a code the
 * server e-mails one; with the right code it answers the client's
 * credentials, which then sign in like a password login. Errors keep the
 * callable's code (`functions/not-found` for an unknown e-mail).
 */
export async function ssoClient(
  region: Region,
  request: { email: string; agencyId: string; code?: string },
): Promise<ClientCredentials | null> {
  const call = httpsCallable<typeof request, unknown>(regionFunctions(region), 'ssoClient');
  const { data } = await call(request);
  // The first step answers without credentials: the code is on its way.
  const parsed = ssoClientResponseSchema.safeParse(data);
  return parsed.success ? parsed.data.data.clientData : null;
}
