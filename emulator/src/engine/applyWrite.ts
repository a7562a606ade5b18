/**
 * Applies one google.firestore.v1.Write to a document's current state:
 * precondition, set / merge-with-mask / delete, then field transforms.
 */
import { fromTimestamp, sameTimestamp } from './clock';
import { checkDocumentSize } from './documentSize';
import { alreadyExists, failedPrecondition, invalidArgument, notFound } from './errors';
import { deleteField, getField, parseFieldPath, setField, type Fields } from './fieldPaths';
import { documentPath } from './paths';
import { applyTransform, type FieldTransform } from './transforms';
import type { Document, Timestamp, Value, Write } from './types';
import { validateFields } from './validateValue';

export interface AppliedWrite {
  path: string;
  /** The document before this write (within the batch). */
  before: Document | null;
  name: string;
  /** The document after the write; null when deleted or still missing. */
  after: Document | null;
  transformResults: Value[];
  isDelete: boolean;
  /** A `verify` write: its precondition held; it changes nothing. */
  isVerify: boolean;
}

/** The document name a write targets, validated against the request's database. */
export function writeTarget(database: string, w: Write): { name: string; path: string } {
  if (w === null || typeof w !== 'object') throw invalidArgument('Invalid write.');
  const name: unknown = w.update?.name ?? w.delete ?? w.transform?.document ?? w.verify;
  if (typeof name !== 'string')
    throw invalidArgument('A write must have an operation (update, delete, verify or transform).');
  return { name, path: documentPath(database, name) };
}

function checkPrecondition(w: Write, name: string, current: Document | null): void {
  const pre = w.currentDocument;
  if (!pre) return;
  if (pre.exists !== undefined && pre.exists !== null) {
    if (pre.exists && !current) throw notFound(`No document to update: ${name}`);
    if (!pre.exists && current) throw alreadyExists(`Document already exists: ${name}`);
  } else if (pre.updateTime) {
    if (!current || !sameTimestamp(current.updateTime, pre.updateTime)) {
      const stored = current ? fromTimestamp(current.updateTime) : 0n;
      throw failedPrecondition(
        `the stored version (${stored}) does not match the required base version (${fromTimestamp(pre.updateTime)})`,
      );
    }
  }
}

function applyUpdate(w: Write, base: Fields): Fields {
  const input = (w.update?.fields ?? {}) as Fields;
  validateFields(input);
  const mask: string[] | undefined = w.updateMask ? (w.updateMask.fieldPaths ?? []) : undefined;
  if (!mask) return input;
  let fields = base;
  for (const p of mask) {
    const segs = parseFieldPath(p);
    const v = getField(input, segs);
    fields = v === undefined ? deleteField(fields, segs) : setField(fields, segs, v);
  }
  return fields;
}

export function applyWrite(
  database: string,
  w: Write,
  commitTime: Timestamp,
  stateOf: (path: string) => Document | null,
): AppliedWrite {
  const { name, path } = writeTarget(database, w);
  const current = stateOf(path);
  checkPrecondition(w, name, current);
  const unchanged = { path, name, before: current, transformResults: [] };
  if (w.verify !== undefined && w.verify !== null) {
    if (!w.currentDocument) throw invalidArgument('A verify write requires a precondition.');
    return { ...unchanged, after: current, isDelete: false, isVerify: true };
  }
  if (w.delete !== undefined && w.delete !== null)
    return { ...unchanged, after: null, isDelete: true, isVerify: false };
  let fields: Fields = w.update ? applyUpdate(w, current?.fields ?? {}) : (current?.fields ?? {});
  const transforms: FieldTransform[] = w.update
    ? (w.updateTransforms ?? [])
    : (w.transform?.fieldTransforms ?? []);
  const transformResults: Value[] = [];
  for (const t of transforms) {
    if (typeof t?.fieldPath !== 'string')
      throw invalidArgument('A field transform must name a field path.');
    const segs = parseFieldPath(t.fieldPath);
    const next = applyTransform(t, getField(fields, segs), commitTime);
    fields = setField(fields, segs, next);
    transformResults.push(next);
  }
  const after: Document = {
    name,
    fields,
    createTime: current?.createTime ?? commitTime,
    updateTime: commitTime,
  };
  checkDocumentSize(after);
  return { path, name, before: current, after, transformResults, isDelete: false, isVerify: false };
}
