/**
 * Applies a batch of writes atomically: every write is applied to an overlay
 * of the stored state, rules are checked against the state before and after
 * the whole batch, then the changed documents are stored under one commit time.
 */
import type { DatabaseStore } from '../store/DatabaseStore';
import { applyWrite, type AppliedWrite } from './applyWrite';
import { fromTimestamp, toTimestamp, type Clock, type Micros } from './clock';
import type { RulesAccess } from './RulesAccess';
import type { Caller, Document, Timestamp, Write, WriteResult } from './types';
import { fieldsIdentical } from './values';

export interface DocumentChange {
  path: string;
  before: Document | null;
  after: Document | null;
}

export interface BatchOutcome {
  commitTime: Timestamp;
  commitMicros: Micros;
  writeResults: WriteResult[];
  changes: DocumentChange[];
}

export function commitBatch(
  db: DatabaseStore,
  clock: Clock,
  rules: RulesAccess,
  caller: Caller,
  writes: Write[],
): BatchOutcome {
  const commitMicros = clock.tick();
  const commitTime = toTimestamp(commitMicros);
  const overlay = new Map<string, Document | null>();
  const stateOf = (path: string) =>
    overlay.has(path) ? (overlay.get(path) ?? null) : db.get(path);
  const applied: { write: AppliedWrite; before: Document | null }[] = [];
  for (const w of writes) {
    const write = applyWrite(db.name, w, commitTime, stateOf);
    applied.push({ write, before: write.before });
    if (!write.isVerify) overlay.set(write.path, write.after);
  }

  if (rules.enforced(db.name, caller)) {
    for (const { write, before } of applied) {
      // A verify write only checks a version the caller already read: nothing to authorize.
      if (write.isVerify) continue;
      rules.check(db.name, caller, {
        path: write.path,
        method: write.isDelete ? 'delete' : before ? 'update' : 'create',
        resource: before,
        requestResource: write.after,
        time: commitTime,
        getDocument: (p) => db.get(p),
        getDocumentAfter: stateOf,
      });
    }
  }

  const changes: DocumentChange[] = [];
  const finalAfter = new Map<string, Document | null>();
  for (const [path, after] of overlay) {
    const before = db.get(path);
    if (!before && !after) continue;
    // A write that changes nothing keeps the stored version (and raises no listener event).
    if (before && after && fieldsIdentical(before.fields ?? {}, after.fields ?? {})) {
      finalAfter.set(path, before);
      continue;
    }
    db.put(path, after, commitMicros);
    finalAfter.set(path, after);
    changes.push({ path, before, after });
  }

  const writeResults = applied.map(({ write }) => {
    if (write.isVerify) return { updateTime: write.before?.updateTime, transformResults: [] };
    const stored = finalAfter.get(write.path);
    const updateTime = write.isDelete ? undefined : (stored?.updateTime ?? commitTime);
    return { updateTime, transformResults: write.transformResults };
  });
  return { commitTime, commitMicros, writeResults, changes };
}

export function updateMicros(doc: Document | null): Micros | null {
  return doc ? fromTimestamp(doc.updateTime) : null;
}
