import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { readBodyBytes, sendJson } from '../../src/http/httpIo';
import { compileStorageRules } from '../../src/rules/storage/index';
import { BucketStore, type ObjectMetadata } from './BucketStore';
import { createFirebaseApi } from './firebaseApi';
import { parseMultipartRelated } from './parseMultipartRelated';
import { createServiceAccount, trustedIdentity, type ServiceAccountKey } from './serviceAccount';
import { verifyServiceToken } from './verifyServiceToken';
import { verifySignedUrl } from './verifySignedUrl';

/**
 * The local stand-in for Cloud Storage: the subset of the GCS JSON API that
 * `@google-cloud/storage` speaks for simple, multipart and resumable uploads,
 * metadata, downloads and deletes, plus public object URLs
 * (`{origin}/{bucket}/{object}`) like storage.googleapis.com serves, and
 * V4 signed URLs for uploads straight from a browser.
 *
 * As in production, the JSON API answers only the functions' service
 * account (a bearer token it signed, checked against its public key), and a
 * signed URL only when that account signed it; anonymous callers may read
 * objects by their URL and nothing else. The Firebase API the browser SDK
 * speaks (`/v0/…`, see firebaseApi) is decided by `storage.rules` with the
 * caller's Firebase ID token, as the Storage emulator decides it.
 */
export async function startBucket(opts: {
  host: string;
  port: number;
  dir: string;
  /** The service account the bucket trusts (default: a new one). */
  serviceAccount?: ServiceAccountKey;
  /** The text of `storage.rules` for the Firebase API (none: it allows nothing). */
  storageRules?: string;
}) {
  const store = new BucketStore(opts.dir);
  const serviceAccount = opts.serviceAccount ?? createServiceAccount('demo-voiceglow');
  const trusted = trustedIdentity(serviceAccount);
  const compiled =
    opts.storageRules === undefined
      ? null
      : compileStorageRules([{ name: 'storage.rules', content: opts.storageRules }], {
          debug: () => {},
        });
  if (compiled && !compiled.ruleset)
    throw new Error(`storage.rules does not compile: ${JSON.stringify(compiled.issues)}`);
  const handleFirebase = createFirebaseApi({
    store,
    projectId: serviceAccount.project_id,
    rules: compiled?.ruleset ?? null,
    readBody,
    origin: () => origin,
  });
  const resumable = new Map<string, { bucket: string; meta: ObjectMetadata }>();
  // Port 0 picks a free port; the origin is known once listening.
  let origin = `http://${opts.host}:${opts.port}`;

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (err instanceof EntityTooLarge)
        return sendXmlError(res, err.status, err.xmlCode, err.message);
      const status =
        err instanceof PayloadTooLarge ? err.status : err instanceof SyntaxError ? 400 : 500;
      const message = err instanceof Error ? err.message : String(err);
      sendJson(res, status, { error: { code: status, message } });
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET,HEAD,POST,PUT,PATCH,DELETE,OPTIONS');
    if (req.method === 'OPTIONS') return void res.end();
    const url = new URL(req.url ?? '/', origin);
    if (url.pathname.startsWith('/v0/')) return handleFirebase(req, res, url);
    if (url.searchParams.has('X-Goog-Signature')) return handleSigned(req, res, url);
    const path = url.pathname.replace(/^\/storage\/v1(?=\/b\/)/, '');
    const api = /^\/(upload\/storage\/v1|download\/storage\/v1|b)\//.test(path);
    if (!api) return handlePublic(req, res, path);
    // A resumable session URI is itself the permission, as in Cloud Storage.
    const session = req.method === 'PUT' && resumable.has(url.searchParams.get('upload_id') ?? '');
    if (!session) {
      const caller = verifyServiceToken(req.headers.authorization, trusted);
      if ('refused' in caller) {
        return sendJson(res, 401, {
          error: {
            code: 401,
            message: `${caller.refused}: the bucket's API answers only the project's service account (a Google OAuth or self-signed token in Authorization: Bearer).`,
          },
        });
      }
    }

    const upload = /^\/upload\/storage\/v1\/b\/([^/]+)\/o$/.exec(path);
    if (upload && req.method === 'POST') {
      const bucket = decodeURIComponent(upload[1]!);
      const body = await readBody(req);
      const type = url.searchParams.get('uploadType') ?? 'media';
      if (type === 'resumable') {
        const meta = {
          ...(body.length ? JSON.parse(body.toString('utf8')) : {}),
        } as ObjectMetadata;
        meta.name = url.searchParams.get('name') ?? meta.name;
        const id = randomUUID();
        resumable.set(id, { bucket, meta });
        res.setHeader('Location', `${origin}/upload/storage/v1/b/${bucket}/o?upload_id=${id}`);
        return sendJson(res, 200, {});
      }
      if (type === 'multipart') {
        const parts = parseMultipartRelated(req.headers['content-type'] ?? '', body);
        const meta = JSON.parse(parts[0]?.body.toString('utf8') ?? '{}') as ObjectMetadata;
        meta.name = url.searchParams.get('name') ?? meta.name;
        meta.contentType ??= parts[1]?.contentType;
        return sendJson(res, 200, store.put(bucket, meta, parts[1]?.body ?? Buffer.alloc(0)));
      }
      const meta: ObjectMetadata = {
        name: url.searchParams.get('name') ?? '',
        contentType: req.headers['content-type'],
      };
      return sendJson(res, 200, store.put(bucket, meta, body));
    }
    if (upload && req.method === 'PUT') {
      const pending = resumable.get(url.searchParams.get('upload_id') ?? '');
      if (!pending) return sendJson(res, 404, { error: { code: 404, message: 'Unknown upload' } });
      const body = await readBody(req);
      // `Content-Range: bytes */*` asks how much arrived: nothing yet (308, no Range).
      if (body.length === 0 && /^bytes \*\//.test(req.headers['content-range'] ?? ''))
        return void res.writeHead(308, { 'Content-Length': 0 }).end();
      resumable.delete(url.searchParams.get('upload_id') ?? '');
      return sendJson(res, 200, store.put(pending.bucket, pending.meta, body));
    }

    const object = /^(?:\/download\/storage\/v1)?\/b\/([^/]+)\/o\/(.+)$/.exec(path);
    if (object) {
      const [bucket, name] = [decodeURIComponent(object[1]!), decodeURIComponent(object[2]!)];
      if (req.method === 'DELETE') {
        return store.remove(bucket, name) ? void res.writeHead(204).end() : notFound(res, name);
      }
      const found = store.get(bucket, name);
      if (!found) return notFound(res, name);
      if (req.method === 'PATCH') {
        const patch = JSON.parse((await readBody(req)).toString('utf8') || '{}') as ObjectMetadata;
        return sendJson(res, 200, store.put(bucket, mergeMetadata(found.meta, patch), found.data));
      }
      if (url.searchParams.get('alt') === 'media')
        return sendMedia(req, res, found.meta, found.data);
      return sendJson(res, 200, found.meta);
    }

    const list = /^\/b\/([^/]+)\/o$/.exec(path);
    if (list && req.method === 'GET') {
      const items = store.list(decodeURIComponent(list[1]!), url.searchParams.get('prefix') ?? '');
      return sendJson(res, 200, { kind: 'storage#objects', items });
    }

    notFound(res, path);
  }

  /** Anyone may read an object by its URL (uploads are shown in chats by URL). */
  function handlePublic(req: IncomingMessage, res: ServerResponse, path: string): void {
    const publicUrl = /^\/([^/]+)\/(.+)$/.exec(path);
    if (publicUrl && (req.method === 'GET' || req.method === 'HEAD')) {
      const found = store.get(decodeURIComponent(publicUrl[1]!), decodeURIComponent(publicUrl[2]!));
      if (found) return sendMedia(req, res, found.meta, found.data);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return sendXmlError(
        res,
        403,
        'AccessDenied',
        'Anonymous caller does not have storage.objects.create access.',
      );
    notFound(res, path);
  }

  /**
   * `PUT /{bucket}/{object}?X-Goog-Signature=…`: an upload the service
   * account allowed, with the headers it signed (type, disposition,
   * metadata, `x-goog-content-length-range`) and nothing else.
   */
  async function handleSigned(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const target = /^\/([^/]+)\/(.+)$/.exec(url.pathname);
    if (!target)
      return sendXmlError(res, 400, 'InvalidURI', 'A signed URL names a bucket and an object.');
    const [bucket, object] = [decodeURIComponent(target[1]!), decodeURIComponent(target[2]!)];
    const check = verifySignedUrl(
      {
        method: req.method ?? 'GET',
        bucket,
        object,
        query: url.searchParams,
        headers: req.headers,
      },
      trusted,
    );
    if (!check.ok) return sendXmlError(res, check.status, check.code, check.message);
    if (req.method === 'GET' || req.method === 'HEAD') {
      const found = store.get(bucket, object);
      return found ? sendMedia(req, res, found.meta, found.data) : notFound(res, object);
    }
    if (req.method !== 'PUT')
      return sendXmlError(
        res,
        405,
        'MethodNotAllowed',
        'Signed URLs here read (GET) or upload (PUT).',
      );
    const range = /^(\d+),(\d+)$/.exec(check.signed['x-goog-content-length-range'] ?? '');
    const [min, max] = range ? [Number(range[1]), Number(range[2])] : [0, MAX_UPLOAD_BYTES];
    const body = await readBodyBytes(
      req,
      Math.min(max, MAX_UPLOAD_BYTES),
      () => new EntityTooLarge(),
    );
    if (body.length < min)
      return sendXmlError(
        res,
        400,
        'EntityTooSmall',
        'Your proposed upload is smaller than the minimum object size specified in your Policy Document.',
      );
    const metadata = Object.fromEntries(
      Object.entries(check.signed)
        .filter(([name]) => name.startsWith('x-goog-meta-'))
        .map(([name, value]) => [name.slice('x-goog-meta-'.length), value]),
    );
    store.put(
      bucket,
      {
        name: object,
        contentType: check.signed['content-type'] ?? req.headers['content-type'],
        ...(check.signed['cache-control'] ? { cacheControl: check.signed['cache-control'] } : {}),
        ...(check.signed['content-disposition']
          ? { contentDisposition: check.signed['content-disposition'] }
          : {}),
        metadata,
      },
      body,
    );
    res.writeHead(200, { 'Content-Length': 0 }).end();
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  origin = `http://${opts.host}:${(server.address() as { port: number }).port}`;
  return {
    origin,
    /** The key of the service account this bucket answers (for the functions). */
    serviceAccount,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Larger than any upload the platform allows (30 MB), as a bound on memory. */
const MAX_UPLOAD_BYTES = 64 * 1024 * 1024;

/** GCS answers an oversized upload with 413 and a JSON error. */
class PayloadTooLarge extends Error {
  readonly status = 413;
}

/** Cloud Storage's answer to a body over a signed content-length range. */
class EntityTooLarge extends Error {
  readonly status = 400;
  readonly xmlCode = 'EntityTooLarge';
  constructor() {
    super(
      'Your proposed upload is larger than the maximum object size specified in your Policy Document.',
    );
  }
}

/** A metadata PATCH: fields replace, custom metadata merges (null removes a key). */
function mergeMetadata(current: ObjectMetadata, patch: ObjectMetadata): ObjectMetadata {
  const custom: Record<string, string> = { ...current.metadata };
  for (const [key, value] of Object.entries(patch.metadata ?? {})) {
    if (value === null) delete custom[key];
    else custom[key] = String(value);
  }
  return { ...current, ...patch, name: current.name, metadata: custom };
}

/** The XML error body of Cloud Storage's XML API (signed URLs speak it). */
function sendXmlError(res: ServerResponse, status: number, code: string, message: string): void {
  if (res.headersSent) return;
  const escape = (text: string) => text.replace(/[<>&]/g, (c) => `&#${c.charCodeAt(0)};`);
  res.writeHead(status, { 'Content-Type': 'application/xml; charset=UTF-8' });
  res.end(
    `<?xml version='1.0' encoding='UTF-8'?><Error><Code>${code}</Code><Message>${escape(message)}</Message></Error>`,
  );
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return readBodyBytes(
    req,
    MAX_UPLOAD_BYTES,
    () => new PayloadTooLarge(`The upload is larger than ${MAX_UPLOAD_BYTES} bytes.`),
  );
}

function sendMedia(req: IncomingMessage, res: ServerResponse, meta: ObjectMetadata, whole: Buffer) {
  // A byte range (`Range: bytes=0-4095`), as downloads of a file's head ask.
  const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
  const start = range ? Math.min(Number(range[1]), whole.length) : 0;
  const end = range?.[2] ? Math.min(Number(range[2]) + 1, whole.length) : whole.length;
  const data = whole.subarray(start, end);
  res.writeHead(range ? 206 : 200, {
    ...(range ? { 'Content-Range': `bytes ${start}-${end - 1}/${whole.length}` } : {}),
    'Content-Type': meta.contentType ?? 'application/octet-stream',
    'Content-Length': data.length,
    ...(meta.cacheControl ? { 'Cache-Control': meta.cacheControl } : {}),
    // As Cloud Storage does: the stored disposition, and never a sniffed type.
    ...(typeof meta.contentDisposition === 'string'
      ? { 'Content-Disposition': meta.contentDisposition }
      : {}),
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : data);
}

function notFound(res: ServerResponse, name: string): void {
  sendJson(res, 404, { error: { code: 404, message: `No such object: ${name}` } });
}
