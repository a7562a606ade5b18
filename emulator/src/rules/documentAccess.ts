import type { AuthorizeRequest } from './api';
import type { Document } from '../engine/types';
import { RulesError, requireKnown } from './errors';
import type { RulesValue } from './values';

/** The service allows this many distinct documents per request for get()/exists() and friends. */
export const MAX_DOCUMENT_ACCESS = 10;

/**
 * get(), exists(), getAfter() and existsAfter() for one request: each
 * distinct document counts once against the limit, repeated lookups are
 * answered from the first one.
 */
export class DocumentAccess {
  private readonly seen = new Map<string, Document | null>();

  constructor(
    private readonly request: Pick<
      AuthorizeRequest,
      'database' | 'getDocument' | 'getDocumentAfter'
    >,
  ) {}

  lookup(fn: string, target: RulesValue, after: boolean): Document | null {
    requireKnown(target);
    if (target.type !== 'path') {
      throw new RulesError(`Function ${fn} expects a path, received ${target.type}.`);
    }
    const documentPath = this.documentPath(fn, target.segments);
    const key = `${after ? 'after' : 'now'}:${documentPath}`;
    if (this.seen.has(key)) return this.seen.get(key)!;
    if (this.seen.size >= MAX_DOCUMENT_ACCESS) {
      throw new RulesError(
        `Exceeded maximum of ${MAX_DOCUMENT_ACCESS} document access calls (get, exists, getAfter, existsAfter).`,
      );
    }
    const document = after
      ? this.request.getDocumentAfter(documentPath)
      : this.request.getDocument(documentPath);
    this.seen.set(key, document);
    return document;
  }

  /** `/databases/{db}/documents/a/b` → `a/b`; only this request's database is reachable. */
  private documentPath(fn: string, segments: string[]): string {
    const [root, database, documents, ...rest] = segments;
    if (root !== 'databases' || documents !== 'documents') {
      throw new RulesError(`Function ${fn}: path must start with /databases/{database}/documents.`);
    }
    if (database !== this.request.database) {
      throw new RulesError(
        `Function ${fn}: only documents of this database (${this.request.database}) can be read.`,
      );
    }
    if (rest.length === 0 || rest.length % 2 !== 0 || rest.some((s) => s === '')) {
      throw new RulesError(`Function ${fn}: /${segments.join('/')} is not a document path.`);
    }
    return rest.join('/');
  }
}
