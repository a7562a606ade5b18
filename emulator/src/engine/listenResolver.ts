/**
 * Resolves Listen targets of one stream into shared views: validates the
 * query or document names, applies `list` / `get` rules for the stream's
 * caller, and re-checks `get` for documents delivered on document targets.
 */
import type { EngineCore } from './EngineCore';
import { asEmulatorError, invalidArgument } from './errors';
import type { TargetResolver } from './listen/ListenStream';
import type { View } from './listen/views';
import { documentPath, parentPath } from './paths';
import { checkList } from './queryReads';
import { compileQuery } from './query/compileQuery';
import type { Caller, Document, Target } from './types';

export function listenResolver(core: EngineCore, database: string, caller: Caller): TargetResolver {
  const db = core.store.database(database);
  const prefix = database.length + '/documents/'.length;

  const checkGet = (path: string, doc: Document | null) =>
    core.rules.check(database, caller, {
      path,
      method: 'get',
      resource: doc,
      getDocument: (p) => db.get(p),
      getDocumentAfter: (p) => db.get(p),
    });

  return {
    open(target: Target): View {
      if (target?.query) {
        const parent = parentPath(database, target.query.parent);
        const q = compileQuery(target.query.structuredQuery, parent);
        // As in the service, vector search runs as a one-off query, never as a listener.
        if (q.nearest) throw invalidArgument('findNearest queries cannot be listened to.');
        checkList(core, database, caller, q);
        return core.hub.queryView(
          database,
          `${parent}|${JSON.stringify(target.query.structuredQuery)}`,
          q,
        );
      }
      if (target?.documents) {
        const names: string[] = target.documents.documents ?? [];
        if (names.length === 0)
          throw invalidArgument('A documents target must name at least one document.');
        const paths = names.map((n) => documentPath(database, n));
        if (core.rules.enforced(database, caller)) for (const p of paths) checkGet(p, db.get(p));
        return core.hub.documentsView(database, paths);
      }
      throw invalidArgument('A listen target must be a query or documents target.');
    },
    close(view, sub) {
      core.hub.unsubscribe(view, sub);
    },
    readDenial(doc: Document): string | null {
      if (!core.rules.enforced(database, caller)) return null;
      try {
        checkGet(doc.name.slice(prefix), doc);
        return null;
      } catch (e) {
        return asEmulatorError(e).message;
      }
    },
    now: () => core.clock.tick(),
  };
}
