/**
 * Client dashboard passwords are stored only as a salted PBKDF2-SHA256
 * digest, in `clientSecrets/{clientId}`, a collection the security rules
 * close to every browser: neither the client nor its agency can read a
 * password back, and a leaked digest does not reveal it. Web Crypto is used
 * so the same code runs in the functions and in the local stack's seed.
 */

const ITERATIONS = 210_000;
const SALT_BYTES = 16;
const PREFIX = 'pbkdf2-sha256';

const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await globalThis.crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await globalThis.crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as Uint8Array<ArrayBuffer>, iterations },
    key,
    256,
  );
  return new Uint8Array(bits);
}

/** `pbkdf2-sha256$<iterations>$<salt>$<digest>` (base64). */
export async function hashPassword(password: string): Promise<string> {
  const salt = globalThis.crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const digest = await derive(password, salt, ITERATIONS);
  return [PREFIX, ITERATIONS, toBase64(salt), toBase64(digest)].join('$');
}

/** False for a wrong password and for a stored value that is not a digest of ours. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [prefix, iterations, salt, digest] = stored.split('$');
  const rounds = Number(iterations);
  if (prefix !== PREFIX || !salt || !digest || !Number.isInteger(rounds) || rounds < 1)
    return false;
  const expected = fromBase64(digest);
  const actual = await derive(password, fromBase64(salt), rounds);
  // Compare every byte so the time taken does not tell how much matched.
  let difference = expected.length ^ actual.length;
  for (let i = 0; i < actual.length; i++) difference |= actual[i]! ^ (expected[i] ?? 0);
  return difference === 0;
}
