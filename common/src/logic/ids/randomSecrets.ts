import {
  AGENCY_SECRET_LENGTH,
  AGENT_SECRET_PREFIX,
  AGENT_SECRET_RANDOM_LENGTH,
  CLIENT_ID_LENGTH,
  CLIENT_PASSWORD_LENGTH,
  UPLOAD_RANDOM_ID_LENGTH,
  WORKSPACE_DRAFT_UID_LENGTH,
  WORKSPACE_SECRET_PREFIX,
  WORKSPACE_SECRET_RANDOM_LENGTH,
} from '../../constants';

/**
 * Random identifiers and secrets. They come from the Web Crypto generator
 * (`globalThis.crypto`, present in browsers and in Node 20+), never from
 * Math.random, because several of them are bearer credentials.
 */

export const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Fills the buffer with secure random bytes (a seam tests may replace). */
export type RandomBytes = (buffer: Uint8Array) => Uint8Array;

const secureBytes: RandomBytes = (buffer) => globalThis.crypto.getRandomValues(buffer);

/**
 * `length` characters drawn uniformly from `alphabet`. Bytes above the
 * largest multiple of the alphabet size are discarded so no character is
 * more likely than another.
 */
export function randomString(
  length: number,
  alphabet: string = ALPHANUMERIC,
  randomBytes: RandomBytes = secureBytes,
): string {
  if (alphabet.length < 2 || alphabet.length > 256) {
    throw new RangeError('The alphabet needs between 2 and 256 characters');
  }
  const limit = 256 - (256 % alphabet.length);
  let result = '';
  while (result.length < length) {
    const bytes = randomBytes(new Uint8Array(Math.max(16, (length - result.length) * 2)));
    for (const byte of bytes) {
      if (byte >= limit) continue;
      result += alphabet[byte % alphabet.length];
      if (result.length === length) break;
    }
  }
  return result;
}

/** The agency secret an admin uses to enter a client dashboard (25 characters). */
export function generateAgencySecret(): string {
  return randomString(AGENCY_SECRET_LENGTH);
}

/** A workspace's bearer secret: 'vg_' and 20 characters. */
export function generateWorkspaceSecret(): string {
  return WORKSPACE_SECRET_PREFIX + randomString(WORKSPACE_SECRET_RANDOM_LENGTH);
}

/** An agent's SECRET_API_KEY: 'vg_' and 20 characters. */
export function generateAgentSecretKey(): string {
  return AGENT_SECRET_PREFIX + randomString(AGENT_SECRET_RANDOM_LENGTH);
}

/** The uid of a new workspace draft (15 characters). */
export function generateWorkspaceUid(): string {
  return randomString(WORKSPACE_DRAFT_UID_LENGTH);
}

export function generateClientId(): string {
  return randomString(CLIENT_ID_LENGTH);
}

/** A new client's dashboard password, also offered by "regenerate". */
export function generateClientPassword(): string {
  return randomString(CLIENT_PASSWORD_LENGTH);
}

/**
 * Storage object name of an upload: the folder, an 8-character random id and
 * the original extension (if any).
 */
export function uploadObjectPath(folder: string, fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  const base = folder.replace(/\/+$/, '');
  const name = randomString(UPLOAD_RANDOM_ID_LENGTH) + (extension ? `.${extension}` : '');
  return base ? `${base}/${name}` : name;
}
