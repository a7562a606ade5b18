/** Builders for structured queries in proto form, for list query tests. */
import type { StructuredQuery } from '../engine/types';
import { toValue } from './testKit';

const OPS: Record<string, string> = {
  '==': 'EQUAL',
  '!=': 'NOT_EQUAL',
  '<': 'LESS_THAN',
  '<=': 'LESS_THAN_OR_EQUAL',
  '>': 'GREATER_THAN',
  '>=': 'GREATER_THAN_OR_EQUAL',
  in: 'IN',
  'not-in': 'NOT_IN',
  'array-contains': 'ARRAY_CONTAINS',
  'array-contains-any': 'ARRAY_CONTAINS_ANY',
};

/** A field filter in proto form, e.g. `where('owner', '==', 'alice')`. */
export function where(field: string, op: string, value: unknown): StructuredQuery {
  if (op === 'is-null' || op === 'is-nan') {
    return {
      unaryFilter: { field: { fieldPath: field }, op: op === 'is-null' ? 'IS_NULL' : 'IS_NAN' },
    };
  }
  return { fieldFilter: { field: { fieldPath: field }, op: OPS[op], value: toValue(value) } };
}

export const and = (...filters: StructuredQuery[]): StructuredQuery => ({
  compositeFilter: { op: 'AND', filters },
});
export const or = (...filters: StructuredQuery[]): StructuredQuery => ({
  compositeFilter: { op: 'OR', filters },
});

/** A structured query over `collection` with optional filter, limit, offset and orderBy. */
export function query(
  collection: string,
  parts: {
    where?: StructuredQuery;
    limit?: number;
    offset?: number;
    orderBy?: [string, 'asc' | 'desc'][];
  } = {},
): StructuredQuery {
  return {
    from: [{ collectionId: collection }],
    ...(parts.where ? { where: parts.where } : {}),
    ...(parts.limit !== undefined ? { limit: { value: parts.limit } } : {}),
    ...(parts.offset !== undefined ? { offset: parts.offset } : {}),
    ...(parts.orderBy
      ? {
          orderBy: parts.orderBy.map(([fieldPath, dir]) => ({
            field: { fieldPath },
            direction: dir === 'desc' ? 'DESCENDING' : 'ASCENDING',
          })),
        }
      : {}),
  };
}
