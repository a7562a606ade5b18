import { PATH_ID_PATTERN, PATH_ID_RULE } from '@vg/common';
import { HttpError } from './HttpError';

/**
 * The last check before an id from a request becomes part of a Firestore
 * or Storage path: anything but a plain id (see PATH_ID_PATTERN) is a 400
 * naming the field, so no request can reach another document.
 */
export function pathId(value: string, name: string): string {
  if (PATH_ID_PATTERN.test(value)) return value;
  const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value;
  throw new HttpError(400, `Invalid request: ${name} '${shown}' ${PATH_ID_RULE}.`, {
    code: 'invalid-id',
  });
}
