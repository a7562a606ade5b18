/**
 * Export and import of every database to a directory (format in README.md):
 *   <dir>/firestore-export.json            index: format, version, databases
 *   <dir>/databases/<project>/<db>.json     { database, documents: [...] }
 * Documents are sorted by path and values are proto3 JSON, so exports diff well.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fromTimestamp, type Clock } from '../engine/clock';
import { compareReferences } from '../engine/values';
import {
  documentToJson,
  fieldsFromJson,
  timestampFromJson,
  type ExportedDocument,
} from './jsonValues';
import type { Store } from './Store';

export const EXPORT_FORMAT = 'vg-firestore-export';
export const EXPORT_VERSION = 1;
const INDEX_FILE = 'firestore-export.json';

interface ExportIndex {
  format: string;
  version: number;
  exportedAt: string;
  databases: { database: string; file: string; documents: number }[];
}

let tmpCounter = 0;

/** Write + rename, with a unique temporary name so overlapping exports cannot collide. */
async function writeAtomically(file: string, content: string): Promise<void> {
  const tmp = `${file}.${process.pid}.${tmpCounter++}.tmp`;
  await writeFile(tmp, content);
  await rename(tmp, file);
}

export async function exportStore(store: Store, dir: string): Promise<void> {
  const index: ExportIndex = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: new Date().toISOString(),
    databases: [],
  };
  for (const db of store.all()) {
    if (db.isEmpty()) continue;
    const [, project, , databaseId] = db.name.split('/') as [string, string, string, string];
    const file = join(
      'databases',
      encodeURIComponent(project),
      `${encodeURIComponent(databaseId)}.json`,
    );
    const prefix = db.name.length + '/documents/'.length;
    const docs = db.allDocuments().sort((a, b) => compareReferences(a.name, b.name));
    const documents = docs.map((d) => documentToJson(d, d.name.slice(prefix)));
    await mkdir(join(dir, 'databases', encodeURIComponent(project)), { recursive: true });
    await writeAtomically(
      join(dir, file),
      JSON.stringify({ database: db.name, documents }, null, 1) + '\n',
    );
    index.databases.push({ database: db.name, file, documents: documents.length });
  }
  await mkdir(dir, { recursive: true });
  await writeAtomically(join(dir, INDEX_FILE), JSON.stringify(index, null, 2) + '\n');
}

/** Loads an export; a directory without an export index is treated as empty. */
export async function importStore(store: Store, clock: Clock, dir: string): Promise<number> {
  let index: ExportIndex;
  try {
    index = JSON.parse(await readFile(join(dir, INDEX_FILE), 'utf8')) as ExportIndex;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw e;
  }
  if (index.format !== EXPORT_FORMAT) throw new Error(`${dir} is not a ${EXPORT_FORMAT} directory`);
  let count = 0;
  for (const entry of index.databases) {
    const data = JSON.parse(await readFile(join(dir, entry.file), 'utf8')) as {
      database: string;
      documents: ExportedDocument[];
    };
    const db = store.database(data.database);
    for (const d of data.documents) {
      const updateTime = timestampFromJson(d.updateTime);
      const micros = fromTimestamp(updateTime);
      clock.advanceTo(micros);
      db.put(
        d.path,
        {
          name: `${data.database}/documents/${d.path}`,
          fields: fieldsFromJson(d.fields),
          createTime: timestampFromJson(d.createTime),
          updateTime,
        },
        micros,
      );
      count++;
    }
  }
  return count;
}
