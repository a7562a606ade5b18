import { createPublicKey, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';

/** A Google service-account key file, as `gcloud iam service-accounts keys create` writes it. */
export interface ServiceAccountKey {
  type: 'service_account';
  project_id: string;
  private_key_id: string;
  private_key: string;
  client_email: string;
  /**
   * The stand-in's own universe: google-auth-library then authorises each
   * request with a self-signed JWT (as it does outside googleapis.com)
   * instead of exchanging the key at oauth2.googleapis.com, which is not
   * reachable offline.
   */
  universe_domain: string;
}

/** What the bucket needs to check a request signed by that service account. */
export interface TrustedIdentity {
  email: string;
  keyId: string;
  publicKey: KeyObject;
}

export const LOCAL_UNIVERSE = 'storage.localhost';

/**
 * The functions' service identity for the local bucket: a fresh RSA key per
 * stack start. Functions get the key file (VG_STORAGE_CREDENTIALS), the
 * bucket only its public half, as Google holds the public keys of a real
 * service account.
 */
export function createServiceAccount(projectId: string): ServiceAccountKey {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    type: 'service_account',
    project_id: projectId,
    private_key_id: randomBytes(20).toString('hex'),
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    client_email: `functions@${projectId}.iam.gserviceaccount.com`,
    universe_domain: LOCAL_UNIVERSE,
  };
}

export function trustedIdentity(key: ServiceAccountKey): TrustedIdentity {
  return {
    email: key.client_email,
    keyId: key.private_key_id,
    publicKey: createPublicKey(key.private_key),
  };
}

/** The key file as one environment value (base64 of its JSON). */
export function encodeServiceAccount(key: ServiceAccountKey): string {
  return Buffer.from(JSON.stringify(key)).toString('base64');
}
