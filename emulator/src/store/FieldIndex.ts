/**
 * A single-field index of one collection: its documents that hold the
 * field, ordered by the field's value (Firestore's cross-type order) and
 * then by document name, as the service's automatic single-field indexes
 * are. Kept up to date by the store on every write.
 */
import { getField } from '../engine/fieldPaths';
import type { Document, Value } from '../engine/types';
import { compareReferences, compareValues, typeOrder } from '../engine/values';
import { SortedChunks, type Position } from './SortedChunks';

export interface IndexEntry {
  value: Value;
  doc: Document;
}

/** An entry with the sort keys of its value, for building the index with one sort. */
interface Keyed {
  entry: IndexEntry;
  order: number;
  seconds: number;
  nanos: number;
}

/** typeOrder() of timestamps. */
const TIMESTAMP_ORDER = 3;

const byValueThenName = (a: IndexEntry, b: IndexEntry): number =>
  compareValues(a.value, b.value) || compareReferences(a.doc.name, b.doc.name);

export class FieldIndex {
  private readonly entries: SortedChunks<IndexEntry>;

  constructor(
    readonly segs: string[],
    docs: Iterable<Document>,
  ) {
    const keyed: Keyed[] = [];
    for (const doc of docs) {
      const value = getField(doc.fields, segs);
      if (value === undefined) continue;
      const order = typeOrder(value);
      const time = order === TIMESTAMP_ORDER ? value.timestampValue : undefined;
      keyed.push({
        entry: { value, doc },
        order,
        seconds: Number(time?.seconds ?? 0),
        nanos: time?.nanos ?? 0,
      });
    }
    // Timestamps (the usual ordered field) are compared by numbers read once, not per comparison.
    keyed.sort(
      (a, b) =>
        a.order - b.order ||
        (a.order === TIMESTAMP_ORDER
          ? a.seconds - b.seconds || a.nanos - b.nanos
          : compareValues(a.entry.value, b.entry.value)) ||
        compareReferences(a.entry.doc.name, b.entry.doc.name),
    );
    this.entries = new SortedChunks(
      byValueThenName,
      keyed.map((k) => k.entry),
    );
  }

  get size(): number {
    return this.entries.size;
  }

  /** Replaces `before` by `after` (either may be null: a create or a delete). */
  update(before: Document | null, after: Document | null): void {
    const old = before ? getField(before.fields, this.segs) : undefined;
    if (before && old !== undefined) this.entries.remove({ value: old, doc: before });
    const value = after ? getField(after.fields, this.segs) : undefined;
    if (after && value !== undefined) this.entries.insert({ value, doc: after });
  }

  /** The position of the first entry whose value is at least (`inclusive`) or above `value`. */
  seek(value: Value, inclusive: boolean): Position {
    return this.entries.firstWhere((e) => {
      const c = compareValues(e.value, value);
      return inclusive ? c >= 0 : c > 0;
    });
  }

  start(): Position {
    return { chunk: 0, index: 0 };
  }

  end(): Position {
    return this.entries.end();
  }

  /** Entries from `from` on, ascending, until `visit` returns false. */
  ascending(from: Position, visit: (entry: IndexEntry) => boolean): void {
    this.entries.forward(from, visit);
  }

  /** Entries before `before`, descending, until `visit` returns false. */
  descending(before: Position, visit: (entry: IndexEntry) => boolean): void {
    this.entries.backward(before, visit);
  }

  /** Every entry in index order. */
  toArray(): IndexEntry[] {
    return this.entries.toArray();
  }
}
