import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { sendJson } from '../../src/http/httpIo';
import type { StorageMethod, StorageObject, StorageRuleset } from '../../src/rules/storage/index';
import type { BucketStore, ObjectMetadata } from './BucketStore';
import { firebaseCaller } from './firebaseCaller';
import { parseMultipartRelated } from './parseMultipartRelated';

type Auth = { uid: string; token: Record<string, unknown> } | null;

const TOKENS = 'firebaseStorageDownloadTokens';

/**
 * The Firebase Storage API (`/v0/b/{bucket}/o…`) that the `firebase/storage`
 * SDK speaks from a browser, answered as the Storage emulator answers it:
 * every request is decided by the project's `storage.rules` with the
 * caller's Firebase ID token as `request.auth`, except a download that
 * carries the object's download token (as Firebase serves `getDownloadURL`
 * links). Uploads: multipart (`uploadBytes`), resumable
 * (`uploadBytesResumable`) and plain media; also metadata, download, list,
 * metadata updates and delete. Without a ruleset nothing is allowed.
 */
export function createFirebaseApi(opts: {
  store: BucketStore;
  projectId: string;
  rules: StorageRuleset | null;
  readBody: (req: IncomingMessage) => Promise<Buffer>;
  origin: () => string;
}) {
  const { store, rules } = opts;
  const sessions = new Map<
    string,
    { bucket: string; name: string; meta: ObjectMetadata; auth: Auth; chunks: Buffer[] }
  >();

  return async function handleFirebase(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
  ): Promise<void> {
    res.setHeader(
      'Access-Control-Expose-Headers',
      'X-Goog-Upload-URL, X-Goog-Upload-Status, X-Goog-Upload-Size-Received, X-Goog-Upload-Chunk-Granularity',
    );
    const route = /^\/v0\/b\/([^/]+)\/o(?:\/([^/]+))?$/.exec(url.pathname);
    if (!route) return fail(res, 404, 'Not found: the Firebase Storage API is /v0/b/{bucket}/o.');
    const bucket = decodeURIComponent(route[1]!);
    const named = route[2] === undefined ? null : decodeURIComponent(route[2]);
    const caller = firebaseCaller(req.headers.authorization, opts.projectId);
    if ('refused' in caller) return fail(res, 401, caller.refused);
    const { auth } = caller;
    const method = (
      (req.headers['x-http-method-override'] as string | undefined) ??
      req.method ??
      'GET'
    ).toUpperCase();

    if (method === 'GET' && named === null) return list(res, bucket, url, auth);
    if (method === 'GET' && named !== null) return read(req, res, bucket, named, url, auth);
    if (method === 'DELETE' && named !== null) {
      const found = store.get(bucket, named);
      if (!found) return fail(res, 404, `Not found: ${named}`);
      if (!allowed('delete', bucket, named, auth, found.meta, null)) return denied(res, 'WRITE');
      store.remove(bucket, named);
      return void res.writeHead(204).end();
    }
    if (method === 'PATCH' && named !== null) {
      const found = store.get(bucket, named);
      if (!found) return fail(res, 404, `Not found: ${named}`);
      const patch = JSON.parse((await opts.readBody(req)).toString('utf8') || '{}') as
        ObjectMetadata | undefined;
      const next = mergeFirebaseMetadata(found.meta, patch ?? {});
      if (!allowed('update', bucket, named, auth, found.meta, withSize(next, found.data.length)))
        return denied(res, 'WRITE');
      return sendJson(res, 200, firebaseMetadata(store.put(bucket, next, found.data)));
    }
    if (method === 'POST' || method === 'PUT') return upload(req, res, bucket, named, url, auth);
    return fail(res, 405, `${method} is not a Firebase Storage method here.`);
  };

  function allowed(
    method: StorageMethod,
    bucket: string,
    path: string,
    auth: Auth,
    stored: ObjectMetadata | null,
    incoming: StorageObject | null,
  ): boolean {
    if (!rules) return false;
    return rules.authorize({
      bucket,
      path,
      method,
      auth,
      time: new Date(),
      resource: stored ? rulesObject(stored) : null,
      requestResource: incoming,
    }).allowed;
  }

  function list(res: ServerResponse, bucket: string, url: URL, auth: Auth): void {
    const prefix = url.searchParams.get('prefix') ?? '';
    if (prefix && !prefix.endsWith('/'))
      return fail(
        res,
        400,
        'The prefix parameter is required to be empty or ends with a single / character.',
      );
    if (!allowed('list', bucket, prefix, auth, null, null)) return denied(res, 'LIST');
    const delimiter = url.searchParams.get('delimiter') ?? '';
    const prefixes = new Set<string>();
    const items: { name: string; bucket: string }[] = [];
    for (const meta of store.list(bucket, prefix)) {
      const name = String(meta.name);
      const rest = name.slice(prefix.length);
      const cut = delimiter ? rest.indexOf(delimiter) : -1;
      if (cut >= 0) prefixes.add(prefix + rest.slice(0, cut + delimiter.length));
      else items.push({ name, bucket });
    }
    sendJson(res, 200, { prefixes: [...prefixes], items });
  }

  function read(
    req: IncomingMessage,
    res: ServerResponse,
    bucket: string,
    name: string,
    url: URL,
    auth: Auth,
  ): void {
    const found = store.get(bucket, name);
    const token = url.searchParams.get('token');
    const tokenMatches =
      found !== null &&
      token !== null &&
      String(found.meta.metadata?.[TOKENS] ?? '')
        .split(',')
        .includes(token);
    // Rules decide before existence is told, as Firebase answers 403 for both.
    if (!tokenMatches && !allowed('get', bucket, name, auth, found?.meta ?? null, null))
      return denied(res, 'READ');
    if (!found) return fail(res, 404, `Not found: ${name}`);
    if (url.searchParams.get('alt') !== 'media')
      return sendJson(res, 200, firebaseMetadata(found.meta));
    res.writeHead(200, {
      'Content-Type': found.meta.contentType ?? 'application/octet-stream',
      'Content-Length': found.data.length,
      ...(typeof found.meta.contentDisposition === 'string'
        ? { 'Content-Disposition': found.meta.contentDisposition }
        : {}),
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(req.method === 'HEAD' ? undefined : found.data);
  }

  async function upload(
    req: IncomingMessage,
    res: ServerResponse,
    bucket: string,
    named: string | null,
    url: URL,
    auth: Auth,
  ): Promise<void> {
    const name = named ?? url.searchParams.get('name');
    const command = String(req.headers['x-goog-upload-command'] ?? '').toLowerCase();
    const protocol = String(req.headers['x-goog-upload-protocol'] ?? '').toLowerCase();
    if (!name) return fail(res, 400, 'An upload names its object (?name=).');
    if (name.includes('..')) return fail(res, 400, `Invalid object name: ${name}`);
    const body = await opts.readBody(req);

    if (command === 'start') {
      const id = randomUUID();
      const meta = { ...(body.length ? (JSON.parse(body.toString('utf8')) as object) : {}) };
      sessions.set(id, { bucket, name, meta: { ...meta, name }, auth, chunks: [] });
      const next = new URL(`/v0/b/${encodeURIComponent(bucket)}/o`, opts.origin());
      next.searchParams.set('name', name);
      next.searchParams.set('upload_id', id);
      next.searchParams.set('upload_protocol', 'resumable');
      res.writeHead(200, {
        'X-Goog-Upload-Status': 'active',
        'X-Goog-Upload-URL': next.toString(),
        'X-Goog-Upload-Chunk-Granularity': '262144',
      });
      return void res.end();
    }
    if (command) {
      const id = url.searchParams.get('upload_id') ?? '';
      const session = sessions.get(id);
      if (!session) return fail(res, 404, 'Unknown upload session.');
      const received = () => session.chunks.reduce((sum, chunk) => sum + chunk.length, 0);
      if (command === 'query') {
        res.writeHead(200, {
          'X-Goog-Upload-Status': 'active',
          'X-Goog-Upload-Size-Received': String(received()),
        });
        return void res.end();
      }
      if (command === 'cancel') {
        sessions.delete(id);
        return void res.writeHead(200).end();
      }
      if (command.includes('upload')) session.chunks.push(body);
      if (!command.includes('finalize')) {
        res.writeHead(200, { 'X-Goog-Upload-Status': 'active' });
        return void res.end();
      }
      sessions.delete(id);
      res.setHeader('X-Goog-Upload-Status', 'final');
      // The session is its starter's: rules see who opened it.
      const data = Buffer.concat(session.chunks);
      return save(res, session.bucket, session.name, session.meta, data, session.auth);
    }
    if (protocol === 'multipart') {
      const parts = parseMultipartRelated(req.headers['content-type'] ?? '', body);
      const meta = JSON.parse(parts[0]?.body.toString('utf8') ?? '{}') as ObjectMetadata;
      meta.contentType ??= parts[1]?.contentType;
      return save(res, bucket, name, meta, parts[1]?.body ?? Buffer.alloc(0), auth);
    }
    return save(res, bucket, name, { contentType: req.headers['content-type'] }, body, auth);
  }

  /** Creates or replaces an object once the rules allow it (`create` or `update`). */
  function save(
    res: ServerResponse,
    bucket: string,
    name: string,
    meta: ObjectMetadata,
    data: Buffer,
    auth: Auth,
  ): void {
    const existing = store.get(bucket, name);
    const custom = Object.fromEntries(
      Object.entries(meta.metadata ?? {}).map(([key, value]) => [key, String(value)]),
    );
    const next: ObjectMetadata = {
      ...pick(meta),
      name,
      contentType: meta.contentType ?? 'application/octet-stream',
      metadata: { ...custom, [TOKENS]: custom[TOKENS] ?? randomUUID() },
    };
    const method = existing ? 'update' : 'create';
    if (!allowed(method, bucket, name, auth, existing?.meta ?? null, withSize(next, data.length)))
      return denied(res, 'WRITE');
    sendJson(res, 200, firebaseMetadata(store.put(bucket, next, data)));
  }
}

/** The object fields a Firebase upload or update may set. */
function pick(meta: ObjectMetadata): ObjectMetadata {
  const fields = ['cacheControl', 'contentDisposition', 'contentEncoding', 'contentLanguage'];
  return Object.fromEntries(
    Object.entries(meta).filter(
      ([key, value]) => fields.includes(key) && typeof value === 'string',
    ),
  );
}

/** A metadata update: given fields replace, custom metadata merges (null removes a key). */
function mergeFirebaseMetadata(current: ObjectMetadata, patch: ObjectMetadata): ObjectMetadata {
  const custom: Record<string, string> = { ...current.metadata };
  for (const [key, value] of Object.entries(patch.metadata ?? {})) {
    if (value === null) delete custom[key];
    else if (key !== TOKENS) custom[key] = String(value);
  }
  return {
    ...current,
    ...pick(patch),
    ...(typeof patch.contentType === 'string' ? { contentType: patch.contentType } : {}),
    metadata: custom,
  };
}

function withSize(meta: ObjectMetadata, size: number): StorageObject {
  return { ...rulesObject(meta), size };
}

/** An object as `resource` / `request.resource` in storage.rules. */
function rulesObject(meta: ObjectMetadata): StorageObject {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const time = (value: unknown) => (typeof value === 'string' ? new Date(value) : undefined);
  const object: StorageObject = {
    size: Number(meta.size ?? 0),
    metadata: meta.metadata ?? {},
  };
  for (const [key, value] of Object.entries({
    name: text(meta.name),
    bucket: text(meta.bucket),
    contentType: text(meta.contentType),
    md5Hash: text(meta.md5Hash),
    crc32c: text(meta.crc32c),
    cacheControl: text(meta.cacheControl),
    contentDisposition: text(meta.contentDisposition),
    contentEncoding: text(meta.contentEncoding),
    contentLanguage: text(meta.contentLanguage),
    generation: meta.generation === undefined ? undefined : Number(meta.generation),
    timeCreated: time(meta.timeCreated),
    updated: time(meta.updated),
  }))
    if (value !== undefined) (object as unknown as Record<string, unknown>)[key] = value;
  return object;
}

/** An object as the Firebase API describes it (the SDK's FullMetadata). */
function firebaseMetadata(meta: ObjectMetadata): Record<string, unknown> {
  const { [TOKENS]: tokens, ...custom } = meta.metadata ?? {};
  return {
    name: meta.name,
    bucket: meta.bucket,
    generation: meta.generation,
    metageneration: '1',
    contentType: meta.contentType,
    timeCreated: meta.timeCreated,
    updated: meta.updated,
    storageClass: 'STANDARD',
    size: meta.size,
    md5Hash: meta.md5Hash,
    crc32c: meta.crc32c,
    etag: meta.md5Hash,
    downloadTokens: tokens ?? '',
    contentEncoding: meta.contentEncoding ?? 'identity',
    contentDisposition: meta.contentDisposition,
    cacheControl: meta.cacheControl,
    metadata: custom,
  };
}

function fail(res: ServerResponse, code: number, message: string): void {
  sendJson(res, code, { error: { code, message } });
}

/** Firebase's refusal: the SDK reads 403 as `storage/unauthorized`. */
function denied(res: ServerResponse, permission: 'READ' | 'WRITE' | 'LIST'): void {
  fail(res, 403, `Permission denied. No ${permission} permission.`);
}
