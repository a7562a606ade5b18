/**
 * Storage size of a document as the service computes it for its 1 MiB limit
 * (firebase.google.com/docs/firestore/storage-size).
 */
import type { Document, Value } from './types';
import { kindOf } from './values';
import { invalidArgument } from './errors';

export const MAX_DOCUMENT_BYTES = 1_048_576;

function stringSize(s: string): number {
  return Buffer.byteLength(s, 'utf8') + 1;
}

/** Name size: each collection and document id of the path, plus 16. */
export function nameSize(name: string): number {
  const i = name.indexOf('/documents/');
  const path = i < 0 ? name : name.slice(i + '/documents/'.length);
  let size = 16;
  for (const seg of path.split('/')) size += stringSize(seg);
  return size;
}

export function valueSize(v: Value): number {
  switch (kindOf(v)) {
    case 'nullValue':
    case 'booleanValue':
      return 1;
    case 'integerValue':
    case 'doubleValue':
    case 'timestampValue':
      return 8;
    case 'geoPointValue':
      return 16;
    case 'stringValue':
      return stringSize(v.stringValue ?? '');
    case 'bytesValue':
      return v.bytesValue?.length ?? 0;
    case 'referenceValue':
      return nameSize(v.referenceValue ?? '');
    case 'arrayValue':
      return (v.arrayValue?.values ?? []).reduce((n, e) => n + valueSize(e), 0);
    case 'mapValue':
      return fieldsSize(v.mapValue?.fields ?? {});
    default:
      return 0;
  }
}

function fieldsSize(fields: Record<string, Value>): number {
  let n = 0;
  for (const k in fields) n += stringSize(k) + valueSize(fields[k] as Value);
  return n;
}

export function documentSize(doc: Document): number {
  return nameSize(doc.name) + fieldsSize(doc.fields ?? {}) + 32;
}

export function checkDocumentSize(doc: Document): void {
  const size = documentSize(doc);
  if (size > MAX_DOCUMENT_BYTES) {
    throw invalidArgument(
      `Document '${doc.name}' cannot be written because its size (${size.toLocaleString('en-US')} bytes) ` +
        `exceeds the maximum allowed size of ${MAX_DOCUMENT_BYTES.toLocaleString('en-US')} bytes.`,
    );
  }
}
