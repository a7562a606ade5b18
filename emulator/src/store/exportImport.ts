/**
 * Export and import of every database to a directory (format in README.md):
 *   <dir>/firestore-export.json            index: format, version, databases
 *   <dir>/databases/<project>/<db>.json     { database, documents: [...] }
 * Documents are sorted by path and values are proto3 JSON, so exports diff well.
 */
import { createReadStream } from 'node:fs';
import { mkdir, open, readFile, rename, writeFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { fromTimestamp, type Clock } from '../engine/clock';
import type { Document } from '../engine/types';
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

/**
 * Documents serialised between two file writes. Each write hands the event
 * loop back, so exporting a large database (the autosave of a stack holding
 * 100,000 conversations) never holds up the emulator's requests for seconds,
 * and no single string approaches V8's length limit.
 */
export const EXPORT_SLICE = 1000;

function tmpName(file: string): string {
  return `${file}.${process.pid}.${tmpCounter++}.tmp`;
}

/** Write + rename, with a unique temporary name so overlapping exports cannot collide. */
async function writeAtomically(file: string, content: string): Promise<void> {
  const tmp = tmpName(file);
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
    // Taken at once: stored documents are replaced on write, never changed in place.
    const docs = db.allDocuments().sort((a, b) => compareReferences(a.name, b.name));
    await mkdir(join(dir, 'databases', encodeURIComponent(project)), { recursive: true });
    await writeDatabaseFile(join(dir, file), db.name, docs);
    index.databases.push({ database: db.name, file, documents: docs.length });
  }
  await mkdir(dir, { recursive: true });
  await writeAtomically(join(dir, INDEX_FILE), JSON.stringify(index, null, 2) + '\n');
}

/**
 * The same text as `JSON.stringify({ database, documents }, null, 1)`, written
 * a slice of documents at a time to a temporary file, then renamed into place.
 */
async function writeDatabaseFile(file: string, database: string, docs: Document[]) {
  const prefix = database.length + '/documents/'.length;
  const tmp = tmpName(file);
  const out = await open(tmp, 'w');
  try {
    await out.write(`{\n "database": ${JSON.stringify(database)},\n "documents": [`);
    for (let start = 0; start < docs.length; start += EXPORT_SLICE) {
      const slice = docs.slice(start, start + EXPORT_SLICE).map((d) => {
        const text = JSON.stringify(documentToJson(d, d.name.slice(prefix)), null, 1);
        return '\n  ' + text.replaceAll('\n', '\n  ');
      });
      await out.write((start === 0 ? '' : ',') + slice.join(','));
    }
    await out.write(docs.length === 0 ? ']\n}\n' : '\n ]\n}\n');
  } finally {
    await out.close();
  }
  await rename(tmp, file);
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
    await readDatabaseFile(join(dir, entry.file), (database, d) => {
      const db = store.database(database);
      const updateTime = timestampFromJson(d.updateTime);
      const micros = fromTimestamp(updateTime);
      clock.advanceTo(micros);
      db.put(
        d.path,
        {
          name: `${database}/documents/${d.path}`,
          fields: fieldsFromJson(d.fields),
          createTime: timestampFromJson(d.createTime),
          updateTime,
        },
        micros,
      );
      count++;
    });
  }
  return count;
}

/**
 * Hands each document of a database file to `take`. A file laid out as
 * `writeDatabaseFile` writes it is read a line at a time, one document
 * parsed at a time: an export can be larger than the longest string V8
 * holds (a stack with 1,000,000 messages saves about 700 MB), and reading
 * it whole would refuse to start the stack it saved. Any other layout of
 * the same JSON (an export edited by hand) is parsed whole.
 */
async function readDatabaseFile(
  file: string,
  take: (database: string, doc: ExportedDocument) => void,
): Promise<void> {
  const lines = createInterface({
    input: createReadStream(file, 'utf8'),
    crlfDelay: Infinity,
  })[Symbol.asyncIterator]();
  const next = async () => {
    const line = await lines.next();
    return line.done ? null : line.value;
  };
  const [first, named, list] = [await next(), await next(), await next()];
  const database = named?.match(/^ "database": ("(?:[^"\\]|\\.)*"),$/)?.[1];
  if (first !== '{' || !database || (list !== ' "documents": [' && list !== ' "documents": []')) {
    await lines.return?.();
    const data = JSON.parse(await readFile(file, 'utf8')) as {
      database: string;
      documents: ExportedDocument[];
    };
    for (const d of data.documents) take(data.database, d);
    return;
  }
  const name = JSON.parse(database) as string;
  if (list === ' "documents": []') return void (await lines.return?.());
  let text = '';
  for (let line = await next(); line !== null; line = await next()) {
    if (text === '') {
      if (line === ' ]') break;
      if (line !== '  {') throw new Error(`${file}: a document was expected, not ${line}`);
    }
    text += line + '\n';
    if (line === '  }' || line === '  },') {
      take(name, JSON.parse(text.replace(/,\n$/, '')) as ExportedDocument);
      text = '';
    }
  }
  if (text !== '') throw new Error(`${file} ends inside a document`);
}
