import { arg, arity, items } from '../args';
import { contains } from '../equality';
import { UnknownValueError } from '../errors';
import type { RulesValue } from '../values';
import { bool, int, list, str } from '../values';

type Collection = Extract<RulesValue, { type: 'list' } | { type: 'set' }>;

/** Methods shared by rules.List and rules.Set, then the ones each adds. */
export function collectionMethod(
  receiver: Collection,
  name: string,
  args: RulesValue[],
): RulesValue | undefined {
  const own = receiver.items;
  switch (name) {
    case 'size':
      arity(name, args, 0);
      return int(own.length);
    case 'hasAll':
      arity(name, args, 1);
      return bool(items(name, args, 0).every((item) => contains(own, item)));
    case 'hasAny':
      arity(name, args, 1);
      return bool(items(name, args, 0).some((item) => contains(own, item)));
    case 'hasOnly': {
      arity(name, args, 1);
      const allowed = items(name, args, 0);
      return bool(own.every((item) => contains(allowed, item)));
    }
  }
  return receiver.type === 'list' ? listMethod(own, name, args) : setMethod(own, name, args);
}

function listMethod(own: RulesValue[], name: string, args: RulesValue[]): RulesValue | undefined {
  switch (name) {
    case 'concat':
      arity(name, args, 1);
      return list([...own, ...arg(name, args, 0, 'list').items]);
    case 'join': {
      arity(name, args, 1);
      const separator = arg(name, args, 0, 'string').value;
      const parts = own.map((_, i) => arg(name, own, i, 'string').value);
      return str(parts.join(separator));
    }
    case 'removeAll': {
      arity(name, args, 1);
      const removed = items(name, args, 0);
      return list(own.filter((item) => !contains(removed, item)));
    }
    case 'toSet':
      arity(name, args, 0);
      return toSet(own);
    default:
      return undefined;
  }
}

function setMethod(own: RulesValue[], name: string, args: RulesValue[]): RulesValue | undefined {
  switch (name) {
    case 'union':
      arity(name, args, 1);
      return toSet([...own, ...arg(name, args, 0, 'set').items]);
    case 'intersection': {
      arity(name, args, 1);
      const other = arg(name, args, 0, 'set').items;
      return toSet(own.filter((item) => contains(other, item)));
    }
    case 'difference': {
      arity(name, args, 1);
      const other = arg(name, args, 0, 'set').items;
      return toSet(own.filter((item) => !contains(other, item)));
    }
    default:
      return undefined;
  }
}

export function toSet(values: RulesValue[]): RulesValue {
  const unique: RulesValue[] = [];
  for (const value of values) if (!contains(unique, value)) unique.push(value);
  return { type: 'set', items: unique };
}

/**
 * A list known only to contain some values (an `array-contains` filter):
 * membership tests on those values are proven, anything else is unknown.
 */
export function partialListMethod(
  contained: RulesValue[],
  name: string,
  args: RulesValue[],
): RulesValue {
  if (name === 'hasAny' && args.length === 1) {
    if (items(name, args, 0).some((item) => contains(contained, item))) return bool(true);
  }
  if (name === 'hasAll' && args.length === 1) {
    if (items(name, args, 0).every((item) => contains(contained, item))) return bool(true);
  }
  throw new UnknownValueError();
}
