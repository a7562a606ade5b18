/**
 * The contract between the engine and the security rules evaluator.
 * Documents and values are in the engine's proto object form (../engine/types).
 */
import type { Document, RulesIssue, StructuredQuery, Timestamp } from '../engine/types';

export type RulesMethod = 'get' | 'list' | 'create' | 'update' | 'delete';

export interface AuthorizeRequest {
  /** Database id, e.g. `(default)` or `voiceglow-eu` (bound to `{database}` in rules). */
  database: string;
  /**
   * For get/create/update/delete: the document path below `documents`, e.g.
   * `voiceglow/a1/convos/u1`. For list: the collection path, e.g.
   * `voiceglow/a1/convos`, or for a collection group query just the
   * collection id with `collectionGroup: true`.
   */
  path: string;
  collectionGroup?: boolean;
  method: RulesMethod;
  auth: { uid: string; token: Record<string, unknown> } | null;
  time: Timestamp;
  /** The stored document (null when missing). Unused for list. */
  resource: Document | null;
  /** create/update: the document as it would be after the write. */
  requestResource?: Document | null;
  /** list: the query; its filters decide what `resource` can be. */
  query?: StructuredQuery;
  /** Current state, for get()/exists(). Path below `documents`. */
  getDocument(path: string): Document | null;
  /** State as if the request's whole batch had committed, for getAfter()/existsAfter(). */
  getDocumentAfter(path: string): Document | null;
}

export interface AuthorizeResult {
  allowed: boolean;
  /** On denial: `<reason> for '<method>' @ L<line>` (the engine prefixes `PERMISSION_DENIED: \n`). */
  message: string;
}

export interface Ruleset {
  authorize(req: AuthorizeRequest): AuthorizeResult;
}

export interface CompileResult {
  ruleset: Ruleset | null;
  issues: RulesIssue[];
}
