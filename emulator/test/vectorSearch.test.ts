/**
 * Vector values and vector search (findNearest) through the unmodified SDKs.
 * Expected orders and distances are computed here, independently of the
 * emulator, from the same vectors.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { doc, getDoc, setDoc, vector } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminHarness, type AdminHarness } from './support/adminClient';
import { webClients, type WebClients } from './support/webClient';

type VectorValue = FirebaseFirestore.VectorValue;
/** VectorQuery.explain exists at run time; the published typings leave it out. */
type Explainable = {
  explain(options: {
    analyze: boolean;
  }): Promise<FirebaseFirestore.ExplainResults<FirebaseFirestore.VectorQuerySnapshot | null>>;
};
type Measure = 'EUCLIDEAN' | 'COSINE' | 'DOT_PRODUCT';
interface Chunk {
  id: string;
  kind: string;
  rank: number;
  embedding: number[];
}

let h: AdminHarness;
let web: WebClients;
const DIM = 8;
const chunks: Chunk[] = [];

/** A small deterministic generator, so failures reproduce. */
function generator(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31 - 0.5;
  };
}

const dot = (a: number[], b: number[]) => a.reduce((t, x, i) => t + x * (b[i] as number), 0);
const norm = (a: number[]) => Math.sqrt(dot(a, a));
function distance(measure: Measure, a: number[], b: number[]): number {
  if (measure === 'DOT_PRODUCT') return dot(a, b);
  if (measure === 'COSINE') return 1 - dot(a, b) / (norm(a) * norm(b));
  return Math.sqrt(a.reduce((t, x, i) => t + (x - (b[i] as number)) ** 2, 0));
}

/** What Firestore returns: closest first (largest dot product first), at most `limit`. */
function expected(
  measure: Measure,
  query: number[],
  limit: number,
  keep: (c: Chunk) => boolean = () => true,
  threshold?: number,
): { id: string; distance: number }[] {
  return chunks
    .filter(keep)
    .map((c) => ({ id: c.id, distance: distance(measure, c.embedding, query) }))
    .filter(
      (r) =>
        threshold === undefined ||
        (measure === 'DOT_PRODUCT' ? r.distance >= threshold : r.distance <= threshold),
    )
    .sort((x, y) => (measure === 'DOT_PRODUCT' ? y.distance - x.distance : x.distance - y.distance))
    .slice(0, limit);
}

beforeAll(async () => {
  h = await startAdminHarness('demo-vectors');
  web = webClients('demo-vectors', h.emulator.port);
  const next = generator(7);
  const batch = h.db().batch();
  for (let i = 0; i < 60; i++) {
    const c: Chunk = {
      id: `c${String(i).padStart(2, '0')}`,
      kind: i % 3 === 0 ? 'faq' : 'page',
      rank: i % 10,
      embedding: Array.from({ length: DIM }, next),
    };
    chunks.push(c);
    batch.set(h.db().doc(`kb/${c.id}`), { ...c, embedding: FieldValue.vector(c.embedding) });
  }
  // Never candidates: no vector, a plain array, a vector of another dimension.
  batch.set(h.db().doc('kb/none'), { kind: 'faq', rank: 1 });
  batch.set(h.db().doc('kb/array'), { kind: 'faq', rank: 1, embedding: Array(DIM).fill(0.1) });
  batch.set(h.db().doc('kb/short'), {
    kind: 'faq',
    rank: 1,
    embedding: FieldValue.vector([0.1, 0.2]),
  });
  await batch.commit();
});
afterAll(async () => {
  await web.close();
  await h.close();
});

const kb = () => h.db().collection('kb');
const QUERY = Array.from({ length: DIM }, generator(99));

describe('findNearest', () => {
  for (const measure of ['EUCLIDEAN', 'COSINE', 'DOT_PRODUCT'] as const) {
    it(`orders by ${measure} distance and reports it in distanceResultField`, async () => {
      const snap = await kb()
        .findNearest({
          vectorField: 'embedding',
          queryVector: QUERY,
          limit: 7,
          distanceMeasure: measure,
          distanceResultField: 'score',
        })
        .get();
      const want = expected(measure, QUERY, 7);
      expect(snap.docs.map((d) => d.id)).toEqual(want.map((w) => w.id));
      snap.docs.forEach((d, i) =>
        expect(d.get('score') as number).toBeCloseTo(want[i]!.distance, 9),
      );
    });

    it(`applies pre-filters and a distance threshold with ${measure}`, async () => {
      const keep = (c: Chunk) => c.kind === 'faq' && c.rank >= 3;
      const all = expected(measure, QUERY, 1000, keep);
      const threshold = all[Math.floor(all.length / 2)]!.distance;
      const snap = await kb()
        .where('kind', '==', 'faq')
        .where('rank', '>=', 3)
        .findNearest({
          vectorField: 'embedding',
          queryVector: FieldValue.vector(QUERY),
          limit: 100,
          distanceMeasure: measure,
          distanceThreshold: threshold,
        })
        .get();
      const want = expected(measure, QUERY, 100, keep, threshold);
      expect(want.length).toBeGreaterThan(1);
      expect(want.length).toBeLessThan(all.length);
      expect(snap.docs.map((d) => d.id)).toEqual(want.map((w) => w.id));
    });
  }

  it('returns up to 1,000 neighbours and refuses a larger limit', async () => {
    const next = generator(3);
    const writer = h.db().bulkWriter();
    for (let i = 0; i < 1005; i++)
      void writer.set(h.db().doc(`many/m${i}`), {
        v: FieldValue.vector([next(), next(), next()]),
      });
    await writer.close();
    const many = h.db().collection('many');
    const snap = await many
      .findNearest({
        vectorField: 'v',
        queryVector: [0, 0, 0],
        limit: 1000,
        distanceMeasure: 'EUCLIDEAN',
      })
      .get();
    expect(snap.size).toBe(1000);
    await expect(
      many
        .findNearest({
          vectorField: 'v',
          queryVector: [0, 0, 0],
          limit: 1001,
          distanceMeasure: 'EUCLIDEAN',
        })
        .get(),
    ).rejects.toMatchObject({ code: 3 });
  });

  it('skips documents whose field is missing, not a vector or of another dimension', async () => {
    const snap = await kb()
      .where('kind', '==', 'faq')
      .findNearest({
        vectorField: 'embedding',
        queryVector: QUERY,
        limit: 1000,
        distanceMeasure: 'EUCLIDEAN',
      })
      .get();
    const ids = snap.docs.map((d) => d.id);
    expect(ids).toHaveLength(chunks.filter((c) => c.kind === 'faq').length);
    expect(ids).not.toContain('none');
    expect(ids).not.toContain('array');
    expect(ids).not.toContain('short');
    const two = await kb()
      .findNearest({
        vectorField: 'embedding',
        queryVector: [0, 0],
        limit: 5,
        distanceMeasure: 'EUCLIDEAN',
      })
      .get();
    expect(two.docs.map((d) => d.id)).toEqual(['short']);
  });

  it('refuses query vectors that are empty in effect or over 2,048 dimensions', async () => {
    const big = Array.from({ length: 2049 }, () => 1);
    await expect(
      kb()
        .findNearest({
          vectorField: 'embedding',
          queryVector: big,
          limit: 5,
          distanceMeasure: 'COSINE',
        })
        .get(),
    ).rejects.toMatchObject({ code: 3 });
  });

  it('searches vectors nested in maps and keeps only selected fields', async () => {
    await h
      .db()
      .doc('nested/n1')
      .set({ title: 'one', meta: { e: FieldValue.vector([1, 0]) } });
    await h
      .db()
      .doc('nested/n2')
      .set({ title: 'two', meta: { e: FieldValue.vector([0, 1]) } });
    const snap = await h
      .db()
      .collection('nested')
      .select('title', 'd')
      .findNearest({
        vectorField: 'meta.e',
        queryVector: [0.9, 0.1],
        limit: 2,
        distanceMeasure: 'DOT_PRODUCT',
        distanceResultField: 'd',
      })
      .get();
    expect(snap.docs.map((d) => d.data())).toEqual([
      { title: 'one', d: expect.closeTo(0.9, 12) },
      { title: 'two', d: expect.closeTo(0.1, 12) },
    ]);
  });

  it('explains a vector query, and analyzes it with its results', async () => {
    const q = kb().findNearest({
      vectorField: 'embedding',
      queryVector: QUERY,
      limit: 4,
      distanceMeasure: 'COSINE',
    }) as unknown as Explainable;
    const plan = await q.explain({ analyze: false });
    expect(plan.snapshot).toBeNull();
    expect(plan.metrics.planSummary.indexesUsed.length).toBeGreaterThan(0);
    const run = await q.explain({ analyze: true });
    expect(run.snapshot?.docs.map((d) => d.id)).toEqual(
      expected('COSINE', QUERY, 4).map((w) => w.id),
    );
    expect(run.metrics.executionStats?.resultsReturned).toBe(4);
  });
});

describe('vector values', () => {
  it('round-trip through firebase-admin and the web SDK', async () => {
    await h
      .db()
      .doc('vals/admin')
      .set({ v: FieldValue.vector([1.5, -2, 3]) });
    const read = await h.db().doc('vals/admin').get();
    expect((read.get('v') as VectorValue).isEqual(FieldValue.vector([1.5, -2, 3]))).toBe(true);
    expect((read.get('v') as VectorValue).toArray()).toEqual([1.5, -2, 3]);

    const db = web.db();
    const webRead = await getDoc(doc(db, 'vals/admin'));
    expect(webRead.get('v').toArray()).toEqual([1.5, -2, 3]);
    await setDoc(doc(db, 'vals/web'), { v: vector([0.25, 4]) });
    expect(((await h.db().doc('vals/web').get()).get('v') as VectorValue).toArray()).toEqual([
      0.25, 4,
    ]);
  });

  it('order between arrays and maps, shorter vectors first, then element by element', async () => {
    const values: Record<string, unknown> = {
      map: { a: 1 },
      long: FieldValue.vector([0, 0, 0]),
      shortBig: FieldValue.vector([9]),
      twoB: FieldValue.vector([1, 3]),
      twoA: FieldValue.vector([1, 2]),
      array: [100, 200, 300, 400],
      text: 'zzz',
    };
    const batch = h.db().batch();
    for (const [id, v] of Object.entries(values)) batch.set(h.db().doc(`order/${id}`), { v });
    await batch.commit();
    const snap = await h.db().collection('order').orderBy('v').get();
    expect(snap.docs.map((d) => d.id)).toEqual([
      'text',
      'array',
      'shortBig',
      'twoA',
      'twoB',
      'long',
      'map',
    ]);
    const eq = await h
      .db()
      .collection('order')
      .where('v', '==', FieldValue.vector([1, 3]))
      .get();
    expect(eq.docs.map((d) => d.id)).toEqual(['twoB']);
    const range = await h
      .db()
      .collection('order')
      .where('v', '>', FieldValue.vector([1, 2]))
      .get();
    expect(range.docs.map((d) => d.id)).toEqual(['twoB', 'long']);
  });
});
