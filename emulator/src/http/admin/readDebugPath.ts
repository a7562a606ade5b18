import type { Caller, Engine } from '../../engine/types';
import { toProtoJson } from '../proto/toProtoJson';

const OWNER: Caller = { kind: 'owner' };

/**
 * The debug view of one path in a database, read with rules bypassed, as
 * proto3 JSON: the root lists its collections, a collection its documents
 * (missing parents included), a document itself plus its subcollection ids.
 */
export async function readDebugPath(
  engine: Engine,
  database: string,
  segments: string[],
): Promise<unknown> {
  const root = `${database}/documents`;
  if (segments.length === 0) {
    const { collectionIds } = await engine.listCollectionIds(
      { parent: root, pageSize: 1000 },
      OWNER,
    );
    return { name: root, collectionIds };
  }
  const name = [root, ...segments].join('/');
  if (segments.length % 2 === 1) {
    const parent = [root, ...segments.slice(0, -1)].join('/');
    const res = await engine.listDocuments(
      { parent, collectionId: segments.at(-1)!, pageSize: 1000, showMissing: true },
      OWNER,
    );
    return toProtoJson('google.firestore.v1.ListDocumentsResponse', res);
  }
  const [doc, children] = await Promise.all([
    engine.getDocument(name, {}, OWNER),
    engine.listCollectionIds({ parent: name, pageSize: 1000 }, OWNER),
  ]);
  return {
    ...toProtoJson('google.firestore.v1.Document', doc),
    collectionIds: children.collectionIds,
  };
}
