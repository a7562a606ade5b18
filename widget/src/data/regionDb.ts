import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { REGION_DATABASE, type Region } from '@vg/common/endpoints';
import { env } from '../env';
import { firebaseApp } from './firebaseApp';

const databases = new Map<Region, Firestore>();

/** One Firestore SDK instance per regional database (the live layer only). */
export function regionDb(region: Region): Firestore {
  let db = databases.get(region);
  if (!db) {
    db = getFirestore(firebaseApp(), REGION_DATABASE[region]);
    if (env.useEmulators) {
      const [host = '127.0.0.1', port = '8080'] = env.firestoreEmulatorHost.split(':');
      connectFirestoreEmulator(db, host, Number(port));
    }
    databases.set(region, db);
  }
  return db;
}
