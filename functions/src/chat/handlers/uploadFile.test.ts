import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { useEmulators, signUpOwner } from '../../testing/emulators';
import { startLocalBucket } from '../../testing/localServices';
import { seedAgent } from '../../testing/seed';
import { uploadFileCallable } from './uploadFile';

useEmulators();

let bucket: Awaited<ReturnType<typeof startLocalBucket>>;
let agentId: string;

beforeAll(async () => {
  bucket = await startLocalBucket();
  process.env.VG_STORAGE_ENDPOINT = bucket.origin;
  process.env.VG_STORAGE_BUCKET = 'demo-voiceglow.appspot.com';
  agentId = await seedAgent('na', (await signUpOwner()).uid);
});
afterAll(() => bucket.close());

/** The callable as Cloud Functions invokes it, for a signed-in visitor. */
const call = (data: unknown, auth: boolean = true) =>
  uploadFileCallable({
    data,
    ...(auth ? { auth: { uid: 'visitor-1', token: {} } } : {}),
  } as unknown as CallableRequest<unknown>);

const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('uploadFile', () => {
  it('stores the file under the agent with a random 8-character id, its extension and a year of caching', async () => {
    const result = await call({
      agentId,
      userId: 'u1',
      base64Payload: `data:image/png;base64,${png.toString('base64')}`,
      targetPath: 'chat/images',
      temporary: false,
      filename: 'Holiday Photo.PNG',
    });
    expect(result.path).toMatch(
      new RegExp(`^voiceglow/${agentId}/chat/images/[A-Za-z0-9_-]{8}\\.png$`),
    );
    expect(result.id).toHaveLength(8);
    expect(result).toMatchObject({
      filename: 'Holiday Photo.PNG',
      bucket: 'demo-voiceglow.appspot.com',
      sizeKB: 0,
    });
    const download = await fetch(result.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('cache-control')).toBe('public, max-age=31536000');
    expect(Buffer.from(await download.arrayBuffer()).equals(png)).toBe(true);
    const second = await call({
      agentId,
      userId: 'u1',
      base64Payload: png.toString('base64'),
      targetPath: 'chat',
    });
    expect(second.id).not.toBe(result.id);
  });

  it('serves pictures inline and everything else (HTML, SVG, mislabelled bytes) as a nosniff download', async () => {
    const served = async (base64Payload: string, filename: string) => {
      const result = await call({
        agentId,
        userId: 'u1',
        base64Payload,
        targetPath: 'uploads',
        filename,
      });
      const response = await fetch(result.url);
      await response.arrayBuffer();
      return {
        type: response.headers.get('content-type'),
        disposition: response.headers.get('content-disposition'),
        nosniff: response.headers.get('x-content-type-options'),
      };
    };
    const b64 = (text: string) => Buffer.from(text).toString('base64');
    expect(await served(`data:image/png;base64,${png.toString('base64')}`, 'a.png')).toEqual({
      type: 'image/png',
      disposition: 'inline',
      nosniff: 'nosniff',
    });
    for (const [payload, name] of [
      [`data:text/html;base64,${b64('<script>alert(1)</script>')}`, 'x.html'],
      [`data:image/svg+xml;base64,${b64('<svg onload="alert(1)"/>')}`, 'x.svg'],
      [`data:image/png;base64,${b64('<html><script>alert(1)</script>')}`, 'x.png'],
    ] as const) {
      expect(await served(payload, name), name).toEqual({
        type: 'application/octet-stream',
        disposition: 'attachment',
        nosniff: 'nosniff',
      });
    }
  });

  it('keeps temporary files apart', async () => {
    const result = await call({
      agentId,
      userId: 'u1',
      base64Payload: png.toString('base64'),
      targetPath: 'forms',
      temporary: true,
      filename: 'a.pdf',
    });
    expect(result.path).toMatch(new RegExp(`^voiceglow/${agentId}/tmp/forms/.{8}\\.pdf$`));
  });

  it('refuses anonymous calls, path tricks, non-base64 data, files over 30 MB and unknown agents', async () => {
    const base = {
      agentId,
      userId: 'u1',
      base64Payload: png.toString('base64'),
      targetPath: 'chat',
    };
    await expect(call(base, false)).rejects.toMatchObject({ code: 'unauthenticated' });
    for (const targetPath of ['../../agencies', '/etc', 'a//b', 'chat/../x', '']) {
      await expect(call({ ...base, targetPath })).rejects.toMatchObject({
        code: 'invalid-argument',
        message: expect.stringContaining('targetPath'),
      });
    }
    await expect(call({ ...base, base64Payload: 'not base64!' })).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    const big = Buffer.alloc(30_000_001).toString('base64');
    await expect(call({ ...base, base64Payload: big })).rejects.toMatchObject({
      message: 'Max size: 30 MBs',
    });
    await expect(call({ ...base, agentId: 'no-such-agent' })).rejects.toMatchObject({
      code: 'not-found',
    });
    const listing = await fetch(`${bucket.origin}/b/demo-voiceglow.appspot.com/o?prefix=agencies`);
    expect(((await listing.json()) as { items: unknown[] }).items).toEqual([]);
  });
});
