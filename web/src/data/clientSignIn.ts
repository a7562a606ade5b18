import { httpsCallable } from 'firebase/functions';
import { clientSignInResponseSchema, type Region } from '@vg/common';
import { signInWithToken, type AuthUser } from './auth';
import { regionFunctions } from './firebase';

/**
 * Client sign-in through the functions: the password is checked on the
 * server (`clientSignIn`), the e-mail code is sent and checked by
 * `ssoClient`; both answer a custom token this module signs in with.
 * Errors keep the callable's code (`functions/not-found` for an unknown
 * e-mail, `functions/permission-denied` for a wrong password or code).
 */

async function signInWithAnswer(data: unknown): Promise<AuthUser> {
  const parsed = clientSignInResponseSchema.safeParse(data);
  if (!parsed.success) throw new Error('The login service answered without a sign-in token.');
  return signInWithToken(parsed.data.data.clientData.token);
}

export async function signInClientWithPassword(
  region: Region,
  request: { email: string; password: string; agencyId?: string },
): Promise<AuthUser> {
  const call = httpsCallable(regionFunctions(region), 'clientSignIn');
  return signInWithAnswer((await call({ ...request, region })).data);
}

/** Asks the server to e-mail a login code. */
export async function requestClientLoginCode(
  region: Region,
  request: { email: string; agencyId: string },
): Promise<void> {
  await httpsCallable(regionFunctions(region), 'ssoClient')({ ...request, region });
}

export async function signInClientWithCode(
  region: Region,
  request: { email: string; agencyId: string; code: string },
): Promise<AuthUser> {
  const call = httpsCallable(regionFunctions(region), 'ssoClient');
  return signInWithAnswer((await call({ ...request, region })).data);
}

/** The agency admin's entry into a client's dashboard with the agency secret. */
export async function signInClientAsAgencyAdmin(
  region: Region,
  request: { email: string; agencyId: string; secret: string },
): Promise<AuthUser> {
  const call = httpsCallable(regionFunctions(region), 'clientAdminSignIn');
  return signInWithAnswer((await call({ ...request, region })).data);
}
