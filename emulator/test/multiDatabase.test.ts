/** Projects and databases are fully isolated: documents, queries, listeners and clears. */
import type { QuerySnapshot } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminHarness, type AdminHarness } from './support/adminClient';
import { recorder } from './support/snapshots';

let h: AdminHarness;
beforeAll(async () => {
  h = await startAdminHarness('demo-multi');
});
afterAll(async () => {
  await h.close();
});

describe('isolation', () => {
  it('keeps the same path separate in (default), voiceglow-eu and another project', async () => {
    const na = h.db();
    const eu = h.db('voiceglow-eu');
    const other = h.db('(default)', 'demo-other');
    await na.doc('agents/a1').set({ region: 'na' });
    await eu.doc('agents/a1').set({ region: 'eu' });
    expect((await na.doc('agents/a1').get()).get('region')).toBe('na');
    expect((await eu.doc('agents/a1').get()).get('region')).toBe('eu');
    expect((await other.doc('agents/a1').get()).exists).toBe(false);
    expect((await eu.collection('agents').get()).docs.map((d) => d.get('region'))).toEqual(['eu']);
  });

  it('does not deliver writes of one database to listeners of another', async () => {
    const na = h.db();
    const eu = h.db('voiceglow-eu');
    const rec = recorder<QuerySnapshot>();
    const stop = eu.collection('feed').onSnapshot(rec.push, rec.fail);
    await rec.nth(1);
    await na.doc('feed/x').set({ v: 1 });
    await eu.doc('feed/y').set({ v: 1 });
    const s2 = await rec.nth(2);
    expect(s2.docs.map((d) => d.id)).toEqual(['y']);
    expect(rec.snapshots).toHaveLength(2);
    stop();
  });

  it('clears one database only', async () => {
    const na = h.db();
    const eu = h.db('voiceglow-eu');
    await na.doc('keep/x').set({ v: 1 });
    await eu.doc('drop/x').set({ v: 1 });
    h.emulator.engine.clear('projects/demo-multi/databases/voiceglow-eu');
    expect((await eu.doc('drop/x').get()).exists).toBe(false);
    expect((await na.doc('keep/x').get()).exists).toBe(true);
    expect(h.emulator.engine.databases()).toContain('projects/demo-multi/databases/(default)');
    expect(h.emulator.engine.databases()).not.toContain(
      'projects/demo-multi/databases/voiceglow-eu',
    );
  });
});
