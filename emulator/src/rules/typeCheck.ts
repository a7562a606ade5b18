import { RulesError, UnknownValueError } from './errors';
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
  if (value.type === 'unknown') throw new UnknownValueError();
  return types.includes(value.type);
}
