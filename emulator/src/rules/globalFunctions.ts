import { arg, arity } from './args';
import type { DocumentAccess } from './documentAccess';
import type { EvalContext } from './evalContext';
import { RulesError, requireKnown } from './errors';
import { resourceValue } from './fromFirestore';
import { checkedInt } from './operators';
import type { RulesValue } from './values';
import { bool, float, path, show, str } from './values';

/**
 * get() / getAfter() / firestore.get(): the document as a resource, failing
 * when it is missing; exists() / existsAfter() / firestore.exists(): whether it exists.
 */
export function documentCall(
  kind: 'get' | 'exists',
  name: string,
  args: RulesValue[],
  documents: DocumentAccess,
  after = false,
): RulesValue {
  arity(name, args, 1);
  const document = documents.lookup(name, args[0]!, after);
  if (kind === 'exists') return bool(document !== null);
  if (!document) {
    // The service fails the call rather than returning null (firebase-tools#2067).
    throw new RulesError(`Service call error. Function: [${name}], Argument: [${show(args[0]!)}].`);
  }
  return resourceValue(document);
}

/** Functions called without a receiver: conversions, debug() and document access. */
export function callGlobal(name: string, args: RulesValue[], ctx: EvalContext): RulesValue {
  switch (name) {
    case 'get':
    case 'getAfter':
      return documentCall('get', name, args, ctx.documents, name === 'getAfter');
    case 'exists':
    case 'existsAfter':
      return documentCall('exists', name, args, ctx.documents, name === 'existsAfter');
    case 'debug':
      arity(name, args, 1);
      ctx.debug(show(args[0]!));
      return args[0]!;
    case 'int':
      arity(name, args, 1);
      return toInt(args[0]!);
    case 'float':
      arity(name, args, 1);
      return toFloat(args[0]!);
    case 'string':
      arity(name, args, 1);
      return toStringValue(args[0]!);
    case 'bool':
      arity(name, args, 1);
      return toBool(args[0]!);
    case 'path': {
      arity(name, args, 1);
      const text = arg(name, args, 0, 'string').value;
      return path(text.split('/').filter((segment) => segment !== ''));
    }
    default:
      throw new RulesError(`Function not found error: Name: [${name}].`);
  }
}

function toInt(value: RulesValue): RulesValue {
  requireKnown(value);
  switch (value.type) {
    case 'int':
      return value;
    case 'float':
      if (!Number.isFinite(value.value))
        throw new RulesError(`Cannot convert ${value.value} to int.`);
      return checkedInt(BigInt(Math.trunc(value.value)));
    case 'string':
      if (!/^[+-]?\d+$/.test(value.value.trim())) {
        throw new RulesError(`Cannot convert "${value.value}" to int.`);
      }
      return checkedInt(BigInt(value.value.trim()));
    default:
      throw new RulesError(`Cannot convert ${value.type} to int.`);
  }
}

function toFloat(value: RulesValue): RulesValue {
  requireKnown(value);
  switch (value.type) {
    case 'int':
    case 'float':
      return float(Number(value.value));
    case 'string': {
      const parsed = Number(value.value.trim());
      if (value.value.trim() === '' || (Number.isNaN(parsed) && value.value.trim() !== 'NaN')) {
        throw new RulesError(`Cannot convert "${value.value}" to float.`);
      }
      return float(parsed);
    }
    default:
      throw new RulesError(`Cannot convert ${value.type} to float.`);
  }
}

function toStringValue(value: RulesValue): RulesValue {
  requireKnown(value);
  switch (value.type) {
    case 'string':
      return value;
    case 'null':
      return str('null');
    case 'bool':
    case 'int':
      return str(String(value.value));
    case 'float':
      return str(Number.isInteger(value.value) ? value.value.toFixed(1) : String(value.value));
    case 'path':
      return str('/' + value.segments.join('/'));
    default:
      throw new RulesError(`Cannot convert ${value.type} to string.`);
  }
}

function toBool(value: RulesValue): RulesValue {
  requireKnown(value);
  if (value.type === 'bool') return value;
  if (value.type === 'string' && (value.value === 'true' || value.value === 'false')) {
    return bool(value.value === 'true');
  }
  throw new RulesError(`Cannot convert ${value.type} to bool.`);
}
