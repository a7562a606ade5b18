/**
 * Query explain (`explainOptions`): a plan summary naming the ordering the
 * emulator scans by, and with `analyze` the execution statistics. There are
 * no indexes here; the summary is shaped like the service's so clients parse it.
 */
import type { CompiledQuery } from './compileQuery';

const str = (s: string) => ({ stringValue: s });

export function explainMetrics(
  q: CompiledQuery,
  analyze: boolean,
  returned: number,
  startedNs: bigint,
) {
  const order = q.orderBy.map((o) => `${o.path} ${o.descending ? 'DESC' : 'ASC'}`);
  if (q.nearest) order.push(`${q.nearest.path} VECTOR<${q.nearest.query.length}>`);
  const properties = `(${order.join(', ')})`;
  const planSummary = {
    indexesUsed: [
      {
        fields: {
          query_scope: str(q.allDescendants ? 'Collection group' : 'Collection'),
          properties: str(properties),
        },
      },
    ],
  };
  if (!analyze) return { planSummary };
  const elapsed = process.hrtime.bigint() - startedNs;
  return {
    planSummary,
    executionStats: {
      resultsReturned: String(returned),
      executionDuration: {
        seconds: String(elapsed / 1_000_000_000n),
        nanos: Number(elapsed % 1_000_000_000n),
      },
      readOperations: String(Math.max(1, returned)),
      debugStats: {
        fields: {
          documents_scanned: str(String(returned)),
          index_entries_scanned: str(String(returned)),
        },
      },
    },
  };
}
