import { verify } from 'node:crypto';
import type { TrustedIdentity } from './serviceAccount';

/** Clock skew tolerated on `exp`, as Google's front ends allow. */
const SKEW_SECONDS = 60;

/**
 * Checks `Authorization: Bearer <JWT>`: an RS256 token self-signed by the
 * trusted service account (header `kid` = its key id, `iss` = its e-mail,
 * not expired). Answers the e-mail of the caller, or why it is refused.
 */
export function verifyServiceToken(
  header: string | undefined,
  trusted: TrustedIdentity,
  nowSeconds = Math.floor(Date.now() / 1000),
): { email: string } | { refused: string } {
  const token = /^Bearer\s+([\w-]+)\.([\w-]+)\.([\w-]+)$/i.exec(header ?? '');
  if (!token) return { refused: 'Anonymous caller' };
  const [, head, body, signature] = token as unknown as [string, string, string, string];
  const parsed = {
    head: readJson(head) as { alg?: unknown; kid?: unknown } | null,
    body: readJson(body) as { iss?: unknown; exp?: unknown } | null,
  };
  if (parsed.head?.alg !== 'RS256' || parsed.head.kid !== trusted.keyId)
    return { refused: 'The token is not signed by a key of this project' };
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    trusted.publicKey,
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return { refused: 'The token signature is invalid' };
  if (parsed.body?.iss !== trusted.email) return { refused: 'The token names another caller' };
  if (typeof parsed.body.exp !== 'number' || parsed.body.exp + SKEW_SECONDS < nowSeconds)
    return { refused: 'The token has expired' };
  return { email: trusted.email };
}

function readJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
  } catch {
    return null;
  }
}
