import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { readBodyBytes, sendJson } from '../../src/http/httpIo';
import { BucketStore, type ObjectMetadata } from './BucketStore';
import { parseMultipartRelated } from './parseMultipartRelated';

/**
 * The local stand-in for Cloud Storage: the subset of the GCS JSON API that
 * `@google-cloud/storage` speaks for simple, multipart and resumable uploads,
 * metadata, downloads and deletes, plus public object URLs
 * (`{origin}/{bucket}/{object}`) like storage.googleapis.com serves.
 */
export async function startBucket(opts: { host: string; port: number; dir: string }) {
  const store = new BucketStore(opts.dir);
  const resumable = new Map<string, { bucket: string; meta: ObjectMetadata }>();
  const origin = `http://${opts.host}:${opts.port}`;

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      const status = err instanceof PayloadTooLarge ? err.status : 500;
      const message = err instanceof Error ? err.message : String(err);
      sendJson(res, status, { error: { code: status, message } });
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET,HEAD,POST,PUT,DELETE,OPTIONS');
    if (req.method === 'OPTIONS') return void res.end();
    const url = new URL(req.url ?? '/', origin);
    const path = url.pathname.replace(/^\/storage\/v1(?=\/b\/)/, '');

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
      resumable.delete(url.searchParams.get('upload_id') ?? '');
      const body = await readBody(req);
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
      if (url.searchParams.get('alt') === 'media')
        return sendMedia(req, res, found.meta, found.data);
      return sendJson(res, 200, found.meta);
    }

    const list = /^\/b\/([^/]+)\/o$/.exec(path);
    if (list && req.method === 'GET') {
      const items = store.list(decodeURIComponent(list[1]!), url.searchParams.get('prefix') ?? '');
      return sendJson(res, 200, { kind: 'storage#objects', items });
    }

    const publicUrl = /^\/([^/]+)\/(.+)$/.exec(path);
    if (publicUrl && (req.method === 'GET' || req.method === 'HEAD')) {
      const found = store.get(decodeURIComponent(publicUrl[1]!), decodeURIComponent(publicUrl[2]!));
      if (found) return sendMedia(req, res, found.meta, found.data);
    }
    notFound(res, path);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  return {
    origin,
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

function readBody(req: IncomingMessage): Promise<Buffer> {
  return readBodyBytes(
    req,
    MAX_UPLOAD_BYTES,
    () => new PayloadTooLarge(`The upload is larger than ${MAX_UPLOAD_BYTES} bytes.`),
  );
}

function sendMedia(req: IncomingMessage, res: ServerResponse, meta: ObjectMetadata, data: Buffer) {
  res.writeHead(200, {
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
