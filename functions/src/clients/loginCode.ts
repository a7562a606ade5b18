import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/** E-mailed login codes: 6 digits, valid 10 minutes, 5 tries, used once. */
export const LOGIN_CODE_TTL_MS = 10 * 60_000;
export const LOGIN_CODE_MAX_ATTEMPTS = 5;

export const CODE_EXPIRED_MESSAGE =
  'This code has expired or was used. Press Resend Code for a new one.';
export const CODE_WRONG_MESSAGE = 'That code is not right. Check the e-mail and try again.';
export const CODE_TOO_MANY_MESSAGE = 'Too many wrong codes. Press Resend Code for a new one.';

/** What `clientSecrets/{id}.loginCode` holds: a digest, never the code. */
export interface StoredLoginCode {
  digest: string;
  expiresAt: number;
  attempts: number;
}

export function newLoginCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

function digestOf(clientId: string, code: string): string {
  return createHash('sha256').update(`${clientId}:${code}`).digest('hex');
}

export function storeLoginCode(clientId: string, code: string, now: number): StoredLoginCode {
  return { digest: digestOf(clientId, code), expiresAt: now + LOGIN_CODE_TTL_MS, attempts: 0 };
}

export type CodeCheck = 'ok' | 'expired' | 'wrong' | 'tooMany';

/** Checks a typed code against the stored one (which the caller then clears or counts). */
export function checkLoginCode(
  stored: StoredLoginCode | null | undefined,
  clientId: string,
  code: string,
  now: number,
): CodeCheck {
  if (!stored || now > stored.expiresAt) return 'expired';
  if (stored.attempts >= LOGIN_CODE_MAX_ATTEMPTS) return 'tooMany';
  const expected = Buffer.from(stored.digest, 'hex');
  const actual = Buffer.from(digestOf(clientId, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? 'ok' : 'wrong';
}
