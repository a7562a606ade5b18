import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { REGION_DATABASE, type Region } from '@vg/common';
import { loadEnv, projectId } from './env';

/** The one firebase-admin app; created after the environment is validated. */
export function adminApp(): App {
  const existing = getApps()[0];
  if (existing) return existing;
  const env = loadEnv();
  return initializeApp({ projectId: projectId(env), storageBucket: env.VG_STORAGE_BUCKET });
}

const databases = new Map<Region, Firestore>();

/** Each region keeps its data in its own database. */
export function dbFor(region: Region): Firestore {
  let db = databases.get(region);
  if (!db) {
    db = getFirestore(adminApp(), REGION_DATABASE[region]);
    databases.set(region, db);
  }
  return db;
}

export function adminAuth(): Auth {
  return getAuth(adminApp());
}
