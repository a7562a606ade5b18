import { randomUUID } from 'node:crypto';
import { Storage } from '@google-cloud/storage';
import { UPLOAD_CACHE_MAX_AGE_SECONDS } from '@vg/common';
import { loadEnv, onEnvForgotten } from '../env';

/** The spec's cache lifetime for uploaded files: one year. */
export const UPLOAD_CACHE_CONTROL = `public, max-age=${UPLOAD_CACHE_MAX_AGE_SECONDS}`;

export interface StoredObject {
  bucket: string;
  path: string;
  /** A download URL that works without further credentials. */
  url: string;
}

let client: Storage | undefined;
onEnvForgotten(() => (client = undefined));

function storage(): Storage {
  if (!client) {
    const env = loadEnv();
    const credentials = env.VG_STORAGE_CREDENTIALS
      ? (JSON.parse(Buffer.from(env.VG_STORAGE_CREDENTIALS, 'base64').toString('utf8')) as {
          client_email: string;
          private_key: string;
        })
      : undefined;
    // Locally the bucket is a stand-in at VG_STORAGE_ENDPOINT that, like
    // Cloud Storage, answers only the service account: the library then
    // authorises each call with that key even on a custom endpoint.
    client = new Storage({
      ...(env.VG_STORAGE_ENDPOINT
        ? { apiEndpoint: env.VG_STORAGE_ENDPOINT, projectId: env.VG_PROJECT_ID }
        : {}),
      ...(credentials ? { credentials, useAuthWithCustomEndpoint: true } : {}),
    });
  }
  return client;
}

/** A signed upload: the URL and the headers the PUT must carry exactly. */
export interface SignedUpload {
  url: string;
  headers: Record<string, string>;
  expiresAt: number;
}

/**
 * A V4 signed URL that lets a browser PUT one object: its type, disposition,
 * cache lifetime and custom metadata are signed headers, and the body must
 * be exactly `size` bytes (x-goog-content-length-range), so the browser
 * can send nothing else. Signed with the service account's key when one is
 * configured, otherwise by IAM signBlob as the runtime's identity.
 */
export async function signUploadUrl(
  path: string,
  upload: { contentType: string; size: number; metadata: Record<string, string> },
  lifetimeMs = 15 * 60 * 1000,
): Promise<SignedUpload> {
  const expiresAt = Date.now() + lifetimeMs;
  const headers: Record<string, string> = {
    'content-type': upload.contentType,
    'cache-control': UPLOAD_CACHE_CONTROL,
    'content-disposition': contentDispositionFor(upload.contentType),
    'x-goog-content-length-range': `${upload.size},${upload.size}`,
    ...Object.fromEntries(
      Object.entries(upload.metadata).map(([key, value]) => [
        `x-goog-meta-${key.toLowerCase()}`,
        value,
      ]),
    ),
  };
  const { 'content-type': contentType, ...extensionHeaders } = headers;
  const [url] = await storage().bucket(loadEnv().VG_STORAGE_BUCKET).file(path).getSignedUrl({
    version: 'v4',
    action: 'write',
    expires: expiresAt,
    contentType,
    extensionHeaders,
  });
  return { url, headers, expiresAt };
}

/** The first `bytes` bytes of a stored object (its signature). */
export async function readObjectHead(path: string, bytes = 4096): Promise<Buffer> {
  const [head] = await storage()
    .bucket(loadEnv().VG_STORAGE_BUCKET)
    .file(path)
    .download({ start: 0, end: bytes - 1, validation: false });
  return head;
}

/** Adds custom metadata to a stored object; answers its download URL. */
export async function publishObject(
  path: string,
  metadata: Record<string, string>,
): Promise<StoredObject> {
  const bucketName = loadEnv().VG_STORAGE_BUCKET;
  const file = storage().bucket(bucketName).file(path);
  const [current] = await file.getMetadata();
  const token =
    String(current.metadata?.firebaseStorageDownloadTokens ?? '').split(',')[0] || randomUUID();
  await file.setMetadata({ metadata: { ...metadata, firebaseStorageDownloadTokens: token } });
  return { bucket: bucketName, path, url: downloadUrl(bucketName, path, token) };
}

export async function deleteObject(path: string): Promise<void> {
  await storage().bucket(loadEnv().VG_STORAGE_BUCKET).file(path).delete({ ignoreNotFound: true });
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
