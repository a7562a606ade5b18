/**
 * The REST API and the emulator-only endpoints over raw HTTP: document
 * resources (GET/PATCH/POST/DELETE, lists), custom methods, error shapes and
 * status codes, CORS, auth, rules loading, clearing, export and debug views.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator } from '../src/server';

const PROJECT = 'demo-http';
const DB = `projects/${PROJECT}/databases/(default)`;
let emulator: Awaited<ReturnType<typeof startEmulator>>;
let base: string;

beforeAll(async () => {
  emulator = await startEmulator({ host: '127.0.0.1', port: 0, quiet: true });
  base = `http://127.0.0.1:${emulator.port}`;
});

afterAll(async () => {
  await emulator.close();
});

beforeEach(async () => {
  await fetch(`${base}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  await fetch(`${base}/emulator/v1/projects/${PROJECT}/databases/other/documents`, {
    method: 'DELETE',
  });
  await putRules(OPEN_RULES);
});

const OPEN_RULES =
  'rules_version = "2"; service cloud.firestore { match /databases/{db}/documents { match /{doc=**} { allow read, write: if true; } } }';

function putRules(content: string, extra: object = {}): Promise<Response> {
  return fetch(`${base}/emulator/v1/projects/${PROJECT}:securityRules`, {
    method: 'PUT',
    headers: { Authorization: 'Bearer owner' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content }] }, ...extra }),
  });
}

async function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'Content-Type': 'text/plain', ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field
    json: text ? (JSON.parse(text) as Record<string, any>) : null,
  };
}

const commit = (db: string, writes: unknown[], headers?: Record<string, string>) =>
  call('POST', `/v1/${db}/documents:commit`, { writes }, headers);

describe('document resources', () => {
  it('creates, reads, patches with masks, lists and deletes', async () => {
    const created = await call('POST', `/v1/${DB}/documents/rooms?documentId=r1`, {
      fields: { title: { stringValue: 'one' }, n: { integerValue: '1' } },
    });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({
      name: `${DB}/documents/rooms/r1`,
      fields: { n: { integerValue: '1' } },
    });
    expect(created.json!.createTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);

    const again = await call('POST', `/v1/${DB}/documents/rooms?documentId=r1`, { fields: {} });
    expect(again.status).toBe(409);
    expect(again.json!.error.status).toBe('ALREADY_EXISTS');

    const patched = await call(
      'PATCH',
      `/v1/${DB}/documents/rooms/r1?updateMask.fieldPaths=n&updateMask.fieldPaths=extra&mask.fieldPaths=n`,
      { fields: { n: { integerValue: '2' }, title: { stringValue: 'ignored' } } },
    );
    expect(patched.status).toBe(200);
    expect(patched.json!.fields).toEqual({ n: { integerValue: '2' } });

    const read = await call('GET', `/v1/${DB}/documents/rooms/r1`);
    expect(read.json!.fields).toEqual({ title: { stringValue: 'one' }, n: { integerValue: '2' } });

    await call('POST', `/v1/${DB}/documents/rooms?documentId=r2`, {
      fields: { n: { integerValue: '5' } },
    });
    const list = await call('GET', `/v1/${DB}/documents/rooms?pageSize=10&mask.fieldPaths=n`);
    expect(list.json!.documents.map((d: { name: string }) => d.name.split('/').pop())).toEqual([
      'r1',
      'r2',
    ]);
    expect(list.json!.documents[0].fields).toEqual({ n: { integerValue: '2' } });

    const exists = await call(
      'DELETE',
      `/v1/${DB}/documents/rooms/r1?currentDocument.exists=false`,
    );
    expect(exists.status).toBe(409);
    expect(exists.json!.error.status).toBe('ALREADY_EXISTS');
    const stale = await call(
      'DELETE',
      `/v1/${DB}/documents/rooms/r1?currentDocument.updateTime=2001-01-01T00:00:00Z`,
    );
    expect(stale.status).toBe(400);
    expect(stale.json!.error.status).toBe('FAILED_PRECONDITION');
    expect((await call('DELETE', `/v1/${DB}/documents/rooms/r1`)).json).toEqual({});
    const gone = await call('GET', `/v1/${DB}/documents/rooms/r1`);
    expect(gone.status).toBe(404);
    expect(gone.json!.error).toMatchObject({ code: 404, status: 'NOT_FOUND' });
  });

  it('answers batchGet, runQuery and listCollectionIds as proto3 JSON', async () => {
    await commit(DB, [
      { update: { name: `${DB}/documents/a/1`, fields: { v: { doubleValue: 'NaN' } } } },
      { update: { name: `${DB}/documents/a/1/sub/x`, fields: {} } },
      {
        update: {
          name: `${DB}/documents/b/2`,
          fields: { t: { timestampValue: '2024-05-06T07:08:09.5Z' } },
        },
      },
    ]);
    const got = await call('POST', `/v1/${DB}/documents:batchGet`, {
      documents: [`${DB}/documents/a/1`, `${DB}/documents/a/none`],
    });
    expect(got.status).toBe(200);
    expect(got.json).toHaveLength(2);
    expect(got.json![0].found.fields.v).toEqual({ doubleValue: 'NaN' });
    expect(got.json![1].missing).toBe(`${DB}/documents/a/none`);
    expect(typeof got.json![0].readTime).toBe('string');

    const q = await call('POST', `/v1/${DB}/documents:runQuery`, {
      structuredQuery: { from: [{ collectionId: 'b' }], limit: 5 },
    });
    expect(q.json![0].document.fields.t).toEqual({ timestampValue: '2024-05-06T07:08:09.500Z' });

    const ids = await call('POST', `/v1/${DB}/documents:listCollectionIds`, {});
    expect(ids.json!.collectionIds).toEqual(['a', 'b']);
    const subIds = await call('POST', `/v1/${DB}/documents/a/1:listCollectionIds`, {});
    expect(subIds.json!.collectionIds).toEqual(['sub']);
  });

  it('keeps databases apart', async () => {
    const other = `projects/${PROJECT}/databases/other`;
    await commit(other, [
      { update: { name: `${other}/documents/c/d`, fields: { x: { booleanValue: true } } } },
    ]);
    expect((await call('GET', `/v1/${other}/documents/c/d`)).status).toBe(200);
    expect((await call('GET', `/v1/${DB}/documents/c/d`)).status).toBe(404);
  });

  it('begins, uses and rolls back transactions', async () => {
    const begun = await call('POST', `/v1/${DB}/documents:beginTransaction`, {});
    expect(typeof begun.json!.transaction).toBe('string');
    const read = await call('POST', `/v1/${DB}/documents:batchGet`, {
      documents: [`${DB}/documents/t/1`],
      transaction: begun.json!.transaction,
    });
    expect(read.json![0].missing).toBe(`${DB}/documents/t/1`);
    expect(
      (await call('POST', `/v1/${DB}/documents:rollback`, { transaction: begun.json!.transaction }))
        .json,
    ).toEqual({});
  });
});

describe('errors', () => {
  it.each([
    ['malformed JSON', `/v1/${DB}/documents:commit`, '{"writes": [', 400, 'INVALID_ARGUMENT'],
    ['an unknown field', `/v1/${DB}/documents:commit`, { nope: 1 }, 400, 'INVALID_ARGUMENT'],
    [
      'a bad integer',
      `/v1/${DB}/documents:commit`,
      {
        writes: [{ update: { name: `${DB}/documents/c/d`, fields: { n: { integerValue: 'x' } } } }],
      },
      400,
      'INVALID_ARGUMENT',
    ],
    ['an unknown method', `/v1/${DB}/documents:explode`, {}, 404, 'NOT_FOUND'],
    [
      'an invalid document path',
      `/v1/${DB}/documents:commit`,
      { writes: [{ update: { name: `${DB}/documents/c`, fields: {} } }] },
      400,
      'INVALID_ARGUMENT',
    ],
  ])(
    'answers %s with the HTTP code Google maps the gRPC code to',
    async (_, path, body, status, name) => {
      const res = await call('POST', path, body);
      expect(res.status).toBe(status);
      expect(res.json!.error).toMatchObject({ code: status, status: name });
      expect(typeof res.json!.error.message).toBe('string');
    },
  );

  it('rejects a document over 1 MiB', async () => {
    const big = 'x'.repeat(1024 * 1024 + 10);
    const res = await commit(DB, [
      { update: { name: `${DB}/documents/c/big`, fields: { s: { stringValue: big } } } },
    ]);
    expect(res.status).toBe(400);
    expect(res.json!.error.status).toBe('INVALID_ARGUMENT');
  });

  it('answers a rules denial with 403 and the failing location', async () => {
    await putRules(`rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /locked/{id} {
      allow read: if false;
    }
  }
}`);
    const res = await call('GET', `/v1/${DB}/documents/locked/x`);
    expect(res.status).toBe(403);
    expect(res.json!.error.status).toBe('PERMISSION_DENIED');
    expect(res.json!.error.message).toMatch(/@ L\d+/);
    const owner = await call('GET', `/v1/${DB}/documents/locked/x`, undefined, {
      Authorization: 'Bearer owner',
    });
    expect(owner.status).toBe(404);
  });
});

describe('CORS', () => {
  it('answers a preflight for any origin and requested headers, with credentials', async () => {
    const res = await fetch(`${base}/v1/${DB}/documents:commit`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'authorization,content-type,x-goog-api-client,google-cloud-resource-prefix',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-headers')).toBe(
      'authorization,content-type,x-goog-api-client,google-cloud-resource-prefix',
    );
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('echoes the origin on answers and exposes the WebChannel session header', async () => {
    const res = await fetch(`${base}/v1/${DB}/documents/c/none`, {
      headers: { Origin: 'http://app.test' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://app.test');
    expect(res.headers.get('access-control-expose-headers')).toContain('X-HTTP-Session-Id');
  });
});

describe('emulator endpoints', () => {
  it('answers GET / with Ok', async () => {
    const res = await fetch(`${base}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('Ok');
  });

  it('rejects a bad rules file with 400 and the issue position', async () => {
    const res = await putRules(
      'rules_version = "2";\nservice cloud.firestore {\n  match /x { allow read: if ; }\n}',
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as {
      error: { status: string };
      issues: { sourcePosition: { line: number; column: number }; severity: string }[];
    };
    expect(body.error.status).toBe('INVALID_ARGUMENT');
    expect(body.issues[0]).toMatchObject({ severity: 'ERROR', sourcePosition: { line: 3 } });
    expect(body.issues[0]!.sourcePosition.column).toBeGreaterThan(0);
  });

  it('answers issues with 200 when firebase-tools asks to ignore errors', async () => {
    const res = await putRules('service cloud.firestore {', { ignore_errors: true });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { issues: unknown[] };
    expect(body.issues.length).toBeGreaterThan(0);
  });

  it('clears one database only', async () => {
    const other = `projects/${PROJECT}/databases/other`;
    await commit(DB, [{ update: { name: `${DB}/documents/c/d`, fields: {} } }]);
    await commit(other, [{ update: { name: `${other}/documents/c/d`, fields: {} } }]);
    const cleared = await fetch(
      `${base}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`,
      { method: 'DELETE' },
    );
    expect(cleared.status).toBe(200);
    expect((await call('GET', `/v1/${DB}/documents/c/d`)).status).toBe(404);
    expect((await call('GET', `/v1/${other}/documents/c/d`)).status).toBe(200);
  });

  it('lists databases and shows data for debugging', async () => {
    await commit(DB, [
      { update: { name: `${DB}/documents/rooms/r1`, fields: { n: { integerValue: '1' } } } },
    ]);
    await commit(DB, [{ update: { name: `${DB}/documents/rooms/r1/msgs/m1`, fields: {} } }]);
    const dbs = await call('GET', '/emulator/v1/databases');
    expect(dbs.json!.databases).toContain(DB);
    const root = await call('GET', `/emulator/v1/${DB}/documents`);
    expect(root.json!.collectionIds).toEqual(['rooms']);
    const room = await call('GET', `/emulator/v1/${DB}/documents/rooms/r1`);
    expect(room.json).toMatchObject({
      fields: { n: { integerValue: '1' } },
      collectionIds: ['msgs'],
    });
    const html = await fetch(`${base}/emulator/`);
    expect(html.headers.get('content-type')).toContain('text/html');
    expect(await html.text()).toContain(
      `href="/emulator/v1/projects/${PROJECT}/databases/(default)/documents/rooms"`,
    );
  });

  it('exports all data to a directory', async () => {
    await commit(DB, [{ update: { name: `${DB}/documents/rooms/r1`, fields: {} } }]);
    const dir = mkdtempSync(join(tmpdir(), 'emulator-export-'));
    const res = await fetch(`${base}/emulator/v1/projects/${PROJECT}:export`, {
      method: 'POST',
      body: JSON.stringify({ database: DB, export_directory: dir, export_name: 'snap' }),
    });
    expect(res.status).toBe(200);
    expect(readdirSync(join(dir, 'snap')).length).toBeGreaterThan(0);
  });
});
