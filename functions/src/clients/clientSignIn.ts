import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { LOGIN_AGAIN_MESSAGE, WRONG_PASSWORD_MESSAGE, clientSignInRequestSchema } from '@vg/common';
import { verifyPassword } from '@vg/common/logic/clients/passwordHash';
import { clientSecretsPath } from './clientRecord';
import { clientSignInToken, findLoginClient, parseCallable, signInAnswer } from './loginClient';

/** Wrong passwords allowed in a row before the password login pauses. */
export const MAX_PASSWORD_FAILURES = 10;
export const PASSWORD_PAUSE_MS = 15 * 60_000;

export const PASSWORD_LOGIN_OFF_MESSAGE =
  'Password login is turned off for this dashboard: use Email Login Code.';
export const TOO_MANY_PASSWORDS_MESSAGE =
  'Too many wrong passwords. Wait 15 minutes or use Email Login Code.';

/**
 * clientSignIn {email, password, agencyId?, region?}: the client's password
 * is checked here against its stored digest, never in the browser; the
 * answer is a custom token the browser signs in with.
 */
export async function clientSignInCallable(request: CallableRequest<unknown>) {
  const input = parseCallable(clientSignInRequestSchema, request.data);
  const login = await findLoginClient(input.email, input.agencyId, input.region);
  if (login.agency?.settings?.disablePasswordLogin === true) {
    throw new HttpsError('failed-precondition', PASSWORD_LOGIN_OFF_MESSAGE);
  }
  const secretsRef = login.db.doc(clientSecretsPath(login.client.ID));
  const secrets = (await secretsRef.get()).data() ?? {};
  const failures = secrets.passwordFailures as { count: number; since: number } | undefined;
  const now = Date.now();
  const recentFailures = failures && now - failures.since < PASSWORD_PAUSE_MS ? failures.count : 0;
  if (recentFailures >= MAX_PASSWORD_FAILURES) {
    throw new HttpsError('resource-exhausted', TOO_MANY_PASSWORDS_MESSAGE);
  }
  // A client without a digest (its password was never set through us) must be given a new one.
  if (typeof secrets.passwordHash !== 'string') {
    throw new HttpsError('failed-precondition', LOGIN_AGAIN_MESSAGE);
  }
  if (!(await verifyPassword(input.password, secrets.passwordHash))) {
    await secretsRef.set(
      {
        passwordFailures: {
          count: recentFailures + 1,
          since: recentFailures ? (failures?.since ?? now) : now,
        },
      },
      { merge: true },
    );
    throw new HttpsError('permission-denied', WRONG_PASSWORD_MESSAGE);
  }
  if (failures) await secretsRef.update({ passwordFailures: null });
  return signInAnswer(login, await clientSignInToken(login));
}
