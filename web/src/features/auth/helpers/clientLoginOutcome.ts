import { clientLoginFailureMessage } from '@vg/common';
import type { LoginOutcome } from '../components/ClientLoginForm';

/** Firebase errors carry their reason on `code` ('auth/…', 'functions/…'). */
function errorCode(error: unknown): string {
  return (error as { code?: unknown } | null)?.code?.toString() ?? '';
}

/**
 * A failed password sign-in as the client login screen words it: an
 * unknown e-mail marks the e-mail field, a wrong password the password
 * field; anything else shows the server's message. Both the client login
 * function's codes and the Auth server's (workspace sign-in links) count.
 */
export function passwordFailure(error: unknown): Exclude<LoginOutcome, null> {
  const code = errorCode(error);
  if (code === 'auth/user-not-found' || code === 'functions/not-found')
    return { message: clientLoginFailureMessage('unknownEmail'), field: 'email' };
  // Newer Auth servers answer invalid-credential for both causes; the password is the likelier one.
  if (
    code === 'auth/wrong-password' ||
    code === 'auth/invalid-credential' ||
    code === 'functions/permission-denied'
  )
    return { message: clientLoginFailureMessage('wrongPassword'), field: 'password' };
  if (code === 'functions/internal' && /^internal\b/i.test((error as Error).message))
    return { message: 'Could not reach the login service. Please try again in a moment.' };
  return { message: (error as Error).message || 'Sign-in failed.' };
}

/**
 * A failed `ssoClient` call: NOT_FOUND marks the e-mail invalid (unknown
 * e-mail), a wrong code marks the code, anything else shows the server's
 * message.
 */
export function codeFailure(error: unknown, step: 'send' | 'verify'): Exclude<LoginOutcome, null> {
  const code = errorCode(error);
  if (code === 'functions/not-found')
    return { message: clientLoginFailureMessage('unknownEmail'), field: 'email' };
  const message = (error as Error).message || 'Sign-in failed.';
  // The SDK reports an unreachable procedure (network, no CORS answer, not
  // deployed) as a bare 'internal' with nothing from the server to show.
  if (code === 'functions/internal' && /^internal\b/i.test(message))
    return { message: LOGIN_SERVICE_UNREACHABLE };
  if (
    step === 'verify' &&
    (code === 'functions/invalid-argument' ||
      code === 'functions/permission-denied' ||
      code === 'functions/deadline-exceeded' ||
      code === 'functions/resource-exhausted')
  )
    return { message, field: 'code' };
  return { message };
}

export const LOGIN_SERVICE_UNREACHABLE =
  'Could not reach the login code service. Please try again or sign in with your password.';
