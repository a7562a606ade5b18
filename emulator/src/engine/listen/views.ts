/**
 * A view is the live result set of one query (or set of documents) in one
 * database, shared by every listener with the same target, so a commit is
 * evaluated once per distinct target however many listeners there are.
 */
import type { DatabaseStore } from '../../store/DatabaseStore';
import type { DocumentChange } from '../commitBatch';
import type { CompiledQuery } from '../query/compileQuery';
import { withinBounds } from '../query/compileQuery';
import { executeQuery } from '../query/executeQuery';
import type { Document } from '../types';

export type ViewEvent =
  { kind: 'upsert'; doc: Document } | { kind: 'remove'; name: string; deleted: boolean };

/** A stream that receives deliveries; flushed once per commit with the snapshot marker. */
export interface SnapshotSink {
  flush(readTime: bigint): void;
}

/** One listen target of one stream, subscribed to a view. */
export interface Subscriber {
  readonly sink: SnapshotSink;
  deliver(view: View, events: ViewEvent[]): void;
}

export abstract class View {
  readonly subscribers = new Set<Subscriber>();
  /** Member documents by full name (the stored, immutable objects). */
  protected members = new Map<string, Document>();

  constructor(
    readonly key: string,
    protected readonly db: DatabaseStore,
  ) {}

  current(): Document[] {
    return [...this.members.values()];
  }

  abstract apply(changes: DocumentChange[]): ViewEvent[];
}

export class QueryView extends View {
  private readonly recompute: boolean;

  constructor(
    key: string,
    db: DatabaseStore,
    readonly query: CompiledQuery,
  ) {
    super(key, db);
    // Limits and offsets depend on documents outside the change: re-run the query.
    this.recompute = query.limit !== undefined || query.offset > 0;
    for (const d of executeQuery(db, query)) this.members.set(d.name, d);
  }

  private qualifies(doc: Document | null): doc is Document {
    return doc !== null && this.query.matches(doc) && withinBounds(this.query, doc);
  }

  apply(changes: DocumentChange[]): ViewEvent[] {
    return this.recompute ? this.applyByRerun(changes) : this.applyIncremental(changes);
  }

  private applyIncremental(changes: DocumentChange[]): ViewEvent[] {
    const events: ViewEvent[] = [];
    for (const c of changes) {
      const name = (c.after ?? c.before)?.name as string;
      if (this.qualifies(c.after)) {
        this.members.set(name, c.after);
        events.push({ kind: 'upsert', doc: c.after });
      } else if (this.members.delete(name)) {
        events.push({ kind: 'remove', name, deleted: c.after === null });
      }
    }
    return events;
  }

  private applyByRerun(changes: DocumentChange[]): ViewEvent[] {
    const touched = changes.some((c) => {
      const name = (c.after ?? c.before)?.name as string;
      return this.members.has(name) || this.qualifies(c.after);
    });
    if (!touched) return [];
    const next = new Map<string, Document>();
    for (const d of executeQuery(this.db, this.query)) next.set(d.name, d);
    const events: ViewEvent[] = [];
    for (const [name] of this.members) {
      if (!next.has(name)) {
        const path = name.slice(this.db.name.length + '/documents/'.length);
        events.push({ kind: 'remove', name, deleted: this.db.get(path) === null });
      }
    }
    for (const [name, d] of next)
      if (this.members.get(name) !== d) events.push({ kind: 'upsert', doc: d });
    this.members = next;
    return events;
  }
}

export class DocumentsView extends View {
  constructor(
    key: string,
    db: DatabaseStore,
    readonly paths: string[],
  ) {
    super(key, db);
    for (const p of paths) {
      const d = db.get(p);
      if (d) this.members.set(d.name, d);
    }
  }

  apply(changes: DocumentChange[]): ViewEvent[] {
    const events: ViewEvent[] = [];
    for (const c of changes) {
      if (c.after) {
        this.members.set(c.after.name, c.after);
        events.push({ kind: 'upsert', doc: c.after });
      } else if (c.before && this.members.delete(c.before.name)) {
        events.push({ kind: 'remove', name: c.before.name, deleted: true });
      }
    }
    return events;
  }
}
