import { createHash, verify } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { TrustedIdentity } from './serviceAccount';

export interface SignedRequest {
  method: string;
  bucket: string;
  /** The object name, decoded. */
  object: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
}

export type SignedUrlCheck =
  | { ok: true; signed: Record<string, string> }
  | { ok: false; status: number; code: string; message: string };

/** Longest lifetime of a V4 signed URL (Cloud Storage: seven days). */
const MAX_EXPIRES_SECONDS = 7 * 24 * 3600;

/**
 * Checks a V4 signed URL (GOOG4-RSA-SHA256) as Cloud Storage does: the
 * canonical request rebuilt from the method, path, query and signed
 * headers, signed by the trusted service account, inside its lifetime.
 * Answers the signed headers (lower-case names), which the upload must
 * honour (content type, metadata, content-length range).
 */
export function verifySignedUrl(
  request: SignedRequest,
  trusted: TrustedIdentity,
  now = new Date(),
): SignedUrlCheck {
  const q = (name: string) => request.query.get(name) ?? '';
  if (q('X-Goog-Algorithm') !== 'GOOG4-RSA-SHA256')
    return refused(400, 'InvalidArgument', 'Only GOOG4-RSA-SHA256 signed URLs are accepted.');
  const [email, ...scopeParts] = q('X-Goog-Credential').split('/');
  const scope = scopeParts.join('/');
  if (email !== trusted.email)
    return refused(403, 'AccessDenied', `The credential ${email ?? ''} is not allowed here.`);
  const date = parseGoogDate(q('X-Goog-Date'));
  const expires = Number(q('X-Goog-Expires'));
  if (!date || !Number.isInteger(expires) || expires < 1 || expires > MAX_EXPIRES_SECONDS)
    return refused(
      400,
      'AuthorizationQueryParametersError',
      'X-Goog-Date or X-Goog-Expires is invalid.',
    );
  if (now.getTime() < date.getTime() - 60_000 || now.getTime() > date.getTime() + expires * 1000)
    return refused(400, 'ExpiredToken', 'Invalid argument: the signed URL has expired.');

  const signedNames = q('X-Goog-SignedHeaders').split(';').filter(Boolean);
  if (!signedNames.includes('host'))
    return refused(400, 'AuthorizationQueryParametersError', 'The host header must be signed.');
  const signed: Record<string, string> = {};
  for (const name of signedNames) {
    const raw = request.headers[name];
    const value = name === 'host' ? hostName(String(raw ?? '')) : [raw].flat().join(',');
    signed[name] = value.trim().replace(/\s{2,}/g, ' ');
  }
  const query = [...request.query.entries()]
    .filter(([key]) => key !== 'X-Goog-Signature')
    .map(([key, value]) => [strictEncode(key), strictEncode(value)] as const)
    .sort((a, b) => (a[0] < b[0] ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const path = `/${request.bucket}/${request.object.split('/').map(strictEncode).join('/')}`;
  const canonical = [
    request.method,
    path,
    query,
    signedNames.map((name) => `${name}:${signed[name]}\n`).join(''),
    signedNames.join(';'),
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const toSign = [
    'GOOG4-RSA-SHA256',
    q('X-Goog-Date'),
    scope,
    createHash('sha256').update(canonical).digest('hex'),
  ].join('\n');
  const signature = Buffer.from(q('X-Goog-Signature'), 'hex');
  if (!signature.length || !verify('sha256', Buffer.from(toSign), trusted.publicKey, signature))
    return refused(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided.',
    );
  return { ok: true, signed };
}

function refused(status: number, code: string, message: string): SignedUrlCheck {
  return { ok: false, status, code, message };
}

/** `20261125T153810Z` → Date. */
function parseGoogDate(text: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text);
  if (!m) return null;
  return new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`);
}

/** The host header without its port, as the signer signs it. */
function hostName(host: string): string {
  return host.replace(/:\d+$/, '');
}

/** RFC 3986 encoding, as the signer encodes names and query values. */
function strictEncode(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
