import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  compileStorageRules,
  type StorageAuthorizeRequest,
  type StorageMethod,
  type StorageObject,
} from '../emulator/src/rules/storage/index';

// The project's real storage.rules, evaluated by our own rules engine (the
// official Storage emulator needs Java and a download, neither of which is
// available offline).
const source = readFileSync(resolve(import.meta.dirname, '../storage.rules'), 'utf8');
const compiled = compileStorageRules([{ name: 'storage.rules', content: source }], {
  debug: () => {},
});
const lineOf = (text: string) => source.split('\n').findIndex((line) => line.includes(text)) + 1;
const WRITE_LINE = lineOf('allow write');
const LIST_LINE = lineOf('allow list');

const BUCKET = 'demo-voiceglow.appspot.com';
const NOW = new Date('2024-05-01T12:00:00Z');

// Named actors: olivia owns agent a1, v1 is an anonymous widget visitor
// chatting with it, sam is a signed-in stranger, nobody is signed out.
const ACTORS = {
  owner: { uid: 'olivia', token: { email: 'olivia@test.dev' } },
  visitor: { uid: 'v1', token: { firebase: { sign_in_provider: 'anonymous' } } },
  stranger: { uid: 'sam', token: { email: 'sam@test.dev' } },
  nobody: null,
} as const;
type Actor = keyof typeof ACTORS;

// Where uploadFile stores files: voiceglow/{agentId}/[tmp/]{targetPath}/{8-char id}.{ext}.
const UPLOAD = 'voiceglow/a1/uploads/Ab3dE_9x.png';
const TEMPORARY = 'voiceglow/a1/tmp/chat/images/Zz81_k2Q.pdf';
const STORED: StorageObject = {
  size: 48_213,
  contentType: 'image/png',
  metadata: { uploadedBy: 'v1', userId: 'u1', temporary: 'false' },
  md5Hash: 'q2mWJ1g3b0vNfQ==',
};
const SMALL_IMAGE: StorageObject = { size: 20_000, contentType: 'image/png' };

interface Row {
  actor: Actor;
  method: StorageMethod;
  path: string;
}

function authorize({ actor, method, path }: Row) {
  const exists = method === 'get' || method === 'update' || method === 'delete';
  const req: StorageAuthorizeRequest = {
    bucket: BUCKET,
    path,
    method,
    auth: ACTORS[actor] && { uid: ACTORS[actor].uid, token: { ...ACTORS[actor].token } },
    time: NOW,
    resource: exists ? STORED : null,
    requestResource: method === 'create' || method === 'update' ? SMALL_IMAGE : null,
  };
  return compiled.ruleset!.authorize(req);
}

const actors = Object.keys(ACTORS) as Actor[];
const rows = (methods: StorageMethod[], paths: string[]): Row[] =>
  actors.flatMap((actor) =>
    methods.flatMap((method) => paths.map((path) => ({ actor, method, path }))),
  );

describe('storage.rules', () => {
  it('compiles without issues', () => {
    expect(compiled.issues).toEqual([]);
    expect(compiled.ruleset).not.toBeNull();
    expect(WRITE_LINE).toBeGreaterThan(0);
    expect(LIST_LINE).toBeGreaterThan(0);
  });

  describe('allow get: if true (uploaded media is shown by URL)', () => {
    it.each(rows(['get'], [UPLOAD, TEMPORARY, 'README.txt']))('allows $actor to get $path', (row) =>
      expect(authorize(row)).toEqual({ allowed: true, message: '' }),
    );

    // The read grant stops at reading: the same callers on the same objects
    // fall through to the write rule.
    it.each(rows(['create', 'update', 'delete'], [UPLOAD]))(
      'does not let $actor $method $path',
      (row) => expect(authorize(row).allowed).toBe(false),
    );
  });

  describe('allow list: if false (nobody enumerates uploads)', () => {
    it.each(rows(['list'], ['voiceglow/a1/uploads/', 'voiceglow/', '']))(
      'denies $actor to list "$path"',
      (row) =>
        expect(authorize(row)).toEqual({
          allowed: false,
          message: `false for 'list' @ L${LIST_LINE}`,
        }),
    );
  });

  // Files are written only by the uploadFile function through the Admin SDK,
  // which is not subject to rules; no browser write is ever granted.
  describe('allow write: if false (no browser writes)', () => {
    it.each(rows(['create', 'update', 'delete'], [UPLOAD, TEMPORARY, 'voiceglow/a1/banner.png']))(
      'denies $actor to $method $path at the write rule',
      (row) =>
        expect(authorize(row)).toEqual({
          allowed: false,
          message: `false for '${row.method}' @ L${WRITE_LINE}`,
        }),
    );
  });
});
