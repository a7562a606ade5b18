/** Every Firestore value type survives a write and a read through firebase-admin. */
import { FieldValue, GeoPoint, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminHarness, type AdminHarness } from './support/adminClient';

let h: AdminHarness;
beforeAll(async () => {
  h = await startAdminHarness('demo-values');
});
afterAll(async () => {
  await h.close();
});

describe('value round trips', () => {
  it('keeps every scalar type exactly', async () => {
    const db = h.db();
    const ref = db.doc('values/scalars');
    const when = new Timestamp(1_700_000_000, 123_456_789);
    await ref.set({
      nil: null,
      yes: true,
      no: false,
      int: 42,
      negInt: -7,
      bigInt: 9_007_199_254_740_991,
      double: 3.25,
      nan: NaN,
      inf: Infinity,
      negInf: -Infinity,
      when,
      text: 'héllo 🌍 wörld',
      empty: '',
      bytes: Buffer.from([0, 1, 2, 255]),
      ref: db.doc('other/doc'),
      geo: new GeoPoint(52.52, 13.405),
    });
    const data = (await ref.get()).data() as Record<string, unknown>;
    expect(data.nil).toBeNull();
    expect(data.yes).toBe(true);
    expect(data.no).toBe(false);
    expect(data.int).toBe(42);
    expect(data.negInt).toBe(-7);
    expect(data.bigInt).toBe(9_007_199_254_740_991);
    expect(data.double).toBe(3.25);
    expect(data.nan).toBeNaN();
    expect(data.inf).toBe(Infinity);
    expect(data.negInf).toBe(-Infinity);
    expect((data.when as Timestamp).isEqual(when)).toBe(true);
    expect(data.text).toBe('héllo 🌍 wörld');
    expect(data.empty).toBe('');
    expect(Buffer.from(data.bytes as Uint8Array)).toEqual(Buffer.from([0, 1, 2, 255]));
    expect((data.ref as FirebaseFirestore.DocumentReference).path).toBe('other/doc');
    expect((data.geo as GeoPoint).isEqual(new GeoPoint(52.52, 13.405))).toBe(true);
  });

  it('keeps nested arrays of maps and maps of arrays', async () => {
    const db = h.db();
    const ref = db.doc('values/nested');
    const value = {
      list: [1, 'two', { three: [3, { four: 4 }] }, null, true],
      map: { a: { b: { c: ['x', 'y'] } }, 'key with spaces': 1, 'dotted.key': 2 },
      emptyList: [],
      emptyMap: {},
    };
    await ref.set(value);
    expect((await ref.get()).data()).toEqual(value);
  });

  it('keeps vectors', async () => {
    const db = h.db();
    const ref = db.doc('values/vector');
    await ref.set({ embedding: FieldValue.vector([0.5, 1, -2]) });
    const got = (await ref.get()).get('embedding') as { toArray(): number[] };
    expect(got.toArray()).toEqual([0.5, 1, -2]);
  });

  it('reports create and update times that follow commits', async () => {
    const db = h.db();
    const ref = db.doc('values/times');
    const first = await ref.set({ v: 1 });
    const second = await ref.set({ v: 2 });
    const snap = await ref.get();
    expect(second.writeTime.toMillis()).toBeGreaterThanOrEqual(first.writeTime.toMillis());
    expect(snap.createTime?.isEqual(first.writeTime)).toBe(true);
    expect(snap.updateTime?.isEqual(second.writeTime)).toBe(true);
  });
});
