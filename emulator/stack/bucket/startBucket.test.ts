import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Storage } from '@google-cloud/storage';
import { startBucket } from './startBucket';
import { crc32c } from './crc32c';

describe('local bucket through @google-cloud/storage', () => {
  let bucket: Awaited<ReturnType<typeof startBucket>>;
  let storage: Storage;

  beforeAll(async () => {
    bucket = await startBucket({
      host: '127.0.0.1',
      port: 19199,
      dir: mkdtempSync(join(tmpdir(), 'bucket-')),
    });
    storage = new Storage({ apiEndpoint: bucket.origin, projectId: 'demo-voiceglow' });
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
    const res = await fetch(
      `${bucket.origin}/upload/storage/v1/b/demo-bucket/o?uploadType=media&name=big.bin`,
      { method: 'POST', body: tooBig, headers: { 'content-type': 'application/octet-stream' } },
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
    await file.save(data, { resumable: true, contentType: 'application/octet-stream' });
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

describe('crc32c', () => {
  it('matches the published check value', () => {
    // CRC-32C of "123456789" is 0xE3069283.
    expect(Buffer.from(crc32c(Buffer.from('123456789')), 'base64').readUInt32BE()).toBe(0xe3069283);
  });
});
