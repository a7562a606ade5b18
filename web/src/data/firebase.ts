import { initializeApp, getApps, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, initializeFirestore, type Firestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { REGION_DATABASE, REGION_FUNCTIONS_LOCATION, type Region } from '@vg/common';
import { env } from '../env';

/**
 * The one place that owns Firebase client instances. Everything is created
 * lazily so pages that never touch Firestore (the public layout, login) do not
 * pay for opening its channel.
 */
let app: FirebaseApp | undefined;
let auth: Auth | undefined;
const databases = new Map<Region, Firestore>();
const functionsByRegion = new Map<Region, Functions>();

export function firebaseApp(): FirebaseApp {
  if (!app) {
    app =
      getApps()[0] ??
      initializeApp({
        projectId: env.VITE_FIREBASE_PROJECT_ID,
        apiKey: env.VITE_FIREBASE_API_KEY,
        authDomain:
          env.VITE_FIREBASE_AUTH_DOMAIN ?? `${env.VITE_FIREBASE_PROJECT_ID}.firebaseapp.com`,
        // Cloud Messaging needs both; the rest of the SDK does without.
        ...(env.VITE_FIREBASE_APP_ID ? { appId: env.VITE_FIREBASE_APP_ID } : {}),
        ...(env.VITE_FIREBASE_MESSAGING_SENDER_ID
          ? { messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID }
          : {}),
      });
  }
  return app;
}

export function firebaseAuth(): Auth {
  if (!auth) {
    auth = getAuth(firebaseApp());
    if (env.VITE_USE_EMULATORS) {
      connectAuthEmulator(auth, env.VITE_AUTH_EMULATOR_URL, { disableWarnings: true });
    }
  }
  return auth;
}

/** Each region has its own database: eu → voiceglow-eu, na → (default). */
export function regionDb(region: Region): Firestore {
  let db = databases.get(region);
  if (!db) {
    db = initializeFirestore(
      firebaseApp(),
      { ignoreUndefinedProperties: true },
      REGION_DATABASE[region],
    );
    if (env.VITE_USE_EMULATORS) {
      const [host = '127.0.0.1', port = '8080'] = env.VITE_FIRESTORE_EMULATOR_HOST.split(':');
      connectFirestoreEmulator(db, host, Number(port));
    }
    databases.set(region, db);
  }
  return db;
}

/** Callable functions of a region (eu → europe-west3, na → us-east4). */
export function regionFunctions(region: Region): Functions {
  let functions = functionsByRegion.get(region);
  if (!functions) {
    functions = getFunctions(firebaseApp(), REGION_FUNCTIONS_LOCATION[region]);
    if (env.VITE_USE_EMULATORS) {
      const [host = '127.0.0.1', port = '5001'] = env.VITE_FUNCTIONS_EMULATOR_HOST.split(':');
      connectFunctionsEmulator(functions, host, Number(port));
    }
    functionsByRegion.set(region, functions);
  }
  return functions;
}
