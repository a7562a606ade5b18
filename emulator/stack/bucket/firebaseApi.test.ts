import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectStorageEmulator,
  deleteObject,
  getBytes,
  getDownloadURL,
  getMetadata,
  getStorage,
  listAll,
  ref,
  uploadBytes,
  uploadBytesResumable,
  type FirebaseStorage,
} from 'firebase/storage';
import { Storage } from '@google-cloud/storage';
import { startBucket } from './startBucket';

const PROJECT = 'demo-voiceglow';
const BUCKET = 'demo-voiceglow.appspot.com';

// Named actors, each a browser with the unmodified firebase/storage SDK:
// v1 is an anonymous widget visitor, sam a signed-in stranger, nobody is
// signed out. Their ID tokens are shaped as the Auth emulator issues them.
const ACTORS = {
  visitor: { sub: 'v1', firebase: { sign_in_provider: 'anonymous', identities: {} } },
  stranger: { sub: 'sam', email: 'sam@test.dev' },
  nobody: null,
} as const;
type Actor = keyof typeof ACTORS;

type Bucket = Awaited<ReturnType<typeof startBucket>>;

function browsers(bucket: Bucket): Record<Actor, FirebaseStorage> & { close(): Promise<void> } {
  const port = Number(new URL(bucket.origin).port);
  const apps: FirebaseApp[] = [];
  const storageOf = (actor: Actor) => {
    const app = initializeApp(
      { projectId: PROJECT, storageBucket: BUCKET, apiKey: 'fake-api-key' },
      `${actor}-${port}`,
    );
    apps.push(app);
    const storage = getStorage(app);
    const token = ACTORS[actor];
    connectStorageEmulator(storage, '127.0.0.1', port, token ? { mockUserToken: token } : {});
    return storage;
  };
  return {
    visitor: storageOf('visitor'),
    stranger: storageOf('stranger'),
    nobody: storageOf('nobody'),
    close: async () => {
      await Promise.all(apps.map((app) => deleteApp(app)));
    },
  };
}

/** What the SDK rejected with (`storage/unauthorized`, …), or 'allowed'. */
async function outcome(action: Promise<unknown>): Promise<string> {
  try {
    await action;
    return 'allowed';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

const png = (bytes: number) =>
  Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(bytes - 8, 7)]);

describe("the local bucket's Firebase API under the project's storage.rules", () => {
  let bucket: Bucket;
  let actors: ReturnType<typeof browsers>;
  // As uploadFile stores a visitor's picture (the functions' service account).
  const STORED = 'voiceglow/a1/uploads/Ab3dE_9x.png';

  beforeAll(async () => {
    bucket = await startBucket({
      host: '127.0.0.1',
      port: 0,
      dir: mkdtempSync(join(tmpdir(), 'bucket-firebase-')),
      storageRules: readFileSync(resolve(import.meta.dirname, '../../../storage.rules'), 'utf8'),
    });
    actors = browsers(bucket);
    const admin = new Storage({
      apiEndpoint: bucket.origin,
      projectId: PROJECT,
      credentials: bucket.serviceAccount,
      useAuthWithCustomEndpoint: true,
    });
    await admin
      .bucket(BUCKET)
      .file(STORED)
      .save(png(2_000), { resumable: false, contentType: 'image/png' });
  });
  afterAll(async () => {
    await actors.close();
    await bucket.close();
  });

  it.each(['visitor', 'stranger', 'nobody'] as const)(
    'lets %s read an upload (allow get: if true)',
    async (actor) => {
      const bytes = await getBytes(ref(actors[actor], STORED));
      expect(Buffer.from(bytes)).toEqual(png(2_000));
      expect((await getMetadata(ref(actors[actor], STORED))).contentType).toBe('image/png');
    },
  );

  it.each(['visitor', 'stranger', 'nobody'] as const)(
    'refuses %s an upload, a replacement, a delete and a listing (allow write, list: if false)',
    async (actor) => {
      const storage = actors[actor];
      expect(
        await outcome(uploadBytes(ref(storage, 'voiceglow/a1/uploads/new.png'), png(500))),
      ).toBe('storage/unauthorized');
      expect(await outcome(uploadBytes(ref(storage, STORED), png(500)))).toBe(
        'storage/unauthorized',
      );
      expect(await outcome(deleteObject(ref(storage, STORED)))).toBe('storage/unauthorized');
      expect(await outcome(listAll(ref(storage, 'voiceglow/a1/uploads')))).toBe(
        'storage/unauthorized',
      );
      // Nothing changed.
      expect(Buffer.from(await getBytes(ref(storage, STORED)))).toEqual(png(2_000));
      expect(await outcome(getBytes(ref(storage, 'voiceglow/a1/uploads/new.png')))).toBe(
        'storage/object-not-found',
      );
    },
  );

  it('refuses a token of another project, one naming no user and a header that is no token', async () => {
    const unsigned = (claims: object) =>
      [{ alg: 'none', typ: 'JWT' }, claims]
        .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
        .join('.') + '.';
    const now = Math.floor(Date.now() / 1000);
    const url = `${bucket.origin}/v0/b/${BUCKET}/o/${encodeURIComponent(STORED)}`;
    const statusWith = async (authorization: string) =>
      (await fetch(url, { headers: { authorization } })).status;
    expect(
      await statusWith(`Firebase ${unsigned({ sub: 'v1', aud: 'other-project', exp: now + 60 })}`),
    ).toBe(401);
    expect(await statusWith(`Firebase ${unsigned({ aud: PROJECT, exp: now + 60 })}`)).toBe(401);
    expect(await statusWith('Firebase owner')).toBe(401);
    expect(
      await statusWith(`Firebase ${unsigned({ sub: 'v1', aud: PROJECT, exp: now + 60 })}`),
    ).toBe(200);
  });
});

describe('the Firebase API decides by the rules it is given: a folder per signed-in user', () => {
  let bucket: Bucket;
  let actors: ReturnType<typeof browsers>;

  beforeAll(async () => {
    bucket = await startBucket({
      host: '127.0.0.1',
      port: 0,
      dir: mkdtempSync(join(tmpdir(), 'bucket-firebase-own-')),
      storageRules: `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /visitors/{uid}/{file} {
      allow read: if request.auth != null && request.auth.uid == uid;
      allow create: if request.auth != null && request.auth.uid == uid
        && request.resource.size < 1024 * 1024
        && request.resource.contentType.matches('image/.*');
    }
  }
}`,
    });
    actors = browsers(bucket);
  });
  afterAll(async () => {
    await actors.close();
    await bucket.close();
  });

  it('lets the visitor upload into its own folder (multipart and resumable) and read it back', async () => {
    const small = ref(actors.visitor, 'visitors/v1/shoe.png');
    const uploaded = await uploadBytes(small, png(4_000), {
      contentType: 'image/png',
      customMetadata: { note: 'left sole' },
    });
    expect(uploaded.metadata).toMatchObject({ size: 4_000, contentType: 'image/png' });
    expect(uploaded.metadata.customMetadata).toEqual({ note: 'left sole' });
    expect(Buffer.from(await getBytes(small))).toEqual(png(4_000));

    const large = ref(actors.visitor, 'visitors/v1/photo.png');
    const task = uploadBytesResumable(large, png(600_000), { contentType: 'image/png' });
    const done = await task;
    expect(done.metadata.size).toBe(600_000);
    // (Buffer.equals: a deep comparison of 600 KB takes seconds.)
    expect(Buffer.from(await getBytes(large)).equals(png(600_000))).toBe(true);

    // Its download URL works for anyone holding it, as Firebase's token links do.
    const link = await getDownloadURL(small);
    const response = await fetch(link);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(png(4_000));
  });

  it("refuses the stranger the visitor's folder, and the visitor what the rules bound", async () => {
    expect(
      await outcome(
        uploadBytes(ref(actors.stranger, 'visitors/v1/fake.png'), png(500), {
          contentType: 'image/png',
        }),
      ),
    ).toBe('storage/unauthorized');
    expect(await outcome(getBytes(ref(actors.stranger, 'visitors/v1/shoe.png')))).toBe(
      'storage/unauthorized',
    );
    expect(
      await outcome(
        uploadBytes(ref(actors.nobody, 'visitors/v1/anon.png'), png(500), {
          contentType: 'image/png',
        }),
      ),
    ).toBe('storage/unauthorized');
    // The visitor: a page instead of a picture, and a picture over 1 MB.
    expect(
      await outcome(
        uploadBytes(ref(actors.visitor, 'visitors/v1/page.html'), Buffer.from('<p>'), {
          contentType: 'text/html',
        }),
      ),
    ).toBe('storage/unauthorized');
    expect(
      await outcome(
        uploadBytesResumable(ref(actors.visitor, 'visitors/v1/huge.png'), png(1_100_000), {
          contentType: 'image/png',
        }),
      ),
    ).toBe('storage/unauthorized');
    // The refused uploads left nothing; the visitor's own files are untouched.
    expect(await outcome(getBytes(ref(actors.visitor, 'visitors/v1/fake.png')))).toBe(
      'storage/object-not-found',
    );
    expect(await outcome(getBytes(ref(actors.visitor, 'visitors/v1/huge.png')))).toBe(
      'storage/object-not-found',
    );
    expect(Buffer.from(await getBytes(ref(actors.visitor, 'visitors/v1/shoe.png')))).toEqual(
      png(4_000),
    );
  });
});
