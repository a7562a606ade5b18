import { randomUUID } from 'node:crypto';
import { Storage } from '@google-cloud/storage';
import { UPLOAD_CACHE_MAX_AGE_SECONDS } from '@vg/common';
import { loadEnv } from '../env';

/** The spec's cache lifetime for uploaded files: one year. */
export const UPLOAD_CACHE_CONTROL = `public, max-age=${UPLOAD_CACHE_MAX_AGE_SECONDS}`;

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

/** Cloud Storage behind one function: stores the bytes, returns a URL. */
export async function saveObject(
  path: string,
  bytes: Buffer,
  contentType: string,
  metadata: Record<string, string> = {},
): Promise<StoredObject> {
  const bucketName = loadEnv().VG_STORAGE_BUCKET;
  const token = randomUUID();
  await storage()
    .bucket(bucketName)
    .file(path)
    .save(bytes, {
      resumable: false,
      contentType,
      metadata: {
        cacheControl: UPLOAD_CACHE_CONTROL,
        contentDisposition: contentDispositionFor(contentType),
        metadata: { ...metadata, firebaseStorageDownloadTokens: token },
      },
    });
  return { bucket: bucketName, path, url: downloadUrl(bucketName, path, token) };
}

/**
 * With a public origin configured (a CDN, or the local bucket) files are
 * served as `{origin}/{bucket}/{path}`; otherwise through Firebase's
 * token-protected download URL, which needs no public bucket.
 */
function downloadUrl(bucketName: string, path: string, token: string): string {
  const env = loadEnv();
  const publicOrigin = env.VG_STORAGE_PUBLIC_URL ?? env.VG_STORAGE_ENDPOINT;
  if (publicOrigin) {
    const encodedPath = path.split('/').map(encodeURIComponent).join('/');
    return `${publicOrigin.replace(/\/$/, '')}/${bucketName}/${encodedPath}`;
  }
  const encoded = encodeURIComponent(path);
  return `https://firebasestorage.googleapis.com/v0/b/${bucketName}/o/${encoded}?alt=media&token=${token}`;
}

export interface ObjectInfo {
  size: number;
  contentType: string;
  /** The custom metadata stored with the object (uploadedBy, userId, …). */
  metadata: Record<string, string>;
}

/** What the bucket knows about a stored object; null when there is none. */
export async function readObjectInfo(path: string): Promise<ObjectInfo | null> {
  const file = storage().bucket(loadEnv().VG_STORAGE_BUCKET).file(path);
  try {
    const [meta] = await file.getMetadata();
    return {
      size: Number(meta.size) || 0,
      contentType: String(meta.contentType ?? 'application/octet-stream'),
      metadata: Object.fromEntries(
        Object.entries(meta.metadata ?? {}).map(([key, value]) => [key, String(value)]),
      ),
    };
  } catch (error) {
    if ((error as { code?: unknown }).code === 404) return null;
    throw error;
  }
}

/**
 * Types a browser may show inline from the file origin: pictures (not SVG,
 * which can carry script), audio, video and PDF. Anything else (HTML, SVG,
 * text, unknown bytes) is served as a download, so an uploaded page can
 * never run on the file origin.
 */
const INLINE_TYPES =
  /^(image\/(png|jpeg|gif|webp|bmp)|audio\/[\w.+-]+|video\/(mp4|webm)|application\/pdf)$/;

export function contentDispositionFor(contentType: string): string {
  return INLINE_TYPES.test(contentType.toLowerCase()) ? 'inline' : 'attachment';
}

/** Deletes every object whose path starts with `prefix` (a folder such as `a/b/`). */
export async function deleteObjects(prefix: string): Promise<void> {
  await storage().bucket(loadEnv().VG_STORAGE_BUCKET).deleteFiles({ prefix, force: true });
}
