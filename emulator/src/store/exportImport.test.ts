/** A large export is written in slices, as the same text one JSON.stringify gives, without holding up other work. */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Clock, toTimestamp } from '../engine/clock';
import { EXPORT_SLICE, exportStore, importStore } from './exportImport';
import { documentToJson } from './jsonValues';
import { Store } from './Store';

const DATABASE = 'projects/demo-slices/databases/(default)';
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

function filledStore(count: number): { store: Store; clock: Clock } {
  const store = new Store();
  const clock = new Clock();
  const db = store.database(DATABASE);
  for (let i = 0; i < count; i++) {
    const time = clock.tick();
    const path = `convos/c${String(i).padStart(5, '0')}/turns/t${i % 3}`;
    db.put(
      path,
      {
        name: `${DATABASE}/documents/${path}`,
        fields: {
          n: { integerValue: String(i) },
          text: { stringValue: `turn "${i}"\nline ✓` },
          nested: {
            mapValue: {
              fields: { list: { arrayValue: { values: [{ nullValue: 'NULL_VALUE' }] } } },
            },
          },
        },
        createTime: toTimestamp(time),
        updateTime: toTimestamp(time),
      },
      time,
    );
  }
  return { store, clock };
}

async function exportDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'fs-slices-'));
  dirs.push(dir);
  return dir;
}

describe('export in slices', () => {
  it('writes exactly the text of one JSON.stringify of the whole database, over several slices', async () => {
    const count = EXPORT_SLICE * 2 + 7;
    const { store } = filledStore(count);
    const dir = await exportDir();
    await exportStore(store, dir);

    const text = await readFile(join(dir, 'databases/demo-slices/(default).json'), 'utf8');
    const prefix = DATABASE.length + '/documents/'.length;
    const documents = store
      .database(DATABASE)
      .allDocuments()
      .sort((a, b) => (a.name < b.name ? -1 : 1))
      .map((d) => documentToJson(d, d.name.slice(prefix)));
    expect(text).toBe(JSON.stringify({ database: DATABASE, documents }, null, 1) + '\n');

    const restored = new Store();
    expect(await importStore(restored, new Clock(), dir)).toBe(count);
    expect(restored.database(DATABASE).get('convos/c02006/turns/t2')?.fields?.text).toMatchObject({
      stringValue: 'turn "2006"\nline ✓',
    });
  });

  it('lets other work run while a large database is being serialised', async () => {
    const { store } = filledStore(EXPORT_SLICE * 4);
    // Counts documents as they are serialised (reading a document's fields).
    let serialised = 0;
    for (const doc of store.database(DATABASE).allDocuments()) {
      const fields = doc.fields;
      Object.defineProperty(doc, 'fields', {
        get: () => {
          serialised++;
          return fields;
        },
      });
    }
    const dir = await exportDir();
    const seenMidway: number[] = [];
    let exporting = true;
    const otherWork = () => {
      if (!exporting) return;
      if (serialised > 0 && serialised < EXPORT_SLICE * 4) seenMidway.push(serialised);
      setImmediate(otherWork);
    };
    setImmediate(otherWork);
    await exportStore(store, dir);
    exporting = false;
    // Other work ran after each of the first three slices: a request waits for a slice, not the whole file.
    expect(new Set(seenMidway)).toEqual(
      new Set([EXPORT_SLICE, EXPORT_SLICE * 2, EXPORT_SLICE * 3]),
    );
  });
});

describe('import', () => {
  it('reads an export laid out otherwise (compact JSON edited by hand) whole', async () => {
    const { store } = filledStore(12);
    const dir = await exportDir();
    await exportStore(store, dir);
    const file = join(dir, 'databases/demo-slices/(default).json');
    await writeFile(file, JSON.stringify(JSON.parse(await readFile(file, 'utf8'))));

    const restored = new Store();
    expect(await importStore(restored, new Clock(), dir)).toBe(12);
    expect(restored.database(DATABASE).get('convos/c00011/turns/t2')?.fields?.n).toMatchObject({
      integerValue: '11',
    });
  });

  it('refuses an export cut off inside a document, naming the file', async () => {
    const { store } = filledStore(5);
    const dir = await exportDir();
    await exportStore(store, dir);
    const file = join(dir, 'databases/demo-slices/(default).json');
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.slice(0, Math.floor(text.length / 2)));

    await expect(importStore(new Store(), new Clock(), dir)).rejects.toThrow(
      /\(default\)\.json ends inside a document/,
    );
  });
});
