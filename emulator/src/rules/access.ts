import {
  RulesError,
  UnknownValueError,
  nullValueError,
  requireKnown,
  undefinedProperty,
  unsupported,
} from './errors';
import type { RulesValue } from './values';
import { list, str } from './values';

/** `object.name`: map fields (resource, request, data and nested maps). */
export function member(object: RulesValue, name: string): RulesValue {
  switch (object.type) {
    case 'map':
      return object.entries.get(name) ?? throwError(undefinedProperty(name));
    case 'partialMap':
      return object.entries.get(name) ?? throwError(new UnknownValueError());
    case 'null':
      throw nullValueError();
    default:
      requireKnown(object);
      throw new RulesError(`Property ${name} is undefined on object of type ${object.type}.`);
  }
}

/** `object[key]`: map lookup, list/string/path position. */
export function index(object: RulesValue, key: RulesValue): RulesValue {
  if (object.type === 'null') throw nullValueError();
  if (object.type === 'map' || object.type === 'partialMap') {
    requireKnown(key);
    if (key.type !== 'string') throw unsupported('[]', object, key);
    return member(object, key.value);
  }
  requireKnown(object, key);
  if (key.type !== 'int') throw unsupported('[]', object, key);
  const items = sequence(object);
  const position = Number(key.value);
  if (position < 0 || position >= items.length) {
    throw new RulesError(`Index out of range: ${key.value} (size ${items.length}).`);
  }
  const item = items[position]!;
  return typeof item === 'string' ? str(item) : item;
}

/** `object[start:end]` on lists and strings; bounds default to the ends. */
export function slice(
  object: RulesValue,
  start: RulesValue | null,
  end: RulesValue | null,
): RulesValue {
  if (object.type === 'null') throw nullValueError();
  requireKnown(object, ...(start ? [start] : []), ...(end ? [end] : []));
  if (object.type !== 'list' && object.type !== 'string') throw unsupported('[:]', object);
  const items = sequence(object);
  const from = bound(start, 0);
  const to = bound(end, items.length);
  if (from < 0 || to > items.length || from > to) {
    throw new RulesError(`Slice [${from}:${to}] out of range (size ${items.length}).`);
  }
  const part = items.slice(from, to);
  return object.type === 'list' ? list(part as RulesValue[]) : str((part as string[]).join(''));
}

function bound(value: RulesValue | null, fallback: number): number {
  if (!value) return fallback;
  if (value.type !== 'int') throw new RulesError('Slice bounds must be ints.');
  return Number(value.value);
}

function sequence(object: RulesValue): RulesValue[] | string[] {
  if (object.type === 'list') return object.items;
  if (object.type === 'string') return [...object.value];
  if (object.type === 'path') return object.segments;
  throw unsupported('[]', object);
}

function throwError(error: Error): never {
  throw error;
}
