import { describe, expect, it } from 'vitest';
import { request, rulesWith } from './testKit';

describe('functions', () => {
  const ruleset = rulesWith(`
    function isSignedIn() {
      return request.auth != null;
    }
    function isUser(uid) {
      return isSignedIn() && request.auth.uid == uid;
    }
    function clamp(value, low, high) {
      let atLeast = value < low ? low : value;
      let result = atLeast > high ? high : atLeast;
      return result;
    }
    match /users/{userId} {
      // Declared inside the block: sees its wildcard.
      function isSelf() { return isUser(userId); }
      allow get: if isSelf();
      allow update: if clamp(request.resource.data.age, 0, 120) == request.resource.data.age;
    }`);

  it('calls functions that call functions and see the block wildcards', () => {
    expect(ruleset.authorize(request('get', 'users/alice', { uid: 'alice' })).allowed).toBe(true);
    expect(ruleset.authorize(request('get', 'users/alice', { uid: 'bob' })).allowed).toBe(false);
    expect(ruleset.authorize(request('get', 'users/alice')).allowed).toBe(false);
  });

  it('evaluates let bindings in order', () => {
    const update = (age: number) =>
      ruleset.authorize(request('update', 'users/a', { data: {}, newData: { age } })).allowed;
    expect(update(30)).toBe(true);
    expect(update(130)).toBe(false);
    expect(update(-1)).toBe(false);
  });

  it('reports calls with the wrong number of arguments', () => {
    const bad = rulesWith(`
      function f(a) { return a; }
      match /x/{id} { allow get: if f(true, false); }`);
    expect(bad.authorize(request('get', 'x/1')).message).toBe(
      "Function f expects 1 arguments, got 2. for 'get' @ L6",
    );
  });

  it('reports calls to undefined functions', () => {
    const bad = rulesWith(`match /x/{id} { allow get: if nope(); }`);
    expect(bad.authorize(request('get', 'x/1')).message).toBe(
      "Function not found error: Name: [nope]. for 'get' @ L4",
    );
  });

  it('stops runaway recursion', () => {
    const loop = rulesWith(`
      function f(n) { return f(n + 1); }
      match /x/{id} { allow get: if f(0); }`);
    expect(loop.authorize(request('get', 'x/1')).message).toContain('Maximum function call depth');
  });

  it('an argument that fails only matters if the function uses it', () => {
    const lazy = rulesWith(`
      function ignore(value) { return true; }
      function use(value) { return value == 1; }
      match /x/{id} {
        allow get: if ignore(resource.data.missing);
        allow list: if use(request.auth.uid);
      }`);
    expect(lazy.authorize(request('get', 'x/1', { data: {} })).allowed).toBe(true);
    expect(lazy.authorize(request('list', 'x', { query: {} })).message).toBe(
      "Null value error. for 'list' @ L9",
    );
  });

  it('inner functions shadow outer ones of the same name', () => {
    const shadow = rulesWith(`
      function answer() { return 1; }
      match /x/{id} {
        function answer() { return 2; }
        allow get: if answer() == 2;
      }
      match /y/{id} { allow get: if answer() == 1; }`);
    expect(shadow.authorize(request('get', 'x/1')).allowed).toBe(true);
    expect(shadow.authorize(request('get', 'y/1')).allowed).toBe(true);
  });

  it('does not see variables of its callers', () => {
    const scoped = rulesWith(`
      function peek() { return userId == 'a'; }
      match /users/{userId} { allow get: if peek(); }`);
    expect(scoped.authorize(request('get', 'users/a')).message).toBe(
      "Variable not found: userId. for 'get' @ L6",
    );
  });
});
