import { beforeAll, describe, expect, it } from 'vitest';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { useEmulators, signUpOwner, uniqueId } from '../../testing/emulators';
import { useLocalBucket } from '../../testing/localServices';
import { seedAgent, seedConversation } from '../../testing/seed';
import { uploadFileCallable } from './uploadFile';

useEmulators();
useLocalBucket();

let agentId: string;
let userId: string;
const VISITOR = uniqueId('visitor');

beforeAll(async () => {
  agentId = await seedAgent('na', (await signUpOwner()).uid);
  userId = await seedConversation('na', agentId, VISITOR);
});

/** The callable as Cloud Functions invokes it, for a signed-in visitor. */
const call = (data: unknown, uid: string | null = VISITOR) =>
  uploadFileCallable({
    data,
    ...(uid ? { auth: { uid, token: {} } } : {}),
  } as unknown as CallableRequest<unknown>);

const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n');
const b64 = (text: string) => Buffer.from(text).toString('base64');

describe('uploadFile', () => {
  it('stores the file under the agent with a random 8-character id, its extension and a year of caching', async () => {
    const result = await call({
      agentId,
      userId,
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
    expect(download.headers.get('content-disposition')).toBe('inline');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await download.arrayBuffer()).equals(png)).toBe(true);
    const second = await call({
      agentId,
      userId,
      base64Payload: `data:image/png;base64,${png.toString('base64')}`,
      targetPath: 'chat',
    });
    expect(second.id).not.toBe(result.id);
  });

  it('refuses HTML, SVG and bytes that are not what the name says', async () => {
    for (const [payload, filename, message] of [
      [
        `data:text/html;base64,${b64('<script>alert(1)</script>')}`,
        'x.html',
        /^\.html files cannot be uploaded/,
      ],
      [
        `data:image/svg+xml;base64,${b64('<svg onload="alert(1)"/>')}`,
        'x.svg',
        /^\.svg files cannot be uploaded/,
      ],
      [
        `data:image/png;base64,${b64('<html><script>alert(1)</script>')}`,
        'x.png',
        /not a \.png file/,
      ],
    ] as const) {
      await expect(
        call({ agentId, userId, base64Payload: payload, targetPath: 'uploads', filename }),
        filename,
      ).rejects.toMatchObject({
        code: 'invalid-argument',
        message: expect.stringMatching(message),
      });
    }
  });

  it('keeps temporary files apart', async () => {
    const result = await call({
      agentId,
      userId,
      base64Payload: pdf.toString('base64'),
      targetPath: 'forms',
      temporary: true,
      filename: 'a.pdf',
    });
    expect(result.path).toMatch(new RegExp(`^voiceglow/${agentId}/tmp/forms/.{8}\\.pdf$`));
  });

  it('refuses anonymous calls, strangers without a chat, path tricks, non-base64 data, files over 30 MB and unknown agents', async () => {
    const base = {
      agentId,
      userId,
      base64Payload: pdf.toString('base64'),
      targetPath: 'chat',
      filename: 'a.pdf',
    };
    await expect(call(base, null)).rejects.toMatchObject({ code: 'unauthenticated' });
    await expect(call(base, uniqueId('stranger'))).rejects.toMatchObject({
      code: 'permission-denied',
      message: 'Start a chat with this agent before uploading files.',
    });
    for (const targetPath of ['../../agencies', '/etc', 'a//b', 'chat/../x', '']) {
      await expect(call({ ...base, targetPath })).rejects.toMatchObject({
        code: 'invalid-argument',
        message: expect.stringContaining('targetPath'),
      });
    }
    await expect(call({ ...base, userId: '../other' })).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringContaining('userId'),
    });
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
  });
});
