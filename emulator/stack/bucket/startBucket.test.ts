import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Storage } from '@google-cloud/storage';
import { startBucket } from './startBucket';
import { crc32c } from './crc32c';
import { createServiceAccount } from './serviceAccount';

describe('local bucket through @google-cloud/storage', () => {
  let bucket: Awaited<ReturnType<typeof startBucket>>;
  let storage: Storage;

  beforeAll(async () => {
    bucket = await startBucket({
      host: '127.0.0.1',
      port: 19199,
      dir: mkdtempSync(join(tmpdir(), 'bucket-')),
    });
    // As the functions call it: with the service account the bucket trusts.
    storage = new Storage({
      apiEndpoint: bucket.origin,
      projectId: 'demo-voiceglow',
      credentials: bucket.serviceAccount,
      useAuthWithCustomEndpoint: true,
    });
  });
  afterAll(() => bucket.close());

  it('stores a simple upload with its metadata and serves it publicly', async () => {
    const file = storage.bucket('demo-bucket').file('uploads/a1/hello-abcdefgh.txt');
    await file.save('hello world', {
      resumable: false,
      contentType: 'text/plain',
      metadata: { cacheControl: 'public, max-age=31536000' },
    });
    const [meta] = await file.getMetadata();
    expect(meta.size).toBe('11');
    expect(meta.contentType).toBe('text/plain');
    expect(meta.cacheControl).toBe('public, max-age=31536000');
    const [content] = await file.download();
    expect(content.toString()).toBe('hello world');

    const res = await fetch(`${bucket.origin}/demo-bucket/uploads/a1/hello-abcdefgh.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000');
    expect(await res.text()).toBe('hello world');
  });

  it('refuses an upload above its size bound with a JSON 413 and keeps serving', async () => {
    const tooBig = Buffer.alloc(64 * 1024 * 1024 + 1);
    const { Authorization: authorization } = (await storage.authClient.getRequestHeaders(
      bucket.origin,
    )) as { Authorization: string };
    const res = await fetch(
      `${bucket.origin}/upload/storage/v1/b/demo-bucket/o?uploadType=media&name=big.bin`,
      {
        method: 'POST',
        body: tooBig,
        headers: {
          'content-type': 'application/octet-stream',
          authorization,
        },
      },
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: { code: 413, message: 'The upload is larger than 67108864 bytes.' },
    });
    const [exists] = await storage.bucket('demo-bucket').file('big.bin').exists();
    expect(exists).toBe(false);
  });

  it('accepts resumable uploads of binary data', async () => {
    const data = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 256));
    const file = storage.bucket('demo-bucket').file('uploads/bin.dat');
    // The session is opened with the service account's token (save() alone
    // would open it without one on a custom endpoint); the session URI then
    // carries the permission, as in Cloud Storage.
    const [uri] = await file.createResumableUpload({
      metadata: { contentType: 'application/octet-stream' },
    });
    await file.save(data, { resumable: true, uri, contentType: 'application/octet-stream' });
    const [content] = await file.download();
    expect(content.equals(data)).toBe(true);
  });

  it('answers 404 for missing objects and deletes existing ones', async () => {
    const missing = storage.bucket('demo-bucket').file('nope.txt');
    await expect(missing.download()).rejects.toMatchObject({ code: 404 });
    const file = storage.bucket('demo-bucket').file('gone.txt');
    await file.save('x', { resumable: false });
    await file.delete();
    const [exists] = await file.exists();
    expect(exists).toBe(false);
  });
});

describe('who the local bucket answers', () => {
  let bucket: Awaited<ReturnType<typeof startBucket>>;
  const as = (key: ReturnType<typeof createServiceAccount>) =>
    new Storage({
      apiEndpoint: bucket.origin,
      projectId: 'demo-voiceglow',
      credentials: key,
      useAuthWithCustomEndpoint: true,
    }).bucket('demo-bucket');

  beforeAll(async () => {
    bucket = await startBucket({
      host: '127.0.0.1',
      port: 0,
      dir: mkdtempSync(join(tmpdir(), 'bucket-')),
    });
    await as(bucket.serviceAccount).file('uploads/kept.txt').save('kept', { resumable: false });
  });
  afterAll(() => bucket.close());

  it('refuses anonymous write, list, read of metadata and delete on the API', async () => {
    const api = `${bucket.origin}/storage/v1/b/demo-bucket/o`;
    const attempts = [
      fetch(`${bucket.origin}/upload/storage/v1/b/demo-bucket/o?uploadType=media&name=x.txt`, {
        method: 'POST',
        body: 'x',
      }),
      fetch(`${api}?prefix=uploads/`),
      fetch(`${api}/${encodeURIComponent('uploads/kept.txt')}`),
      fetch(`${api}/${encodeURIComponent('uploads/kept.txt')}`, { method: 'DELETE' }),
      fetch(`${api}/${encodeURIComponent('uploads/kept.txt')}`, {
        method: 'PATCH',
        body: '{"contentType":"text/html"}',
      }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(401);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
        /^Anonymous caller: the bucket's API answers only the project's service account/,
      );
    }
    // A plain PUT to an object's URL (no signature) writes nothing either.
    const put = await fetch(`${bucket.origin}/demo-bucket/uploads/kept.txt`, {
      method: 'PUT',
      body: 'changed',
    });
    expect(put.status).toBe(403);
    const served = await fetch(`${bucket.origin}/demo-bucket/uploads/kept.txt`);
    expect(await served.text()).toBe('kept');
  });

  it("refuses another key's token, even one naming the same account", async () => {
    const stranger = createServiceAccount('demo-voiceglow');
    await expect(as(stranger).file('uploads/kept.txt').delete()).rejects.toMatchObject({
      code: 401,
    });
    const impostor = { ...stranger, private_key_id: bucket.serviceAccount.private_key_id };
    await expect(as(impostor).getFiles()).rejects.toMatchObject({ code: 401 });
    const [files] = await as(bucket.serviceAccount).getFiles({ prefix: 'uploads/' });
    expect(files.map((file) => file.name)).toEqual(['uploads/kept.txt']);
  });

  it('takes a signed PUT only as signed, and only before it expires', async () => {
    const file = as(bucket.serviceAccount).file('uploads/signed.txt');
    const sign = (expires: number) =>
      file.getSignedUrl({
        version: 'v4',
        action: 'write',
        expires,
        contentType: 'text/plain',
        extensionHeaders: { 'x-goog-content-length-range': '5,5' },
      });
    const [url] = await sign(Date.now() + 60_000);
    const headers = { 'content-type': 'text/plain', 'x-goog-content-length-range': '5,5' };
    const forged = url.replace(/X-Goog-Signature=[0-9a-f]{8}/, 'X-Goog-Signature=00000000');
    expect((await fetch(forged, { method: 'PUT', headers, body: 'hello' })).status).toBe(403);
    expect((await fetch(url, { method: 'PUT', headers, body: 'hello!' })).status).toBe(400);
    expect((await fetch(url, { method: 'PUT', headers, body: 'hello' })).status).toBe(200);
    const [content] = await file.download();
    expect(content.toString()).toBe('hello');
    const [{ contentType }] = await file.getMetadata();
    expect(contentType).toBe('text/plain');
    const [strangerUrl] = await as(createServiceAccount('demo-voiceglow'))
      .file('uploads/signed.txt')
      .getSignedUrl({ version: 'v4', action: 'write', expires: Date.now() + 60_000 });
    expect((await fetch(strangerUrl, { method: 'PUT', body: 'evil!' })).status).toBe(403);
  });
});

describe('crc32c', () => {
  it('matches the published check value', () => {
    // CRC-32C of "123456789" is 0xE3069283.
    expect(Buffer.from(crc32c(Buffer.from('123456789')), 'base64').readUInt32BE()).toBe(0xe3069283);
  });
});
