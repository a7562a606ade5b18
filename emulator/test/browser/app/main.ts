/**
 * The browser page: the full `firebase` web SDK against the emulator, so
 * reads go over the WebChannel Listen stream and writes over the Write stream.
 * The emulator's address comes from the query string; results go to the DOM
 * and to `window.check` for the test to read.
 */
import { initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getCountFromServer,
  getDocs,
  initializeFirestore,
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  vector,
  where,
} from 'firebase/firestore';

interface PageElement {
  textContent: string | null;
}
interface Page {
  document: { getElementById(id: string): PageElement | null };
  location: { search: string };
  check: CheckState;
  writeFromPage: (id: string, text: string) => Promise<void>;
  queryRooms: () => Promise<{ ids: string[]; count: number }>;
  bumpInTransaction: () => Promise<number>;
  copyRoomInTransaction: () => Promise<string>;
  listenDenied: () => Promise<string>;
}
interface CheckState {
  snapshots: { exists: boolean; data: Record<string, unknown> | null; fromCache: boolean }[];
  errors: string[];
}

const page = globalThis as unknown as Page;
const params = new URLSearchParams(page.location.search);
const port = Number(params.get('port'));
const projectId = params.get('project') ?? 'demo-browser';
const longPolling = params.get('longPolling') === '1';
const databaseId = params.get('database') ?? '(default)';
const uid = params.get('uid');

const show = (id: string, text: string): void => {
  const el = page.document.getElementById(id);
  if (el) el.textContent = text;
};

const app = initializeApp({ projectId, apiKey: 'fake-api-key', appId: 'demo-app' });
const db = initializeFirestore(
  app,
  longPolling ? { experimentalForceLongPolling: true } : {},
  databaseId,
);
// An unsigned emulator token: the SDK sends it in the WebChannel handshake's headers.
connectFirestoreEmulator(db, '127.0.0.1', port, uid ? { mockUserToken: { user_id: uid } } : {});
show(
  'transport',
  `${longPolling ? 'forced long polling' : 'auto-detected'}, database ${databaseId}, user ${uid ?? '-'}`,
);

page.check = { snapshots: [], errors: [] };

onSnapshot(
  doc(db, 'rooms', 'r1'),
  { includeMetadataChanges: false },
  (snap) => {
    const data = snap.exists() ? (snap.data() as Record<string, unknown>) : null;
    page.check.snapshots.push({ exists: snap.exists(), data, fromCache: snap.metadata.fromCache });
    show('live', data ? JSON.stringify(data) : '(no document yet)');
    show('count', String(page.check.snapshots.length));
  },
  (err) => {
    page.check.errors.push(`${err.code}: ${err.message}`);
    show('errors', page.check.errors.join('\n'));
  },
);

page.writeFromPage = async (id, text) => {
  await setDoc(doc(db, 'fromBrowser', id), {
    text,
    unicode: 'héllo ✓ 😀',
    at: serverTimestamp(),
    embedding: vector([0.5, -1, 2]),
  });
  show('write', `fromBrowser/${id} saved: ${text}`);
};

/** getDocs rides the Listen stream; the count is a REST call (RunAggregationQuery). */
page.queryRooms = async () => {
  const rooms = query(collection(db, 'rooms'), where('n', '>=', 1), orderBy('n'));
  const [snap, count] = await Promise.all([getDocs(rooms), getCountFromServer(rooms)]);
  return { ids: snap.docs.map((d) => d.id), count: count.data().count };
};

/** Transactions read with REST BatchGetDocuments and commit with REST Commit. */
page.bumpInTransaction = () =>
  runTransaction(db, async (tx) => {
    const ref = doc(db, 'fromBrowser', 'counter');
    const current = (await tx.get(ref)).data()?.value ?? 0;
    tx.set(ref, { value: current + 1, text: 'counter' });
    return current + 1;
  });

/**
 * Reads one document and writes only another: the SDK commits a `verify` write
 * (precondition only) for the room it read.
 */
page.copyRoomInTransaction = () =>
  runTransaction(db, async (tx) => {
    const room = await tx.get(doc(db, 'rooms', 'r1'));
    const text = `room title: ${String(room.data()?.title)}`;
    tx.set(doc(db, 'fromBrowser', 'roomCopy'), { text });
    return text;
  });

/** A listener the rules refuse gets its error while the other listeners live on. */
page.listenDenied = () =>
  new Promise((resolve) => {
    const stop = onSnapshot(
      doc(db, 'secrets', 's1'),
      () => resolve('snapshot'),
      (err) => {
        stop();
        resolve(err.code);
      },
    );
  });
