import type { Expr, LiteralValue } from './ast';
import type { EvalContext } from './evalContext';
import { RulesError, UnknownValueError, nullValueError, requireKnown, unsupported } from './errors';
import type { DocumentAccess } from './documentAccess';
import { callGlobal, documentCall } from './globalFunctions';
import { index, member, slice } from './access';
import { callMethod } from './methods';
import { binary, negate } from './operators';
import type { Binding } from './scope';
import { Scope } from './scope';
import { isType } from './typeCheck';
import type { Namespace, RulesValue } from './values';
import { bool, float, int, list, map, path, str, typeName } from './values';

const MAX_CALL_DEPTH = 20;
const NAMESPACES = new Set<string>(['math', 'timestamp', 'duration', 'latlng', 'hashing']);

export function evaluate(expr: Expr, scope: Scope, ctx: EvalContext): RulesValue {
  switch (expr.kind) {
    case 'literal':
      return literal(expr.value);
    case 'ident':
      return variable(expr.name, scope);
    case 'list':
      return list(expr.items.map((item) => evaluate(item, scope, ctx)));
    case 'map': {
      const entries = new Map<string, RulesValue>();
      for (const entry of expr.entries) {
        const key = evaluate(entry.key, scope, ctx);
        requireKnown(key);
        if (key.type !== 'string') throw new RulesError('Map keys must be strings.');
        entries.set(key.value, evaluate(entry.value, scope, ctx));
      }
      return map(entries);
    }
    case 'path':
      return path(
        expr.segments.flatMap((segment) =>
          'text' in segment
            ? [segment.text]
            : pathSegments(evaluate(segment.expression, scope, ctx)),
        ),
      );
    case 'unary':
      if (expr.op === '-') return negate(evaluate(expr.operand, scope, ctx));
      return bool(!truth(evaluate(expr.operand, scope, ctx)));
    case 'binary':
      return binary(expr.op, evaluate(expr.left, scope, ctx), evaluate(expr.right, scope, ctx));
    case 'and':
    case 'or':
      return logical(expr.kind, expr.left, expr.right, scope, ctx);
    case 'ternary':
      return truth(evaluate(expr.test, scope, ctx))
        ? evaluate(expr.consequent, scope, ctx)
        : evaluate(expr.alternate, scope, ctx);
    case 'is':
      return bool(isType(evaluate(expr.operand, scope, ctx), expr.typeName));
    case 'member':
      return member(evaluate(expr.object, scope, ctx), expr.name);
    case 'index':
      return index(evaluate(expr.object, scope, ctx), evaluate(expr.index, scope, ctx));
    case 'slice':
      return slice(
        evaluate(expr.object, scope, ctx),
        expr.start && evaluate(expr.start, scope, ctx),
        expr.end && evaluate(expr.end, scope, ctx),
      );
    case 'method': {
      const firestore = crossServiceReceiver(expr.object, scope, ctx);
      const args = expr.args.map((arg) => evaluate(arg, scope, ctx));
      if (firestore) return callFirestore(expr.name, args, firestore);
      const receiver = evaluate(expr.object, scope, ctx);
      return callMethod(receiver, expr.name, args);
    }
    case 'call':
      return call(expr.name, expr.args, scope, ctx);
  }
}

/** A condition's value: only a known boolean counts. */
export function truth(value: RulesValue): boolean {
  requireKnown(value);
  if (value.type === 'bool') return value.value;
  if (value.type === 'null') throw nullValueError();
  throw new RulesError(
    `Unsupported operation error. Received: ${typeName(value)}. Expected: bool.`,
  );
}

/** Evaluates to a Binding instead of throwing, for variables and arguments. */
export function capture(expr: Expr, scope: Scope, ctx: EvalContext): Binding {
  try {
    return { value: evaluate(expr, scope, ctx) };
  } catch (error) {
    if (error instanceof RulesError) return { error };
    throw error;
  }
}

/**
 * `||` and `&&` as the service evaluates them: an error on one side is
 * forgiven when the other side alone decides the result.
 */
function logical(kind: 'and' | 'or', left: Expr, right: Expr, scope: Scope, ctx: EvalContext) {
  const decisive = kind === 'or';
  const first = captureTruth(left, scope, ctx);
  if (first === decisive) return bool(decisive);
  const second = captureTruth(right, scope, ctx);
  if (second === decisive) return bool(decisive);
  if (typeof first !== 'boolean') throw pickError(first, second);
  if (typeof second !== 'boolean') throw second;
  return bool(!decisive);
}

function captureTruth(expr: Expr, scope: Scope, ctx: EvalContext): boolean | RulesError {
  try {
    return truth(evaluate(expr, scope, ctx));
  } catch (error) {
    if (error instanceof RulesError) return error;
    throw error;
  }
}

/** Both sides failed: a concrete error says more than an unproven value. */
function pickError(first: RulesError, second: boolean | RulesError): RulesError {
  if (first instanceof UnknownValueError && second instanceof RulesError) return second;
  return first;
}

function literal(value: LiteralValue): RulesValue {
  switch (value.type) {
    case 'null':
      return { type: 'null' };
    case 'bool':
      return bool(value.value);
    case 'int':
      return int(value.value);
    case 'float':
      return float(value.value);
    case 'string':
      return str(value.value);
    case 'bytes': {
      const narrow = [...value.value].every((char) => char.charCodeAt(0) < 256);
      return { type: 'bytes', value: Buffer.from(value.value, narrow ? 'latin1' : 'utf8') };
    }
  }
}

function variable(name: string, scope: Scope): RulesValue {
  const binding = scope.lookup(name);
  if (binding) {
    if ('error' in binding) throw binding.error;
    return binding.value;
  }
  if (NAMESPACES.has(name)) return { type: 'namespace', name: name as Namespace };
  throw new RulesError(`Variable not found: ${name}.`);
}

/** `firestore` in storage rules (unless a variable hides it): the Firestore documents. */
function crossServiceReceiver(object: Expr, scope: Scope, ctx: EvalContext) {
  if (object.kind !== 'ident' || object.name !== 'firestore' || !ctx.firestore) return undefined;
  return scope.lookup('firestore') ? undefined : ctx.firestore;
}

function callFirestore(name: string, args: RulesValue[], firestore: DocumentAccess): RulesValue {
  const fn = `firestore.${name}`;
  if (name === 'get' || name === 'exists') return documentCall(name, fn, args, firestore);
  throw new RulesError(`Function not found error: Name: [${fn}].`);
}

/** What `$(expr)` contributes to a path literal. */
function pathSegments(value: RulesValue): string[] {
  requireKnown(value);
  // A string with slashes spans several segments: `$('users/' + uid)`.
  if (value.type === 'string') return value.value.split('/').filter((part) => part !== '');
  if (value.type === 'int') return [String(value.value)];
  if (value.type === 'path') return value.segments;
  if (value.type === 'null') throw nullValueError();
  throw unsupported('$(', value);
}

function call(name: string, argExprs: Expr[], scope: Scope, ctx: EvalContext): RulesValue {
  const fn = scope.lookupFunction(name);
  if (!fn)
    return callGlobal(
      name,
      argExprs.map((arg) => evaluate(arg, scope, ctx)),
      ctx,
    );
  const { decl } = fn;
  if (argExprs.length !== decl.params.length) {
    throw new RulesError(
      `Function ${name} expects ${decl.params.length} arguments, got ${argExprs.length}.`,
    );
  }
  if (ctx.depth >= MAX_CALL_DEPTH) {
    throw new RulesError(`Maximum function call depth (${MAX_CALL_DEPTH}) exceeded.`);
  }
  const body = new Scope(fn.scope);
  decl.params.forEach((param, i) => body.bind(param, capture(argExprs[i]!, scope, ctx)));
  ctx.depth++;
  try {
    for (const binding of decl.lets) body.bind(binding.name, capture(binding.value, body, ctx));
    return evaluate(decl.result, body, ctx);
  } finally {
    ctx.depth--;
  }
}
