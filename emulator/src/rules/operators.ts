import type { BinaryOp } from './ast';
import { boundedIn, compareBounded, isComparison } from './boundedCompare';
import { compare, contains, equals } from './equality';
import { RulesError, UnknownValueError, nullValueError, requireKnown, unsupported } from './errors';
import type { RulesValue } from './values';
import { bool, float, int, isSymbolic, list } from './values';

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** Applies a binary operator to two evaluated operands. */
export function binary(op: BinaryOp, a: RulesValue, b: RulesValue): RulesValue {
  if (isComparison(op) && (a.type === 'bounded' || b.type === 'bounded')) {
    return compareBounded(op, a, b);
  }
  switch (op) {
    case '==':
      return bool(equals(a, b));
    case '!=':
      return bool(!equals(a, b));
    case '<':
      return bool(compare(op, a, b) < 0);
    case '<=':
      return bool(compare(op, a, b) <= 0);
    case '>':
      return bool(compare(op, a, b) > 0);
    case '>=':
      return bool(compare(op, a, b) >= 0);
    case 'in':
      return bool(isIn(a, b));
    default:
      return arithmetic(op, a, b);
  }
}

/** `a in b` for lists, sets and map keys. */
export function isIn(a: RulesValue, b: RulesValue): boolean {
  switch (b.type) {
    case 'list':
    case 'set':
      if (a.type === 'bounded') return boundedIn(a.bounds, b.items);
      return contains(b.items, a);
    case 'map':
      requireKnown(a);
      if (a.type !== 'string') throw unsupported('in', a, b);
      return b.entries.has(a.value);
    case 'partialMap':
      // A key the query pins down is present; any other key may or may not be.
      if (a.type === 'string' && b.entries.has(a.value)) return true;
      throw new UnknownValueError();
    case 'partialList':
      if (!isSymbolic(a) && contains(b.contains, a)) return true;
      throw new UnknownValueError();
    case 'null':
      throw nullValueError();
    default:
      throw unsupported('in', a, b);
  }
}

function arithmetic(op: BinaryOp, a: RulesValue, b: RulesValue): RulesValue {
  requireKnown(a, b);
  if (a.type === 'int' && b.type === 'int') return intArithmetic(op, a.value, b.value);
  if ((a.type === 'int' || a.type === 'float') && (b.type === 'int' || b.type === 'float')) {
    const x = Number(a.value);
    const y = Number(b.value);
    switch (op) {
      case '+':
        return float(x + y);
      case '-':
        return float(x - y);
      case '*':
        return float(x * y);
      case '/':
        return float(x / y);
      case '%':
        return float(x % y);
    }
  }
  if (op === '+') {
    if (a.type === 'string' && b.type === 'string')
      return { type: 'string', value: a.value + b.value };
    if (a.type === 'list' && b.type === 'list') return list([...a.items, ...b.items]);
    if (a.type === 'timestamp' && b.type === 'duration') return timestamp(a.nanos + b.nanos);
    if (a.type === 'duration' && b.type === 'timestamp') return timestamp(a.nanos + b.nanos);
    if (a.type === 'duration' && b.type === 'duration') return duration(a.nanos + b.nanos);
  }
  if (op === '-') {
    if (a.type === 'timestamp' && b.type === 'duration') return timestamp(a.nanos - b.nanos);
    if (a.type === 'timestamp' && b.type === 'timestamp') return duration(a.nanos - b.nanos);
    if (a.type === 'duration' && b.type === 'duration') return duration(a.nanos - b.nanos);
  }
  if (a.type === 'null' || b.type === 'null') throw nullValueError();
  throw unsupported(op, a, b);
}

function intArithmetic(op: BinaryOp, x: bigint, y: bigint): RulesValue {
  let result: bigint;
  switch (op) {
    case '+':
      result = x + y;
      break;
    case '-':
      result = x - y;
      break;
    case '*':
      result = x * y;
      break;
    case '/':
      if (y === 0n) throw new RulesError('Division by zero.');
      result = x / y;
      break;
    case '%':
      if (y === 0n) throw new RulesError('Modulus by zero.');
      result = x % y;
      break;
    default:
      throw new RulesError(`Unsupported operator ${op}.`);
  }
  return checkedInt(result);
}

export function checkedInt(value: bigint): RulesValue {
  if (value < INT64_MIN || value > INT64_MAX) throw new RulesError('Integer overflow.');
  return int(value);
}

export function timestamp(nanos: bigint): RulesValue {
  return { type: 'timestamp', nanos };
}

export function duration(nanos: bigint): RulesValue {
  return { type: 'duration', nanos };
}

/** Unary `-`. (`!` is handled with the logical operators.) */
export function negate(value: RulesValue): RulesValue {
  requireKnown(value);
  if (value.type === 'int') return checkedInt(-value.value);
  if (value.type === 'float') return float(-value.value);
  if (value.type === 'duration') return duration(-value.nanos);
  if (value.type === 'null') throw nullValueError();
  throw unsupported('-', value);
}
