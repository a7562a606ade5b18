/**
 * Query behaviours at the edges of Firestore's semantics, through firebase-admin:
 * array operands of `in` / `not-in` / `array-contains-any`, NaN under range
 * filters, several aggregations in one query, and where explain puts its metrics.
 */
import { AggregateField } from 'firebase-admin/firestore';
import { collection, getDocs, query, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminHarness, type AdminHarness } from './support/adminClient';
import { webClients, type WebClients } from './support/webClient';

let h: AdminHarness;
let web: WebClients;
const ids = (snap: FirebaseFirestore.QuerySnapshot) => snap.docs.map((d) => d.id);

beforeAll(async () => {
  h = await startAdminHarness('demo-query-edges');
  web = webClients('demo-query-edges', h.emulator.port);
  const db = h.db();
  const batch = db.batch();
  const rows: Record<string, Record<string, unknown>> = {
    a: { tags: ['a', 'b'], x: 1, y: 10, z: 'p' },
    b: { tags: ['c'], x: NaN, y: 20 },
    c: { tags: ['a'], x: 3 },
    d: { tags: [], x: 2, z: 'q' },
    e: { x: -Infinity, y: 5, tags: ['b', 'a'] },
  };
  for (const [id, data] of Object.entries(rows)) batch.set(db.doc(`rows/${id}`), data);
  await batch.commit();
});
afterAll(async () => {
  await web.close();
  await h.close();
});

const rows = () => h.db().collection('rows');

describe('array values as operands', () => {
  it('in matches whole arrays by equality, in order', async () => {
    expect(
      ids(
        await rows()
          .where('tags', 'in', [['a', 'b'], ['c']])
          .get(),
      ),
    ).toEqual(['a', 'b']);
    expect(
      ids(
        await rows()
          .where('tags', 'in', [['b', 'a']])
          .get(),
      ),
    ).toEqual(['e']);
    expect(ids(await rows().where('tags', 'in', [[]]).get())).toEqual(['d']);
  });

  it('in with array operands works from the web SDK too', async () => {
    const snap = await getDocs(
      query(collection(web.db(), 'rows'), where('tags', 'in', [['a', 'b'], ['c']])),
    );
    expect(snap.docs.map((d) => d.id)).toEqual(['a', 'b']);
  });

  it('not-in excludes whole arrays', async () => {
    const got = ids(
      await rows()
        .where('tags', 'not-in', [['a', 'b'], []])
        .get(),
    );
    expect(got.sort()).toEqual(['b', 'c', 'e']);
  });

  it('array-contains-any accepts array operands (stored arrays never hold arrays, so nothing matches them)', async () => {
    expect(
      ids(
        await rows()
          .where('tags', 'array-contains-any', [['a'], 'c'])
          .get(),
      ),
    ).toEqual(['b']);
  });

  it('still refuses nested arrays in stored documents', async () => {
    await expect(
      rows()
        .doc('nested')
        .set({ tags: [['a']] }),
    ).rejects.toThrow(/array/i);
  });
});

describe('NaN and range filters', () => {
  it('never matches NaN under <, <=, >, >=', async () => {
    expect(ids(await rows().where('x', '<=', 2).get())).toEqual(['e', 'a', 'd']);
    expect(ids(await rows().where('x', '<', 100).get())).toEqual(['e', 'a', 'd', 'c']);
    expect(ids(await rows().where('x', '>=', -Infinity).get())).toEqual(['e', 'a', 'd', 'c']);
    expect(ids(await rows().where('x', '>', -Infinity).get())).toEqual(['a', 'd', 'c']);
  });

  it('matches NaN with == and excludes it with != NaN, as the service does', async () => {
    expect(ids(await rows().where('x', '==', NaN).get())).toEqual(['b']);
    expect(ids(await rows().where('x', '!=', NaN).get())).toEqual(['e', 'a', 'd', 'c']);
  });
});

describe('several aggregations in one query', () => {
  it('aggregates only the documents that have every aggregated field', async () => {
    const all = await rows()
      .aggregate({
        n: AggregateField.count(),
        sumY: AggregateField.sum('y'),
        avgY: AggregateField.average('y'),
      })
      .get();
    // Documents with y: a, b, e.
    expect(all.data()).toEqual({ n: 3, sumY: 35, avgY: 35 / 3 });

    const both = await rows()
      .aggregate({
        n: AggregateField.count(),
        sumY: AggregateField.sum('y'),
        avgZ: AggregateField.average('z'),
      })
      .get();
    // Only a has both y and z (z is a string: it counts as present but adds nothing to an average).
    expect(both.data()).toEqual({ n: 1, sumY: 10, avgZ: null });
  });

  it('a lone count still counts every document', async () => {
    expect((await rows().count().get()).data().count).toBe(5);
    expect(
      (
        await rows()
          .aggregate({ s: AggregateField.sum('y') })
          .get()
      ).data().s,
    ).toBe(35);
  });
});

describe('explain with analyze', () => {
  it('attaches the metrics to the last response, which still carries the last document', async () => {
    const res = await fetch(
      `http://${h.emulator.address}/v1/projects/demo-query-edges/databases/(default)/documents:runQuery`,
      {
        method: 'POST',
        headers: { Authorization: 'Bearer owner' },
        body: JSON.stringify({
          structuredQuery: { from: [{ collectionId: 'rows' }], limit: 2 },
          explainOptions: { analyze: true },
        }),
      },
    );
    const messages = (await res.json()) as Record<string, unknown>[];
    expect(messages).toHaveLength(2);
    expect(messages[0]?.explainMetrics).toBeUndefined();
    expect(messages[1]?.document).toBeDefined();
    expect(messages[1]?.explainMetrics).toMatchObject({ executionStats: { resultsReturned: '2' } });
  });

  it('gives firebase-admin the results and the statistics', async () => {
    const run = await rows().where('x', '>', 1).explain({ analyze: true });
    expect(run.snapshot?.docs.map((d) => d.id)).toEqual(['d', 'c']);
    expect(run.metrics.executionStats?.resultsReturned).toBe(2);
    const none = await rows().where('x', '>', 100).explain({ analyze: true });
    expect(none.snapshot?.empty).toBe(true);
    expect(none.metrics.executionStats?.resultsReturned).toBe(0);
  });
});
