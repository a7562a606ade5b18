/** count / sum / avg over a query's results, with the service's numeric rules. */
import { invalidArgument } from '../errors';
import type { Document, StructuredAggregationQuery, Value } from '../types';
import { kindOf } from '../values';
import { fieldSegments, fieldValue } from './compileFilter';

const INT64_MAX = 2n ** 63n - 1n;
const INT64_MIN = -(2n ** 63n);

function numericValues(docs: Document[], path: unknown): Value[] {
  const segs = fieldSegments(path);
  const out: Value[] = [];
  for (const d of docs) {
    const v = fieldValue(d, segs);
    const k = v && kindOf(v);
    if (k === 'integerValue' || k === 'doubleValue') out.push(v as Value);
  }
  return out;
}

function sum(values: Value[]): Value {
  let intSum = 0n;
  let dblSum = 0;
  let allInts = true;
  for (const v of values) {
    if (kindOf(v) === 'integerValue') intSum += BigInt(v.integerValue ?? '0');
    else {
      allInts = false;
      dblSum += Number(v.doubleValue);
    }
  }
  if (allInts && intSum <= INT64_MAX && intSum >= INT64_MIN) {
    return { valueType: 'integerValue', integerValue: intSum.toString() };
  }
  return { valueType: 'doubleValue', doubleValue: dblSum + Number(intSum) };
}

function avg(values: Value[]): Value {
  if (values.length === 0) return { valueType: 'nullValue', nullValue: 'NULL_VALUE' };
  let total = 0;
  for (const v of values)
    total += kindOf(v) === 'integerValue' ? Number(v.integerValue) : Number(v.doubleValue);
  return { valueType: 'doubleValue', doubleValue: total / values.length };
}

export function aggregate(
  all: Document[],
  query: StructuredAggregationQuery,
): Record<string, Value> {
  const aggs = (query.aggregations ?? []) as StructuredAggregationQuery[];
  if (aggs.length === 0) throw invalidArgument('At least one aggregation is required.');
  if (aggs.length > 5) throw invalidArgument('At most 5 aggregations are allowed.');
  // The service aggregates only the documents that hold every field any aggregation
  // names (of any type), so count, sum and avg in one query see the same documents.
  const fields = aggs
    .map((a) => (a.sum ?? a.avg)?.field?.fieldPath)
    .filter((p) => p !== undefined)
    .map(fieldSegments);
  const docs =
    fields.length === 0
      ? all
      : all.filter((d) => fields.every((segs) => fieldValue(d, segs) !== undefined));
  const out: Record<string, Value> = {};
  aggs.forEach((a, i) => {
    const alias = a.alias ? String(a.alias) : `field_${i + 1}`;
    if (alias in out) throw invalidArgument(`Duplicate aggregation alias "${alias}".`);
    if (a.count) {
      const upTo =
        a.count.upTo === undefined || a.count.upTo === null
          ? undefined
          : Number(a.count.upTo.value ?? a.count.upTo);
      if (upTo !== undefined && upTo < 1) throw invalidArgument('count up_to must be positive.');
      const n = upTo === undefined ? docs.length : Math.min(docs.length, upTo);
      out[alias] = { valueType: 'integerValue', integerValue: String(n) };
    } else if (a.sum) out[alias] = sum(numericValues(docs, a.sum.field?.fieldPath));
    else if (a.avg) out[alias] = avg(numericValues(docs, a.avg.field?.fieldPath));
    else throw invalidArgument('Unknown aggregation.');
  });
  return out;
}
