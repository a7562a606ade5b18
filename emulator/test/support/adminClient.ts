/**
 * Starts the emulator in-process on a free port and gives firebase-admin
 * Firestore clients bound to it (one app per project, any database).
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { startEmulator, type RunningEmulator } from '../../src/server';

export interface AdminHarness {
  emulator: RunningEmulator;
  /** A Firestore client for `database` of `project` (created once per pair). */
  db(database?: string, project?: string): Firestore;
  close(): Promise<void>;
}

let counter = 0;

export async function startAdminHarness(defaultProject: string): Promise<AdminHarness> {
  const emulator = await startEmulator({ host: '127.0.0.1', port: 0, quiet: true });
  process.env.FIRESTORE_EMULATOR_HOST = emulator.address;
  const apps = new Map<string, App>();
  const dbs = new Map<string, Firestore>();
  return {
    emulator,
    db(database = '(default)', project = defaultProject) {
      const key = `${project}/${database}`;
      let db = dbs.get(key);
      if (db) return db;
      let app = apps.get(project);
      if (!app)
        apps.set(
          project,
          (app = initializeApp({ projectId: project }, `admin-${project}-${counter++}`)),
        );
      db = database === '(default)' ? getFirestore(app) : getFirestore(app, database);
      dbs.set(key, db);
      return db;
    },
    async close() {
      await Promise.all([...dbs.values()].map((d) => d.terminate()));
      await Promise.all([...apps.values()].map((a) => deleteApp(a)));
      await emulator.close();
    },
  };
}
