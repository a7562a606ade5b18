import { randomUUID } from 'node:crypto';
import { Storage } from '@google-cloud/storage';
import { loadEnv } from '../env';

/** The spec's cache lifetime for uploaded files: one year. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000';

export interface StoredObject {
  bucket: string;
  path: string;
  /** A download URL that works without further credentials. */
  url: string;
}

let client: Storage | undefined;

function storage(): Storage {
  if (!client) {
    const env = loadEnv();
    // Locally the bucket is a stand-in at VG_STORAGE_ENDPOINT; with a custom
    // endpoint the library sends no credentials, which the stand-in expects.
    client = env.VG_STORAGE_ENDPOINT
      ? new Storage({ apiEndpoint: env.VG_STORAGE_ENDPOINT, projectId: env.VG_PROJECT_ID })
      : new Storage();
  }
  return client;
}

/**
 * Cloud Storage behind one function. Files get a Firebase download token so
 * the widget can show them without making the bucket public.
 */
export async function saveObject(
  path: string,
  bytes: Buffer,
  contentType: string,
  metadata: Record<string, string> = {},
): Promise<StoredObject> {
  const env = loadEnv();
  const bucketName = env.VG_STORAGE_BUCKET;
  const token = randomUUID();
  await storage()
    .bucket(bucketName)
    .file(path)
    .save(bytes, {
      resumable: false,
      contentType,
      metadata: {
        cacheControl: UPLOAD_CACHE_CONTROL,
        metadata: { ...metadata, firebaseStorageDownloadTokens: token },
      },
    });
  const base =
    env.VG_STORAGE_PUBLIC_URL ??
    env.VG_STORAGE_ENDPOINT ??
    'https://firebasestorage.googleapis.com';
  const url = `${base.replace(/\/$/, '')}/v0/b/${bucketName}/o/${encodeURIComponent(path)}?alt=media&token=${token}`;
  return { bucket: bucketName, path, url };
}
