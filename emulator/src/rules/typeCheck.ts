import { RulesError, UnknownValueError } from './errors';
import { CLASS_TYPES } from './valueOrder';
import type { RulesValue } from './values';

/** Type names accepted after `is`, and the value types each one covers. */
const TYPES: Record<string, RulesValue['type'][]> = {
  bool: ['bool'],
  bytes: ['bytes'],
  int: ['int'],
  float: ['float'],
  number: ['int', 'float'],
  string: ['string'],
  list: ['list', 'partialList'],
  map: ['map', 'partialMap'],
  set: ['set'],
  map_diff: ['mapDiff'],
  path: ['path'],
  timestamp: ['timestamp'],
  duration: ['duration'],
  latlng: ['latlng'],
};

export const TYPE_NAMES = Object.keys(TYPES);

/** `value is typeName`. */
export function isType(value: RulesValue, typeName: string): boolean {
  const types = TYPES[typeName];
  if (!types) throw new RulesError(`Unknown type name: ${typeName}.`);
  if (value.type === 'bounded') return boundedIsType(value, types);
  if (value.type === 'unknown') throw new UnknownValueError();
  return types.includes(value.type);
}

/** A range filter fixes the field's type class: decided when the class is wholly in or out. */
function boundedIsType(
  value: Extract<RulesValue, { type: 'bounded' }>,
  types: RulesValue['type'][],
): boolean {
  const cls = value.bounds.typeClass;
  const possible = cls ? CLASS_TYPES[cls] : [];
  if (cls && possible.every((type) => types.includes(type))) return true;
  if (cls && possible.every((type) => !types.includes(type))) return false;
  throw new UnknownValueError();
}
