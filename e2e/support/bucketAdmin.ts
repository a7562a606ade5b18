import { createSign } from 'node:crypto';
import { inject } from 'vitest';

const BUCKET = 'demo-voiceglow.appspot.com';

/**
 * The local bucket's JSON API as the functions call it: with a token
 * self-signed by the functions' service account (the stack's key), since
 * the bucket, like Cloud Storage, answers nobody else.
 */
export function bucketAdmin() {
  const origin = inject('urls').bucket;
  const key = JSON.parse(Buffer.from(inject('storageCredentials'), 'base64').toString('utf8')) as {
    client_email: string;
    private_key: string;
    private_key_id: string;
  };
  const token = () => {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${part({ alg: 'RS256', typ: 'JWT', kid: key.private_key_id })}.${part({
      iss: key.client_email,
      sub: key.client_email,
      scope: 'https://www.googleapis.com/auth/devstorage.full_control',
      iat: now,
      exp: now + 3600,
    })}`;
    const signature = createSign('RSA-SHA256').update(unsigned).sign(key.private_key, 'base64url');
    return `${unsigned}.${signature}`;
  };
  const get = async (path: string) => {
    const response = await fetch(`${origin}/storage/v1/b/${BUCKET}/${path}`, {
      headers: { authorization: `Bearer ${token()}` },
    });
    return response.ok ? ((await response.json()) as Record<string, unknown>) : null;
  };
  return {
    /** The bucket's record of an object, or null. */
    object: (name: string) => get(`o/${encodeURIComponent(name)}`),
    /** The objects whose names start with `prefix`. */
    list: async (prefix: string) =>
      ((await get(`o?prefix=${encodeURIComponent(prefix)}`))?.items ?? []) as {
        name: string;
        size: string;
        contentType: string;
      }[],
  };
}
