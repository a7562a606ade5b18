import {
  AGENT_SECRET_PREFIX,
  AGENT_SECRET_RANDOM_LENGTH,
  WORKSPACE_DRAFT_UID_LENGTH,
  WORKSPACE_SECRET_PREFIX,
  WORKSPACE_SECRET_RANDOM_LENGTH,
} from '@vg/common';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Random letters and digits from the platform's cryptographic source. */
export function randomString(length: number): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  // 62 does not divide 256, so reject the top of the byte range to stay uniform.
  let out = '';
  for (const byte of bytes) {
    if (byte < 248) out += ALPHABET[byte % 62];
  }
  return out.length === length ? out : out + randomString(length - out.length);
}

/** An agent's SECRET_API_KEY: vg_ plus 20 random characters. */
export function generateAgentSecret(): string {
  return AGENT_SECRET_PREFIX + randomString(AGENT_SECRET_RANDOM_LENGTH);
}

/** A workspace's bearer secret: vg_ plus 20 random characters. */
export function generateWorkspaceSecret(): string {
  return WORKSPACE_SECRET_PREFIX + randomString(WORKSPACE_SECRET_RANDOM_LENGTH);
}

/** uid of a workspace created from the menu (15 characters). */
export function generateWorkspaceUid(): string {
  return randomString(WORKSPACE_DRAFT_UID_LENGTH);
}
