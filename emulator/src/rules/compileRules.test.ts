import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import peggy from 'peggy';
import { describe, expect, it } from 'vitest';
import { compileRules } from './compileRules';
import { evalCondition, request } from './testKit';

const wrap = (body: string) => `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
${body}
  }
}`;

describe('parse errors', () => {
  it('reports the line and column of a syntax error', () => {
    const result = compileRules([{ content: wrap('    match /a/{b} { allow read: if ; }') }]);
    expect(result.ruleset).toBeNull();
    expect(result.issues).toHaveLength(1);
    expect(result.issues[0]).toMatchObject({
      sourcePosition: { line: 4, column: 35 },
      severity: 'ERROR',
    });
    expect(result.issues[0]!.description).toContain('but ";" found');
  });

  it('names the file when given', () => {
    const result = compileRules([
      { name: 'firestore.rules', content: 'service cloud.firestore {' },
    ]);
    expect(result.issues[0]!.sourcePosition).toEqual({
      fileName: 'firestore.rules',
      line: 1,
      column: 26,
    });
  });

  it('rejects unknown allow methods at the method', () => {
    const result = compileRules([
      { content: wrap('    match /a/{b} {\n      allow reed: if true;\n    }') },
    ]);
    expect(result.issues[0]).toMatchObject({
      sourcePosition: { line: 5, column: 13 },
      severity: 'ERROR',
    });
    expect(result.issues[0]!.description).toContain("Unknown method 'reed'");
  });

  it('rejects unsupported rules versions, other services and missing braces', () => {
    expect(
      compileRules([{ content: "rules_version = '3';\nservice cloud.firestore {}" }]).issues[0]!
        .description,
    ).toContain("Unsupported rules_version '3'");
    const storage = compileRules([{ content: 'service firebase.storage {\n}' }]);
    expect(storage.ruleset).toBeNull();
    expect(storage.issues[0]!.description).toContain("Unexpected service name 'firebase.storage'");
    expect(compileRules([{ content: wrap('    match /a/{b} { allow read;') }]).ruleset).toBeNull();
    expect(compileRules([{ content: '// nothing here' }]).issues[0]!.description).toContain(
      'No service',
    );
  });

  it('rejects reserved words as names and unterminated strings', () => {
    expect(
      compileRules([{ content: wrap('    function in() { return true; }') }]).ruleset,
    ).toBeNull();
    expect(
      compileRules([{ content: wrap("    match /a/{b} { allow read: if 'abc; }") }]).ruleset,
    ).toBeNull();
  });
});

describe('syntax', () => {
  it('accepts the whole language', () => {
    const source = `rules_version = "2";
/* Block comment
   over lines. */
function top() { return true; }
service cloud.firestore {
  function inService(a, b) { return a + b; }
  match /databases/{database}/documents {
    match /a/{b}/c/{d=**} {
      function local() {
        let x = [1, 2, 3][0:2];
        let y = {'k': x, 'n': -1.5e-2};
        return y.k.size() == 2 && !false;
      }
      allow get, list: if local() && top() ? inService(1, 2) == 3 : false;
      allow create: if /databases/(default)/documents/a/$(b) is path
        && request.time > timestamp.value(0) && 'x' in {'x': 1} && b'\\x00' is bytes;
      allow update, delete;
      match /nested/{e} { allow read: if e == "double-quoted"; }
    }
  }
}`;
    const result = compileRules([{ content: source }]);
    expect(result.issues).toEqual([]);
    const ruleset = result.ruleset!;
    expect(ruleset.authorize(request('get', 'a/1/c/2')).allowed).toBe(true);
    expect(ruleset.authorize(request('create', 'a/1/c/2/x/y')).allowed).toBe(true);
    expect(ruleset.authorize(request('delete', 'a/1/c')).allowed).toBe(true);
    expect(ruleset.authorize(request('get', 'a/1/c/2/nested/double-quoted')).allowed).toBe(true);
    expect(ruleset.authorize(request('get', 'a/1/x/2')).allowed).toBe(false);
  });

  it('merges several files into one ruleset', () => {
    const result = compileRules([
      { name: 'one.rules', content: wrap('    match /one/{id} { allow get; }') },
      { name: 'two.rules', content: wrap('    match /two/{id} { allow get; }') },
    ]);
    expect(result.ruleset!.authorize(request('get', 'one/x')).allowed).toBe(true);
    expect(result.ruleset!.authorize(request('get', 'two/x')).allowed).toBe(true);
    expect(result.ruleset!.authorize(request('get', 'three/x')).allowed).toBe(false);
  });

  it('keeps the checked-in parser in step with grammar.peggy', () => {
    const grammar = readFileSync(
      fileURLToPath(new URL('./grammar.peggy', import.meta.url)),
      'utf8',
    );
    const generated = readFileSync(
      fileURLToPath(new URL('./grammar.generated.js', import.meta.url)),
      'utf8',
    );
    const fresh = peggy.generate(grammar, {
      output: 'source',
      format: 'es',
      grammarSource: 'src/rules/grammar.peggy',
    });
    expect(fresh).toBe(generated);
  });
});

describe('debug()', () => {
  it('logs its argument and returns it unchanged', () => {
    const lines: string[] = [];
    const result = compileRules(
      [
        {
          content: wrap(
            `    match /a/{b} { allow get: if debug(b) == 'x' && debug([1, 'two']) is list; }`,
          ),
        },
      ],
      {
        debug: (text) => lines.push(text),
      },
    );
    expect(result.ruleset!.authorize(request('get', 'a/x')).allowed).toBe(true);
    expect(result.ruleset!.authorize(request('get', 'a/y')).allowed).toBe(false);
    expect(lines).toEqual(['"x"', '[1, "two"]', '"y"']);
  });

  it('passes errors through', () => {
    expect(evalCondition('debug(resource.data.x) == 1').message).toBe(
      "Null value error. for 'get' @ L6",
    );
  });
});

describe('rules_version 1', () => {
  it('allows a recursive wildcard only as the last segment', () => {
    const middle = compileRules([
      {
        content:
          'service cloud.firestore {\n  match /databases/{db}/documents/{p=**}/x/{id} { allow read; }\n}',
      },
    ]);
    expect(middle.ruleset).toBeNull();
    expect(middle.issues[0]).toMatchObject({ sourcePosition: { line: 2, column: 3 } });
    expect(middle.issues[0]!.description).toContain('must be the last path segment');
    const nested = compileRules([
      {
        content:
          'service cloud.firestore {\n  match /databases/{db}/documents/{p=**} { match /x/{id} { allow read; } }\n}',
      },
    ]);
    expect(nested.ruleset).toBeNull();
  });

  it('does not apply to collection group queries', () => {
    const v1 = compileRules([
      {
        content:
          'service cloud.firestore {\n  match /databases/{db}/documents/{doc=**} { allow read; }\n}',
      },
    ]).ruleset!;
    const groupQuery = request('list', 'comments', { collectionGroup: true, query: {} });
    expect(v1.authorize(groupQuery).allowed).toBe(false);
    expect(v1.authorize(request('list', 'posts/p1/comments', { query: {} })).allowed).toBe(true);
  });
});
