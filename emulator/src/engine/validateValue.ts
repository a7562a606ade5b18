/** Rejects malformed values before they reach the store. */
import { invalidArgument } from './errors';
import type { Value } from './types';
import { kindOf } from './values';

const MAX_DEPTH = 20;

export function validateValue(v: Value, depth = 0, inArray = false): void {
  if (depth > MAX_DEPTH)
    throw invalidArgument('Document has too many nested levels (more than 20).');
  if (v === null || typeof v !== 'object') throw invalidArgument('Invalid value: not a message.');
  const kind = kindOf(v);
  switch (kind) {
    case undefined:
      throw invalidArgument('Invalid value: no value type set.');
    case 'integerValue':
      if (!/^-?\d+$/.test(String(v.integerValue)))
        throw invalidArgument(`Invalid integer value "${v.integerValue}".`);
      return;
    case 'arrayValue':
      if (inArray) throw invalidArgument('Cannot convert an array value in an array value.');
      for (const e of v.arrayValue?.values ?? []) validateValue(e, depth + 1, true);
      return;
    case 'mapValue':
      for (const [k, e] of Object.entries(v.mapValue?.fields ?? {})) {
        if (k === '') throw invalidArgument('Field names must not be empty.');
        validateValue(e, depth + 1);
      }
      return;
    case 'referenceValue':
      if (
        !/^projects\/[^/]+\/databases\/[^/]+\/documents\/[^/]+(\/[^/]+\/[^/]+)*\/[^/]+$/.test(
          v.referenceValue ?? '',
        )
      ) {
        throw invalidArgument(`Invalid reference value "${v.referenceValue}".`);
      }
      return;
    case 'geoPointValue': {
      const { latitude = 0, longitude = 0 } = v.geoPointValue ?? {};
      if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180)
        throw invalidArgument('Invalid geo point value.');
      return;
    }
    default:
      return;
  }
}

export function validateFields(fields: Record<string, Value> | undefined): void {
  for (const [k, v] of Object.entries(fields ?? {})) {
    if (k === '') throw invalidArgument('Field names must not be empty.');
    validateValue(v, 1);
  }
}
