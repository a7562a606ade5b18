/**
 * Indexes live views by the documents and collections they watch and fans a
 * commit's changes out to them: one evaluation per view, then one delivery per
 * listener, then one consistent snapshot marker per touched stream.
 */
import type { Store } from '../../store/Store';
import type { Micros } from '../clock';
import type { DocumentChange } from '../commitBatch';
import { collectionOf } from '../paths';
import type { CompiledQuery } from '../query/compileQuery';
import { DocumentsView, QueryView, type SnapshotSink, type Subscriber, type View } from './views';

export class ListenHub {
  private readonly views = new Map<string, View>();
  private readonly byCollection = new Map<string, Set<QueryView>>();
  private readonly groupViews = new Map<string, Set<QueryView>>();
  private readonly byDocument = new Map<string, Set<DocumentsView>>();

  constructor(private readonly store: Store) {}

  queryView(database: string, key: string, query: CompiledQuery): QueryView {
    const full = `${database}|q|${key}`;
    const hit = this.views.get(full);
    if (hit) return hit as QueryView;
    const view = new QueryView(full, this.store.database(database), query);
    this.views.set(full, view);
    if (query.allDescendants) addTo(this.groupViews, database, view);
    else
      addTo(
        this.byCollection,
        `${database}|${query.parent === '' ? '' : query.parent + '/'}${query.collectionId}`,
        view,
      );
    return view;
  }

  documentsView(database: string, paths: string[]): DocumentsView {
    const full = `${database}|d|${paths.join('\n')}`;
    const hit = this.views.get(full);
    if (hit) return hit as DocumentsView;
    const view = new DocumentsView(full, this.store.database(database), paths);
    this.views.set(full, view);
    for (const p of paths) addTo(this.byDocument, `${database}|${p}`, view);
    return view;
  }

  unsubscribe(view: View, sub: Subscriber): void {
    view.subscribers.delete(sub);
    if (view.subscribers.size > 0) return;
    this.views.delete(view.key);
    const database = view.key.slice(0, view.key.indexOf('|'));
    if (view instanceof QueryView) {
      const q = view.query;
      if (q.allDescendants) removeFrom(this.groupViews, database, view);
      else
        removeFrom(
          this.byCollection,
          `${database}|${q.parent === '' ? '' : q.parent + '/'}${q.collectionId}`,
          view,
        );
    } else if (view instanceof DocumentsView) {
      for (const p of view.paths) removeFrom(this.byDocument, `${database}|${p}`, view);
    }
  }

  dispatch(database: string, changes: DocumentChange[], readTime: Micros): void {
    if (this.views.size === 0 || changes.length === 0) return;
    const perView = new Map<View, DocumentChange[]>();
    const note = (view: View, c: DocumentChange) => {
      const list = perView.get(view);
      if (list) list.push(c);
      else perView.set(view, [c]);
    };
    const groups = this.groupViews.get(database);
    for (const c of changes) {
      for (const v of this.byDocument.get(`${database}|${c.path}`) ?? []) note(v, c);
      for (const v of this.byCollection.get(`${database}|${collectionOf(c.path)}`) ?? [])
        note(v, c);
      if (groups) for (const v of groups) if (v.query.inScope(c.path)) note(v, c);
    }
    const touched = new Set<SnapshotSink>();
    for (const [view, list] of perView) {
      const events = view.apply(list);
      if (events.length === 0) continue;
      for (const sub of view.subscribers) {
        sub.deliver(view, events);
        touched.add(sub.sink);
      }
    }
    for (const sink of touched) sink.flush(readTime);
  }
}

function addTo<K, V>(map: Map<K, Set<V>>, key: K, v: V): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(v);
}

function removeFrom<K, V>(map: Map<K, Set<V>>, key: K, v: V): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(v);
  if (set.size === 0) map.delete(key);
}
