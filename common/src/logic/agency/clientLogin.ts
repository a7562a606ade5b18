import { TEXT } from '../../constants';

/**
 * Client sign-in on the agency's client login screen, and where a client
 * lands afterwards.
 */

export const UNKNOWN_EMAIL_MESSAGE = "This email doesn't exsit.";
export const WRONG_PASSWORD_MESSAGE = 'Password is incorrect please try again.';
export const LOGIN_AGAIN_MESSAGE = 'Please login again.';

export type ClientLoginFailure = 'unknownEmail' | 'wrongPassword' | 'storedPasswordMismatch';

export type ClientLoginMethod = 'password' | 'emailCode';

/**
 * The password button needs both fields; the e-mail code button needs the
 * e-mail only (and the code once it was sent).
 */
export function validateClientLogin(
  method: ClientLoginMethod,
  email: string,
  password: string,
): string | null {
  const hasEmail = email.trim() !== '';
  if (method === 'emailCode') return hasEmail ? null : TEXT.clientLoginRequired;
  return hasEmail && password !== '' ? null : TEXT.clientLoginRequired;
}

export function clientLoginFailureMessage(failure: ClientLoginFailure): string {
  switch (failure) {
    case 'unknownEmail':
      return UNKNOWN_EMAIL_MESSAGE;
    case 'wrongPassword':
      return WRONG_PASSWORD_MESSAGE;
    case 'storedPasswordMismatch':
      return LOGIN_AGAIN_MESSAGE;
  }
}

/** A canAccess entry ('/kb') as a route segment ('kb'); overview is home. */
export function accessEntryToTab(entry: string): string {
  const tab = entry.replace(/\//g, '');
  return tab === 'overview' ? 'home' : tab;
}

/**
 * After sign-in a client goes to the first accessible tab of its first
 * widget; without widgets there is nowhere to go (the no-agents modal shows).
 */
export function clientLandingPath(
  region: string,
  widgetIDs: readonly string[] | null | undefined,
  canAccess: readonly string[] | null | undefined,
): string | null {
  const agentId = widgetIDs?.[0];
  if (!agentId) return null;
  const first = canAccess?.find((entry) => accessEntryToTab(entry) !== '');
  const tab = first ? accessEntryToTab(first) : 'home';
  return `/app/${region}/agents/${agentId}/${tab}`;
}
