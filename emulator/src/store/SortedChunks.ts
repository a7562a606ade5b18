/**
 * A sorted list kept as a row of small sorted arrays: finding a place costs
 * a binary search, inserting or removing moves at most one chunk's entries
 * (not the whole list's, as one big array would on every write).
 */

/** Where an entry sits: chunk number and index inside it (`chunk === count` is the end). */
export interface Position {
  chunk: number;
  index: number;
}

/** Chunks split in two past this length. */
const MAX_CHUNK = 512;

export class SortedChunks<T> {
  private chunks: T[][] = [];
  private count = 0;

  /** `sorted` must already be in `compare` order. */
  constructor(
    private readonly compare: (a: T, b: T) => number,
    sorted: T[] = [],
  ) {
    for (let i = 0; i < sorted.length; i += MAX_CHUNK / 2)
      this.chunks.push(sorted.slice(i, i + MAX_CHUNK / 2));
    this.count = sorted.length;
  }

  get size(): number {
    return this.count;
  }

  /**
   * The first entry for which `after` holds, given that `after` is false for
   * a leading run of entries and true for the rest (a monotone predicate).
   */
  firstWhere(after: (item: T) => boolean): Position {
    let lo = 0;
    let hi = this.chunks.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const chunk = this.chunks[mid] as T[];
      if (after(chunk[chunk.length - 1] as T)) hi = mid;
      else lo = mid + 1;
    }
    if (lo === this.chunks.length) return { chunk: lo, index: 0 };
    const chunk = this.chunks[lo] as T[];
    let a = 0;
    let b = chunk.length - 1;
    while (a < b) {
      const mid = (a + b) >> 1;
      if (after(chunk[mid] as T)) b = mid;
      else a = mid + 1;
    }
    return { chunk: lo, index: a };
  }

  /** Just past the last entry. */
  end(): Position {
    return { chunk: this.chunks.length, index: 0 };
  }

  insert(item: T): void {
    const at = this.firstWhere((x) => this.compare(x, item) > 0);
    if (this.chunks.length === 0) this.chunks.push([]);
    // Past the end: append to the last chunk.
    const c = Math.min(at.chunk, this.chunks.length - 1);
    const chunk = this.chunks[c] as T[];
    chunk.splice(at.chunk === c ? at.index : chunk.length, 0, item);
    this.count++;
    if (chunk.length > MAX_CHUNK) {
      const half = chunk.length >> 1;
      this.chunks.splice(c, 1, chunk.slice(0, half), chunk.slice(half));
    }
  }

  /** Removes the entry equal to `item` under `compare`; false when there is none. */
  remove(item: T): boolean {
    const at = this.firstWhere((x) => this.compare(x, item) >= 0);
    const chunk = this.chunks[at.chunk];
    if (!chunk || this.compare(chunk[at.index] as T, item) !== 0) return false;
    chunk.splice(at.index, 1);
    this.count--;
    if (chunk.length === 0) this.chunks.splice(at.chunk, 1);
    return true;
  }

  /** Visits entries from `from` (included) to the end until `visit` returns false. */
  forward(from: Position, visit: (item: T) => boolean): void {
    for (let c = from.chunk; c < this.chunks.length; c++) {
      const chunk = this.chunks[c] as T[];
      for (let i = c === from.chunk ? from.index : 0; i < chunk.length; i++)
        if (!visit(chunk[i] as T)) return;
    }
  }

  /** Visits entries from just before `before` down to the first until `visit` returns false. */
  backward(before: Position, visit: (item: T) => boolean): void {
    for (let c = Math.min(before.chunk, this.chunks.length - 1); c >= 0; c--) {
      const chunk = this.chunks[c] as T[];
      for (let i = c === before.chunk ? before.index - 1 : chunk.length - 1; i >= 0; i--)
        if (!visit(chunk[i] as T)) return;
    }
  }

  /** Every entry, in order. */
  toArray(): T[] {
    return this.chunks.flat();
  }
}
