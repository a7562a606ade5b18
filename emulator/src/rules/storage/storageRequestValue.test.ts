import { describe, expect, it } from 'vitest';
import type { StorageObject } from './api';
import { NOW, storageRequest, storageRulesWith } from './storageTestKit';

const MB = 1024 * 1024;

// The usual upload guard: images under 5 MB, by the declared content type.
const uploads = storageRulesWith(`    match /images/{name} {
      allow create, update: if request.resource.size < 5 * 1024 * 1024
        && request.resource.contentType.matches('image/.*');
      allow get: if resource.size < 1000;
    }`);

const upload = (object: StorageObject) =>
  uploads.authorize(storageRequest('create', 'images/a.png', { uid: 'u1', upload: object }));

describe('request.resource: the object as written', () => {
  it('checks size and content type', () => {
    expect(upload({ size: 1 * MB, contentType: 'image/png' }).allowed).toBe(true);
    expect(upload({ size: 5 * MB - 1, contentType: 'image/jpeg' }).allowed).toBe(true);
    expect(upload({ size: 5 * MB, contentType: 'image/png' }).allowed).toBe(false);
    expect(upload({ size: 1 * MB, contentType: 'text/html' }).allowed).toBe(false);
  });

  it('reads an undeclared content type as null, which fails the rule', () => {
    expect(upload({ size: 10 })).toEqual({
      allowed: false,
      message: "Null value error. for 'create' @ L5",
    });
  });

  it('is null for a delete', () => {
    const ruleset = storageRulesWith(
      '    match /{all=**} { allow delete: if request.resource == null && resource.size == 3; }',
    );
    const stored = { size: 3 };
    expect(ruleset.authorize(storageRequest('delete', 'a', { stored })).allowed).toBe(true);
  });
});

describe('resource: the stored object', () => {
  it('is null when the object is missing, so reading it fails', () => {
    expect(uploads.authorize(storageRequest('get', 'images/missing.png'))).toEqual({
      allowed: false,
      message: "Null value error. for 'get' @ L7",
    });
    expect(
      uploads.authorize(storageRequest('get', 'images/a.png', { stored: { size: 999 } })).allowed,
    ).toBe(true);
    expect(
      uploads.authorize(storageRequest('get', 'images/a.png', { stored: { size: 1000 } })).allowed,
    ).toBe(false);
  });

  it('is null for a create even when the caller passes one', () => {
    const ruleset = storageRulesWith('    match /{all=**} { allow create: if resource == null; }');
    const req = storageRequest('create', 'a', { stored: { size: 1 }, upload: { size: 1 } });
    expect(ruleset.authorize(req).allowed).toBe(true);
  });

  it('exposes every metadata field, with names and times defaulted from the request', () => {
    const ruleset = storageRulesWith(`    match /{all=**} {
      allow update: if resource.name == 'docs/cv.pdf'
        && resource.bucket == bucket
        && resource.size is int
        && resource.contentType == 'application/pdf'
        && resource.metadata.uploadedBy == 'u1'
        && resource.md5Hash == 'abc=='
        && resource.timeCreated == timestamp.value(1714564800000)
        && resource.updated == resource.timeCreated
        && resource.crc32c == null && resource.generation == null
        && request.resource.md5Hash == resource.md5Hash
        && request.resource.metadata.keys().hasOnly(['uploadedBy', 'note'])
        && request.resource.updated > resource.timeCreated
        && request.time == timestamp.value(1714564800000);
    }`);
    const stored: StorageObject = {
      size: 12,
      contentType: 'application/pdf',
      metadata: { uploadedBy: 'u1' },
      md5Hash: 'abc==',
    };
    const upload = { ...stored, metadata: { uploadedBy: 'u1', note: 'hi' }, updated: later(1) };
    const req = storageRequest('update', 'docs/cv.pdf', { stored, upload });
    expect(NOW.getTime()).toBe(1714564800000);
    expect(ruleset.authorize(req)).toEqual({ allowed: true, message: '' });
    const changed = { ...upload, metadata: { uploadedBy: 'u1', owner: 'me' } };
    expect(
      ruleset.authorize(storageRequest('update', 'docs/cv.pdf', { stored, upload: changed }))
        .allowed,
    ).toBe(false);
  });

  it('is a closed map: unknown fields are errors', () => {
    const ruleset = storageRulesWith('    match /{all=**} { allow get: if resource.data.x == 1; }');
    expect(ruleset.authorize(storageRequest('get', 'a', { stored: { size: 1 } })).message).toBe(
      "Property data is undefined on object. for 'get' @ L4",
    );
  });
});

describe('request', () => {
  const ruleset = storageRulesWith(`    match /users/{uid}/{file} {
      allow get: if request.auth.uid == uid && request.auth.token.email == uid + '@test.dev'
        && request.path == /b/$(bucket)/o/users/$(uid)/$(file);
    }
    match /fs/{file} { allow get: if firestore.exists(/databases/(default)/documents/x/y); }
    match /doc/{file} { allow get: if exists(/databases/(default)/documents/x/y); }`);

  it('carries auth, its token and the full object path', () => {
    const token = { email: 'alice@test.dev' };
    const get = (path: string, uid?: string) =>
      ruleset.authorize(storageRequest('get', path, { uid, token })).allowed;
    expect(get('users/alice/a.png', 'alice')).toBe(true);
    expect(get('users/alice/a.png', 'bob')).toBe(false);
    expect(get('users/alice/a.png')).toBe(false);
  });

  it('has no bare get()/exists(), and firestore.* without a connected database denies with a reason', () => {
    expect(ruleset.authorize(storageRequest('get', 'fs/a')).message).toBe(
      "Service call error: no Firestore database is connected. for 'get' @ L8",
    );
    expect(ruleset.authorize(storageRequest('get', 'doc/a')).message).toBe(
      "Function not found error: Name: [exists]. for 'get' @ L9",
    );
  });
});

function later(seconds: number): Date {
  return new Date(NOW.getTime() + seconds * 1000);
}
