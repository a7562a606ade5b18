/**
 * The documents of one database, in memory. Documents are keyed by their path
 * below `documents/`; a per-collection index serves queries, single-field
 * indexes of large collections (made when a query first needs one, then kept
 * up to date by every write) serve ordered and equality queries without a
 * scan, and a short log of replaced versions serves reads at an earlier
 * `readTime`.
 */
import type { Document } from '../engine/types';
import { FieldIndex } from './FieldIndex';

export type Micros = bigint;

interface Change {
  time: Micros;
  path: string;
  before: Document | null;
}

/** How long replaced versions stay readable (the service allows reads up to 60 s back). */
const HISTORY_MICROS = 60_000_000n;
const HISTORY_MAX = 200_000;
/**
 * Collections smaller than this are scanned: a scan of a thousand documents
 * costs less than keeping an index up to date on every write.
 */
export const INDEX_MIN_DOCUMENTS = 1000;

export class DatabaseStore {
  /** collection path → document id → document */
  private readonly collections = new Map<string, Map<string, Document>>();
  /** collection path → field path → its single-field index */
  private readonly indexes = new Map<string, Map<string, FieldIndex>>();
  private readonly log: Change[] = [];
  private logStart = 0;
  /** Bumped by every change, so savers can tell whether anything happened since. */
  revision = 0;

  constructor(
    readonly name: string,
    /** Collections with fewer documents are not indexed (tests index every one with 0). */
    readonly indexMinDocuments = INDEX_MIN_DOCUMENTS,
  ) {}

  get(path: string): Document | null {
    const i = path.lastIndexOf('/');
    return this.collections.get(path.slice(0, i))?.get(path.slice(i + 1)) ?? null;
  }

  /** State at `time` (current state when `time` is undefined). */
  getAt(path: string, time: Micros | undefined): Document | null {
    let doc = this.get(path);
    if (time === undefined) return doc;
    for (let i = this.log.length - 1; i >= this.logStart; i--) {
      const c = this.log[i] as Change;
      if (c.time <= time) break;
      if (c.path === path) doc = c.before;
    }
    return doc;
  }

  put(path: string, doc: Document | null, time: Micros): void {
    this.revision += 1;
    const i = path.lastIndexOf('/');
    const coll = path.slice(0, i);
    const id = path.slice(i + 1);
    let docs = this.collections.get(coll);
    const before = docs?.get(id) ?? null;
    if (doc) {
      if (!docs) this.collections.set(coll, (docs = new Map()));
      docs.set(id, doc);
    } else if (docs) {
      docs.delete(id);
      if (docs.size === 0) this.collections.delete(coll);
    }
    const indexes = this.indexes.get(coll);
    if (indexes) for (const index of indexes.values()) index.update(before, doc);
    this.log.push({ time, path, before });
    this.prune(time);
  }

  /**
   * The index of `field` (its path segments, `key` its canonical form) over
   * the current documents of a collection, made on first use; null for a
   * collection smaller than `indexMinDocuments` that has none yet.
   */
  fieldIndex(collection: string, segs: string[], key: string): FieldIndex | null {
    let indexes = this.indexes.get(collection);
    const existing = indexes?.get(key);
    if (existing) return existing;
    const docs = this.collections.get(collection);
    if ((docs?.size ?? 0) < this.indexMinDocuments) return null;
    if (!indexes) this.indexes.set(collection, (indexes = new Map()));
    const index = new FieldIndex(segs, docs?.values() ?? []);
    indexes.set(key, index);
    return index;
  }

  private prune(now: Micros): void {
    while (
      this.logStart < this.log.length &&
      ((this.log[this.logStart] as Change).time < now - HISTORY_MICROS ||
        this.log.length - this.logStart > HISTORY_MAX)
    ) {
      this.logStart++;
    }
    if (this.logStart > 4096 && this.logStart * 2 > this.log.length) {
      this.log.splice(0, this.logStart);
      this.logStart = 0;
    }
  }

  /** Documents of one collection, as of `time`. */
  collection(path: string, time?: Micros): Document[] {
    const docs = [...(this.collections.get(path)?.values() ?? [])];
    if (time === undefined) return docs;
    return this.overlayHistory(docs, time, (p) => p.slice(0, p.lastIndexOf('/')) === path);
  }

  /** Documents of every collection accepted by `pick(collectionPath)`, as of `time`. */
  collectionsMatching(pick: (collectionPath: string) => boolean, time?: Micros): Document[] {
    const out: Document[] = [];
    for (const [coll, docs] of this.collections)
      if (pick(coll)) for (const d of docs.values()) out.push(d);
    if (time === undefined) return out;
    return this.overlayHistory(out, time, (p) => pick(p.slice(0, p.lastIndexOf('/'))));
  }

  private overlayHistory(
    current: Document[],
    time: Micros,
    inScope: (path: string) => boolean,
  ): Document[] {
    const prefix = this.name + '/documents/';
    const byPath = new Map<string, Document | null>();
    for (const d of current) byPath.set(d.name.slice(prefix.length), d);
    for (let i = this.log.length - 1; i >= this.logStart; i--) {
      const c = this.log[i] as Change;
      if (c.time <= time) break;
      if (inScope(c.path)) byPath.set(c.path, c.before);
    }
    return [...byPath.values()].filter((d): d is Document => d !== null);
  }

  /** Every collection path that holds at least one document. */
  collectionPaths(): IterableIterator<string> {
    return this.collections.keys();
  }

  allDocuments(): Document[] {
    const out: Document[] = [];
    for (const docs of this.collections.values()) for (const d of docs.values()) out.push(d);
    return out;
  }

  isEmpty(): boolean {
    return this.collections.size === 0;
  }

  clear(): void {
    this.revision += 1;
    this.collections.clear();
    this.indexes.clear();
    this.log.length = 0;
    this.logStart = 0;
  }
}
