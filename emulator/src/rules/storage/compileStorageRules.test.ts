import { describe, expect, it } from 'vitest';
import { compileRules } from '../compileRules';
import { compileStorageRules } from './compileStorageRules';
import { storageRequest } from './storageTestKit';

const storage = (body: string, version = "rules_version = '2';") => `${version}
service firebase.storage {
  match /b/{bucket}/o {
${body}
  }
}`;

describe('compileStorageRules', () => {
  it('compiles a storage service into a ruleset', () => {
    const result = compileStorageRules([
      { content: storage('    match /{all=**} { allow read; }') },
    ]);
    expect(result.issues).toEqual([]);
    expect(result.ruleset?.authorize(storageRequest('get', 'a.png')).allowed).toBe(true);
  });

  it('rejects a Firestore service, naming the one expected', () => {
    const result = compileStorageRules([
      {
        name: 'storage.rules',
        content: 'service cloud.firestore { match /x/{y} { allow read; } }',
      },
    ]);
    expect(result.ruleset).toBeNull();
    expect(result.issues).toEqual([
      {
        sourcePosition: { fileName: 'storage.rules', line: 1, column: 1 },
        severity: 'ERROR',
        description: "Unexpected service name 'cloud.firestore'; expected 'firebase.storage'.",
      },
    ]);
  });

  it('leaves Firestore compilation as it was: a storage service is refused there', () => {
    const result = compileRules([{ content: storage('    match /{all=**} { allow read; }') }]);
    expect(result.ruleset).toBeNull();
    expect(result.issues[0]!.description).toBe(
      "Unexpected service name 'firebase.storage'; expected 'cloud.firestore'.",
    );
    expect(compileRules([{ content: 'function f() { return true; }' }]).issues[0]).toMatchObject({
      description: 'No service cloud.firestore declared.',
    });
  });

  it('requires a service', () => {
    const result = compileStorageRules([{ content: "rules_version = '2';" }]);
    expect(result.ruleset).toBeNull();
    expect(result.issues[0]).toMatchObject({
      severity: 'ERROR',
      description: 'No service firebase.storage declared.',
    });
  });

  it('reports syntax errors at their line and column', () => {
    const result = compileStorageRules([
      { content: storage('    match /{all=**} { allow write: if request.resource.size < ; }') },
    ]);
    expect(result.ruleset).toBeNull();
    expect(result.issues[0]).toMatchObject({
      sourcePosition: { line: 4, column: 63 },
      severity: 'ERROR',
    });
  });

  it('applies the version 1 rule that a recursive wildcard ends the path', () => {
    const result = compileStorageRules([
      { content: storage('    match /{all=**}/thumbs { allow read; }', '') },
    ]);
    expect(result.ruleset).toBeNull();
    expect(result.issues[0]!.description).toBe(
      'In rules_version 1 a recursive wildcard must be the last path segment.',
    );
  });

  it('sends debug() output to the sink given', () => {
    const seen: string[] = [];
    const result = compileStorageRules(
      [
        {
          content: storage(
            '    match /{all=**} { allow get: if debug(request.resource) == null; }',
          ),
        },
      ],
      { debug: (text) => seen.push(text) },
    );
    expect(result.ruleset?.authorize(storageRequest('get', 'a.png')).allowed).toBe(true);
    expect(seen).toEqual(['null']);
  });
});
