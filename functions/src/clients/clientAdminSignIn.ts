import { createHash, timingSafeEqual } from 'node:crypto';
import { logger } from 'firebase-functions';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { ADMIN_SIGN_IN_ERROR_MESSAGE, clientAdminSignInRequestSchema } from '@vg/common';
import { clientSignInToken, findLoginClient, parseCallable, signInAnswer } from './loginClient';

/** Compares two secrets in constant time (their digests have one length). */
function sameSecret(given: string, stored: unknown): boolean {
  if (typeof stored !== 'string' || stored.length === 0) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(stored));
}

/**
 * clientAdminSignIn {email, agencyId, secret, region?}: the agency's admin
 * enters one of its clients' dashboards with the agency secret. The agency
 * must be named (id or domain) and own the client; the answer is a custom
 * token for the client's uid that carries `agencyAdmin`, which gives the
 * admin pages (home, kb, convos, settings, analytics) in the dashboard and
 * the rules. Every failure answers the spec's one message, so the call
 * tells nothing about which part was wrong.
 */
export async function clientAdminSignInCallable(request: CallableRequest<unknown>) {
  const input = parseCallable(clientAdminSignInRequestSchema, request.data);
  const login = await findLoginClient(input.email, input.agencyId, input.region).catch(() => null);
  if (!login?.agency || !sameSecret(input.secret, login.agency.secret)) {
    logger.warn(`Admin entry refused for a client of agency ref ${input.agencyId}.`);
    throw new HttpsError('permission-denied', ADMIN_SIGN_IN_ERROR_MESSAGE);
  }
  return signInAnswer(login, await clientSignInToken(login, { agencyAdmin: true }));
}
