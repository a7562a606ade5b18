/** Bad input gets the service's error codes and never takes the emulator down. */
import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminHarness, type AdminHarness } from './support/adminClient';

let h: AdminHarness;
let raw: grpc.Client;
beforeAll(async () => {
  h = await startAdminHarness('demo-bad');
  raw = new grpc.Client(h.emulator.address, grpc.credentials.createInsecure());
});
afterAll(async () => {
  raw.close();
  await h.close();
});

const codeOf = async (p: Promise<unknown>) =>
  (
    (await p.then(
      () => undefined,
      (e: unknown) => e,
    )) as { code?: number }
  )?.code;

/** A unary call with raw bytes, bypassing any client-side encoding. */
function rawUnary(method: string, body: Buffer): Promise<grpc.ServiceError | Buffer> {
  return new Promise((resolve) => {
    raw.makeUnaryRequest(
      `/google.firestore.v1.Firestore/${method}`,
      (b: Buffer) => b,
      (b: Buffer) => b,
      body,
      (err, res) => resolve(err ?? (res as Buffer)),
    );
  });
}

describe('bad input', () => {
  it('refuses documents over 1 MiB with INVALID_ARGUMENT and the size in the message', async () => {
    const err = await h
      .db()
      .doc('big/doc')
      .set({ blob: 'x'.repeat(1_048_576) })
      .catch((e: unknown) => e);
    expect((err as { code: number }).code).toBe(3);
    expect((err as Error).message).toMatch(
      /cannot be written because its size \([\d,]+ bytes\) exceeds the maximum allowed size of 1,048,576 bytes/,
    );
    expect((await h.db().doc('big/doc').get()).exists).toBe(false);
  });

  it('accepts a document just under the limit', async () => {
    await h
      .db()
      .doc('big/ok')
      .set({ blob: 'x'.repeat(1_048_000) });
    expect(((await h.db().doc('big/ok').get()).get('blob') as string).length).toBe(1_048_000);
  });

  it('refuses reserved and malformed ids with INVALID_ARGUMENT', async () => {
    const db = h.db();
    expect(await codeOf(db.doc('c/__reserved__').set({ a: 1 }))).toBe(3);
    expect(await codeOf(db.doc('__col__/d').get())).toBe(3);
    expect(await codeOf(db.collection('c').doc('x'.repeat(1501)).set({ a: 1 }))).toBe(3);
  });

  it('answers INVALID_ARGUMENT to malformed protobuf messages', async () => {
    const err = (await rawUnary(
      'Commit',
      Buffer.from([0x0a, 0xff, 0xff, 0xff, 0xff, 0x0f, 0x01]),
    )) as grpc.ServiceError;
    expect(err.code).toBe(grpc.status.INVALID_ARGUMENT);
  });

  it('answers INVALID_ARGUMENT to well-formed requests naming no valid database', async () => {
    // CommitRequest { database: "nonsense" }
    const body = Buffer.concat([Buffer.from([0x0a, 8]), Buffer.from('nonsense')]);
    const err = (await rawUnary('Commit', body)) as grpc.ServiceError;
    expect(err.code).toBe(grpc.status.INVALID_ARGUMENT);
  });

  it('answers UNIMPLEMENTED to unknown methods', async () => {
    const err = (await rawUnary('NoSuchMethod', Buffer.alloc(0))) as grpc.ServiceError;
    expect(err.code).toBe(grpc.status.UNIMPLEMENTED);
  });

  it('keeps serving after all of the above', async () => {
    await h.db().doc('still/alive').set({ ok: true });
    expect((await h.db().doc('still/alive').get()).get('ok')).toBe(true);
  });

  it('rejects an unknown transaction id on commit', async () => {
    const err = await rawUnary(
      'Commit',
      // CommitRequest { database, transaction: "nope" }
      Buffer.concat([
        Buffer.from([0x0a, 38]),
        Buffer.from('projects/demo-bad/databases/(default)'),
        Buffer.from([0x1a, 4]),
        Buffer.from('nope'),
      ]),
    );
    expect((err as grpc.ServiceError).code).toBe(grpc.status.INVALID_ARGUMENT);
  });
});

describe('well-formed messages with invalid content', () => {
  const DB = 'projects/demo-bad/databases/(default)';
  let client: grpc.Client & Record<string, (...args: unknown[]) => unknown>;
  beforeAll(async () => {
    const { loadFirestoreService } = await import('../src/grpc/loadFirestoreService');
    const Service = grpc.makeGenericClientConstructor(loadFirestoreService(), 'Firestore');
    client = new Service(h.emulator.address, grpc.credentials.createInsecure()) as typeof client;
  });
  afterAll(() => client.close());

  const unary = (method: string, req: unknown) =>
    new Promise<grpc.ServiceError | undefined>((resolve) =>
      client[method]!(req, (err: grpc.ServiceError | null) => resolve(err ?? undefined)),
    );
  const streamed = (method: string, req: unknown) =>
    new Promise<grpc.ServiceError | undefined>((resolve) => {
      const call = client[method]!(req) as grpc.ClientReadableStream<unknown>;
      call.on('data', () => undefined);
      call.on('error', (e: grpc.ServiceError) => resolve(e));
      call.on('end', () => resolve(undefined));
    });

  it.each([
    ['a write without an operation', { database: DB, writes: [{}] }],
    [
      'a value without a type',
      { database: DB, writes: [{ update: { name: `${DB}/documents/c/d`, fields: { a: {} } } }] },
    ],
    [
      'an array inside an array',
      {
        database: DB,
        writes: [
          {
            update: {
              name: `${DB}/documents/c/d`,
              fields: { a: { arrayValue: { values: [{ arrayValue: {} }] } } },
            },
          },
        ],
      },
    ],
    ['a collection name as document', { database: DB, writes: [{ delete: `${DB}/documents/c` }] }],
    [
      'a document of another database',
      { database: DB, writes: [{ delete: 'projects/x/databases/y/documents/c/d' }] },
    ],
    [
      'a transform without a type',
      {
        database: DB,
        writes: [
          { update: { name: `${DB}/documents/c/d` }, updateTransforms: [{ fieldPath: 'a' }] },
        ],
      },
    ],
    [
      'a bad field path',
      {
        database: DB,
        writes: [{ update: { name: `${DB}/documents/c/d` }, updateMask: { fieldPaths: ['a..b'] } }],
      },
    ],
  ])('Commit with %s is INVALID_ARGUMENT', async (_label, req) => {
    expect((await unary('Commit', req))?.code).toBe(grpc.status.INVALID_ARGUMENT);
  });

  it.each([
    ['no collection', { from: [] }],
    ['an empty filter', { from: [{ collectionId: 'c' }], where: {} }],
    [
      'an unknown operator',
      {
        from: [{ collectionId: 'c' }],
        where: {
          fieldFilter: {
            field: { fieldPath: 'a' },
            op: 'OPERATOR_UNSPECIFIED',
            value: { integerValue: '1' },
          },
        },
      },
    ],
    ['an order without a field', { from: [{ collectionId: 'c' }], orderBy: [{}] }],
    [
      'too many cursor values',
      {
        from: [{ collectionId: 'c' }],
        startAt: { values: [{ integerValue: '1' }, { integerValue: '2' }] },
      },
    ],
    [
      'an empty IN list',
      {
        from: [{ collectionId: 'c' }],
        where: { fieldFilter: { field: { fieldPath: 'a' }, op: 'IN', value: { arrayValue: {} } } },
      },
    ],
  ])('RunQuery with %s is INVALID_ARGUMENT', async (_label, structuredQuery) => {
    const err = await streamed('RunQuery', { parent: `${DB}/documents`, structuredQuery });
    expect(err?.code).toBe(grpc.status.INVALID_ARGUMENT);
  });

  it('answers every method fed random bytes with a status, and keeps serving', async () => {
    for (const method of [
      'GetDocument',
      'Commit',
      'BatchWrite',
      'BeginTransaction',
      'Rollback',
      'ListDocuments',
      'ListCollectionIds',
    ]) {
      const err = (await rawUnary(method, Buffer.from([0x12, 0x05, 0xff]))) as grpc.ServiceError;
      expect(err.code, method).toBe(grpc.status.INVALID_ARGUMENT);
    }
    await h.db().doc('still/alive2').set({ ok: true });
    expect((await h.db().doc('still/alive2').get()).get('ok')).toBe(true);
  });
});
