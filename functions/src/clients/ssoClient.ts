import { logger } from 'firebase-functions';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { ssoClientRequestSchema } from '@vg/common';
import { agencyOfOwner, sendAgencyMail } from '../agency/agencyMail';
import { clientSecretsPath } from './clientRecord';
import {
  CODE_EXPIRED_MESSAGE,
  CODE_TOO_MANY_MESSAGE,
  CODE_WRONG_MESSAGE,
  LOGIN_CODE_TTL_MS,
  checkLoginCode,
  newLoginCode,
  storeLoginCode,
  type StoredLoginCode,
} from './loginCode';
import {
  clientSignInToken,
  findLoginClient,
  parseCallable,
  signInAnswer,
  type LoginClient,
} from './loginClient';

/**
 * ssoClient {email, agencyId, code?}: the 'Email Login Code' login.
 * Without a code a new one is e-mailed (replacing any earlier one); with
 * it, a right code is used up and answers a sign-in token. Codes expire
 * after 10 minutes and allow 5 tries.
 */
export async function ssoClientCallable(request: CallableRequest<unknown>) {
  const input = parseCallable(ssoClientRequestSchema, request.data);
  const login = await findLoginClient(input.email, input.agencyId, input.region);
  const secretsRef = login.db.doc(clientSecretsPath(login.client.ID));
  if (!input.code) {
    const code = newLoginCode();
    await secretsRef.set(
      { loginCode: storeLoginCode(login.client.ID, code, Date.now()) },
      { merge: true },
    );
    await mailCode(login, code);
    return { data: { sent: true, email: login.client.email } };
  }
  const code = input.code;
  const verdict = await login.db.runTransaction(async (tx) => {
    const stored = (await tx.get(secretsRef)).get('loginCode') as StoredLoginCode | undefined;
    const check = checkLoginCode(stored, login.client.ID, code, Date.now());
    if (check === 'ok') tx.update(secretsRef, { loginCode: FieldValue.delete() });
    if (check === 'wrong') tx.update(secretsRef, { 'loginCode.attempts': FieldValue.increment(1) });
    return check;
  });
  if (verdict === 'expired') throw new HttpsError('deadline-exceeded', CODE_EXPIRED_MESSAGE);
  if (verdict === 'tooMany') throw new HttpsError('resource-exhausted', CODE_TOO_MANY_MESSAGE);
  if (verdict === 'wrong') throw new HttpsError('permission-denied', CODE_WRONG_MESSAGE);
  return signInAnswer(login, await clientSignInToken(login));
}

/**
 * The code goes out in the agency's name (from its verified sending domain
 * when it has one), answers going to its support address.
 */
async function mailCode(login: LoginClient, code: string): Promise<void> {
  const agency = login.agency ?? (await agencyOfOwner(login.db, login.client.ownerID ?? ''));
  const brand = (agency?.name as string | undefined) ?? 'your dashboard';
  const minutes = LOGIN_CODE_TTL_MS / 60_000;
  const supportEmail = agency?.supportEmail as string | undefined;
  try {
    await sendAgencyMail(agency, {
      to: [login.client.email],
      subject: `Your ${brand} login code: ${code}`,
      text:
        `Your login code is ${code}.\n\nEnter it on the login screen within ${minutes} minutes. ` +
        'If you did not ask for it, you can ignore this e-mail.',
      ...(supportEmail ? { replyTo: supportEmail } : {}),
    });
  } catch (error) {
    logger.error('Login code e-mail failed:', error);
    throw new HttpsError('unavailable', 'The login code could not be e-mailed. Please try again.');
  }
}
