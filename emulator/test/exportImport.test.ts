/** Export on close and import at start keep every database and value, with their times. */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { GeoPoint, getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../src/server';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

async function withAdmin<T>(
  address: string,
  fn: (na: Firestore, eu: Firestore) => Promise<T>,
): Promise<T> {
  process.env.FIRESTORE_EMULATOR_HOST = address;
  const app = initializeApp({ projectId: 'demo-export' }, `export-${Math.random()}`);
  const na = getFirestore(app);
  const eu = getFirestore(app, 'voiceglow-eu');
  try {
    return await fn(na, eu);
  } finally {
    await na.terminate();
    await eu.terminate();
    await deleteApp(app);
  }
}

describe('export and import', () => {
  it('restores all databases with values and timestamps', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fs-export-'));
    dirs.push(dir);
    const first = await startEmulator({ port: 0, quiet: true, exportOnExit: dir });
    const value = {
      s: 'text ✓',
      i: 12,
      d: 1.25,
      nan: NaN,
      b: true,
      n: null,
      t: new Timestamp(1_700_000_000, 5),
      g: new GeoPoint(1, 2),
      bytes: Buffer.from([1, 2, 3]),
      arr: [1, { m: 'x' }],
      map: { deep: { er: 1 } },
    };
    const times = await withAdmin(first.address, async (na, eu) => {
      const w = await na.doc('agents/a/convos/c1').set(value);
      await eu.doc('agents/b').set({ region: 'eu', ref: eu.doc('agents/a') });
      return w.writeTime;
    });
    await first.close();

    const index = JSON.parse(await readFile(join(dir, 'firestore-export.json'), 'utf8')) as {
      databases: unknown[];
    };
    expect(index.databases).toHaveLength(2);

    const second = await startEmulator({ port: 0, quiet: true, importDir: dir });
    await withAdmin(second.address, async (na, eu) => {
      const snap = await na.doc('agents/a/convos/c1').get();
      const data = snap.data() as Record<string, unknown>;
      expect(data.nan).toBeNaN();
      expect({ ...data, nan: 0 }).toEqual({ ...value, nan: 0 });
      expect(snap.updateTime?.isEqual(times)).toBe(true);
      expect((await eu.doc('agents/b').get()).get('region')).toBe('eu');
      expect((await na.doc('agents/b').get()).exists).toBe(false);
      // Commits after an import get later times than every imported document.
      const w = await na.doc('agents/a/convos/c1').update({ s: 'new' });
      expect(w.writeTime.toMillis()).toBeGreaterThanOrEqual(times.toMillis());
    });
    await second.close();
  });

  it('starts empty from a directory without an export', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fs-empty-'));
    dirs.push(dir);
    const emu = await startEmulator({ port: 0, quiet: true, importDir: dir });
    expect(emu.engine.databases()).toEqual([]);
    await emu.close();
  });

  it('tells savers whether anything changed: reads keep the revision, writes and clears grow it', async () => {
    const emulator = await startEmulator({ port: 0, quiet: true });
    try {
      const { engine } = emulator;
      const start = engine.revision();
      await withAdmin(emulator.address, async (na, eu) => {
        await na.doc('a/1').set({ x: 1 });
        const afterWrite = engine.revision();
        expect(afterWrite).toBeGreaterThan(start);
        await na.doc('a/1').get();
        await eu.collection('a').get();
        expect(engine.revision()).toBe(afterWrite);
        await eu.doc('b/2').set({ y: 2 });
        await na.doc('a/1').delete();
        expect(engine.revision()).toBeGreaterThan(afterWrite + 1);
      });
      const beforeClear = engine.revision();
      engine.clear('projects/demo-export/databases/(default)');
      expect(engine.revision()).toBeGreaterThan(beforeClear);
    } finally {
      await emulator.close();
    }
  });
});
