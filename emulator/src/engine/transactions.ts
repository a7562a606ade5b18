/**
 * Transactions with the service's pessimistic concurrency: a read-write
 * transaction locks every document it reads; when an older transaction wants
 * a lock a younger one holds, the younger is wounded (ABORTED), otherwise the
 * requester waits. Retries (`retryTransaction`) keep their original age, so
 * contended transactions always make progress. Read versions are checked
 * again at commit, which catches plain (non-transactional) writes.
 */
import { randomBytes } from 'node:crypto';
import type { Clock, Micros } from './clock';
import { aborted, invalidArgument } from './errors';
import type { TransactionOptions } from './types';

export const CONTENTION_MESSAGE =
  'Aborted due to cross-transaction contention. This occurs when multiple transactions attempt to access the same data, requiring Firestore to abort at least one in order to enforce serializability.';
export const EXPIRED_MESSAGE = 'The referenced transaction has expired or is no longer valid.';

const IDLE_EXPIRY_MS = 60_000;
const LOCK_WAIT_MS = 20_000;

export interface Transaction {
  id: Buffer;
  key: string;
  database: string;
  readOnly: boolean;
  /** Read-only transactions read at this time. */
  readTime?: Micros;
  /** Age: smaller is older and wins contention. */
  priority: Micros;
  /** path → updateTime (micros) seen, or null when missing. */
  reads: Map<string, Micros | null>;
  /**
   * Queries run inside the transaction with what they returned (names and
   * versions): checked again at commit, so an insert into a range the
   * transaction read (a phantom) conflicts like a change to a document it read.
   */
  queries: { rerun: () => string; seen: string }[];
  locks: Set<string>;
  state: 'active' | 'aborted' | 'done';
  lastUsed: number;
  /** Fails the lock wait in progress, if any (a wounded transaction stops waiting). */
  cancelWait?: (e: Error) => void;
}

interface Lock {
  holder: Transaction;
  waiters: { txn: Transaction; grant: () => void }[];
}

export class TransactionManager {
  private readonly txns = new Map<string, Transaction>();
  private readonly finishedPriority = new Map<string, Micros>();
  private readonly locks = new Map<string, Lock>();

  constructor(private readonly clock: Clock) {}

  begin(database: string, options: TransactionOptions | undefined): Transaction {
    this.sweep();
    const readOnly = Boolean(options?.readOnly);
    let priority = this.clock.tick();
    const retry: Buffer | undefined = options?.readWrite?.retryTransaction;
    if (retry && retry.length > 0) {
      const key = Buffer.from(retry).toString('hex');
      priority = this.txns.get(key)?.priority ?? this.finishedPriority.get(key) ?? priority;
    }
    const id = randomBytes(16);
    const txn: Transaction = {
      id,
      key: id.toString('hex'),
      database,
      readOnly,
      priority,
      reads: new Map(),
      queries: [],
      locks: new Set(),
      state: 'active',
      lastUsed: Date.now(),
    };
    if (readOnly) {
      const rt = options?.readOnly?.readTime;
      txn.readTime = rt
        ? BigInt(rt.seconds ?? 0) * 1_000_000n + BigInt(Math.floor((rt.nanos ?? 0) / 1000))
        : priority;
    }
    this.txns.set(txn.key, txn);
    return txn;
  }

  /** The live transaction named by `id`, or INVALID_ARGUMENT / ABORTED. */
  get(database: string, id: Buffer | Uint8Array): Transaction {
    const txn = this.txns.get(Buffer.from(id).toString('hex'));
    if (!txn || txn.database !== database) throw invalidArgument(EXPIRED_MESSAGE);
    if (txn.state === 'aborted') throw aborted(CONTENTION_MESSAGE);
    txn.lastUsed = Date.now();
    return txn;
  }

  /** Takes the document lock for a read-write transaction (waits or wounds). */
  async lock(txn: Transaction, path: string): Promise<void> {
    if (txn.readOnly || txn.locks.has(path)) return;
    const key = `${txn.database}|${path}`;
    for (;;) {
      if (txn.state !== 'active') throw aborted(CONTENTION_MESSAGE);
      const lock = this.locks.get(key);
      if (!lock) {
        this.locks.set(key, { holder: txn, waiters: [] });
        txn.locks.add(path);
        return;
      }
      // An older transaction wounds the holder; so does anyone when the holder was abandoned.
      if (
        txn.priority < lock.holder.priority ||
        lock.holder.lastUsed < Date.now() - IDLE_EXPIRY_MS
      ) {
        this.abort(lock.holder);
        continue;
      }
      await new Promise<void>((grant, fail) => {
        const done = () => {
          clearTimeout(timer);
          lock.waiters = lock.waiters.filter((w) => w.txn !== txn);
          txn.cancelWait = undefined;
        };
        const timer = setTimeout(
          () => (done(), fail(aborted('Transaction lock timeout.'))),
          LOCK_WAIT_MS,
        );
        txn.cancelWait = (e) => (done(), fail(e));
        lock.waiters.push({ txn, grant: () => (done(), grant()) });
      });
    }
  }

  /** Records the version a transaction read, for the commit-time check. */
  recordRead(txn: Transaction, path: string, updateTime: Micros | null): void {
    if (!txn.readOnly && !txn.reads.has(path)) txn.reads.set(path, updateTime);
  }

  /** Records a query's result; `rerun` gives the same signature over the current data. */
  recordQuery(txn: Transaction, rerun: () => string, seen: string): void {
    if (!txn.readOnly) txn.queries.push({ rerun, seen });
  }

  abort(txn: Transaction): void {
    if (txn.state !== 'active') return;
    txn.state = 'aborted';
    this.release(txn);
    txn.cancelWait?.(aborted(CONTENTION_MESSAGE));
  }

  finish(txn: Transaction): void {
    txn.state = 'done';
    this.release(txn);
    this.txns.delete(txn.key);
    this.finishedPriority.set(txn.key, txn.priority);
    if (this.finishedPriority.size > 10_000) {
      const first = this.finishedPriority.keys().next().value as string;
      this.finishedPriority.delete(first);
    }
  }

  private release(txn: Transaction): void {
    for (const path of txn.locks) {
      const key = `${txn.database}|${path}`;
      const lock = this.locks.get(key);
      if (!lock || lock.holder !== txn) continue;
      this.locks.delete(key);
      // Wake every waiter; they race again for the lock, the oldest wins by wounding.
      [...lock.waiters]
        .sort((a, b) => (a.txn.priority < b.txn.priority ? -1 : 1))
        .forEach((w) => w.grant());
    }
    txn.locks.clear();
  }

  private sweep(): void {
    const cutoff = Date.now() - IDLE_EXPIRY_MS;
    for (const txn of this.txns.values()) {
      if (txn.lastUsed < cutoff) {
        this.abort(txn);
        this.txns.delete(txn.key);
      }
    }
  }

  /** Forgets the transactions of a cleared database. */
  dropDatabase(database: string): void {
    for (const txn of this.txns.values()) if (txn.database === database) this.abort(txn);
  }
}
