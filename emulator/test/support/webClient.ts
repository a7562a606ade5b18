/** firebase (web SDK) clients in Node, which speak gRPC to the emulator. */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  getFirestore,
  terminate,
  type Firestore,
} from 'firebase/firestore';

export interface WebClients {
  /** A client for `database`, optionally signed in as `uid` (an unsigned emulator token). */
  db(options?: { database?: string; uid?: string; owner?: boolean }): Firestore;
  close(): Promise<void>;
}

let counter = 0;

export function webClients(project: string, port: number): WebClients {
  const made: { app: FirebaseApp; db: Firestore }[] = [];
  return {
    db({ database, uid, owner } = {}) {
      const app = initializeApp({ projectId: project, apiKey: 'fake-api-key' }, `web-${counter++}`);
      const db = database ? getFirestore(app, database) : getFirestore(app);
      const mockUserToken = owner ? 'owner' : uid ? { user_id: uid } : undefined;
      connectFirestoreEmulator(db, '127.0.0.1', port, mockUserToken ? { mockUserToken } : {});
      made.push({ app, db });
      return db;
    },
    async close() {
      await Promise.all(made.map(({ db }) => terminate(db)));
      await Promise.all(made.map(({ app }) => deleteApp(app)));
    },
  };
}
