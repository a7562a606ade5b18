/** The shared state behind the engine's operations. */
import type { Store } from '../store/Store';
import type { Clock, Micros } from './clock';
import { fromTimestamp, toTimestamp } from './clock';
import type { ListenHub } from './listen/ListenHub';
import type { RulesAccess } from './RulesAccess';
import type { Transaction, TransactionManager } from './transactions';
import type { ReadOptions, Timestamp } from './types';

export interface EngineCore {
  store: Store;
  clock: Clock;
  txns: TransactionManager;
  rules: RulesAccess;
  hub: ListenHub;
}

/** How a read is served: inside a transaction, at a past time, or now. */
export interface ReadContext {
  /** Read-write transaction whose locks and read versions this read records. */
  txn?: Transaction;
  /** Set when the read began a transaction: returned in the first response. */
  newTransaction?: Buffer;
  /** Past read time, or undefined for the current state. */
  at?: Micros;
  readTime: Timestamp;
}

function present(b: Buffer | Uint8Array | undefined): b is Buffer {
  return b !== undefined && b !== null && b.length > 0;
}

export function readContext(core: EngineCore, database: string, opts: ReadOptions): ReadContext {
  if (present(opts.transaction)) {
    const txn = core.txns.get(database, opts.transaction);
    if (txn.readOnly) return { at: txn.readTime, readTime: toTimestamp(txn.readTime as Micros) };
    return { txn, readTime: toTimestamp(core.clock.tick()) };
  }
  if (opts.newTransaction) {
    const txn = core.txns.begin(database, opts.newTransaction);
    if (txn.readOnly)
      return {
        newTransaction: txn.id,
        at: txn.readTime,
        readTime: toTimestamp(txn.readTime as Micros),
      };
    return { txn, newTransaction: txn.id, readTime: toTimestamp(core.clock.tick()) };
  }
  if (opts.readTime) {
    const at = fromTimestamp(opts.readTime);
    return { at, readTime: toTimestamp(at) };
  }
  return { readTime: toTimestamp(core.clock.tick()) };
}
