import type { AuthorizeRequest } from './api';
import type { StructuredQuery } from '../engine/types';
import { fromJson, fromTimestamp, resourceValue } from './fromFirestore';
import type { RulesValue } from './values';
import { NULL, int, map, path, str } from './values';

/** The `request` variable: auth, method, path, time, resource and query. */
export function requestValue(req: AuthorizeRequest): RulesValue {
  const writes = req.method === 'create' || req.method === 'update';
  return map({
    auth: req.auth ? map({ uid: str(req.auth.uid), token: fromJson(req.auth.token) }) : NULL,
    method: str(req.method),
    path: path(['databases', req.database, 'documents', ...splitPath(req.path)]),
    time: fromTimestamp(req.time),
    resource: writes && req.requestResource ? resourceValue(req.requestResource) : NULL,
    query: req.method === 'list' ? queryValue(req.query ?? {}) : NULL,
  });
}

/**
 * `request.query`: limit (null when the query has none), offset (0 when
 * absent) and orderBy as a map from field path to ASCENDING/DESCENDING.
 */
function queryValue(query: StructuredQuery): RulesValue {
  const orderBy = new Map<string, RulesValue>();
  for (const order of (query.orderBy ?? []) as {
    field?: { fieldPath?: string };
    direction?: string;
  }[]) {
    const field = order.field?.fieldPath;
    if (field)
      orderBy.set(field, str(order.direction === 'DESCENDING' ? 'DESCENDING' : 'ASCENDING'));
  }
  const limit = int32(query.limit);
  const offset = int32(query.offset);
  return map({
    limit: limit === null ? NULL : int(limit),
    offset: int(offset ?? 0),
    orderBy: map(orderBy),
  });
}

/** Int32Value arrives as `{value}` over gRPC and as a plain number from JSON. */
function int32(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'object' && 'value' in value)
    return int32((value as { value: unknown }).value);
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

export function splitPath(documentPath: string): string[] {
  return documentPath.split('/').filter((segment) => segment !== '');
}

/** `resource` for single-document requests: the stored document, or null. */
export function storedResource(req: AuthorizeRequest): RulesValue {
  return req.method !== 'create' && req.resource ? resourceValue(req.resource) : NULL;
}
