import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { env } from '../env';

/**
 * Lazy singletons: the app and Auth (Firestore's SDK is in regionDb.ts, part
 * of the live layer). This module is only reached through a dynamic import,
 * so Firebase never weighs on the chat's first paint.
 */
let app: FirebaseApp | undefined;
let auth: Auth | undefined;

export function firebaseApp(): FirebaseApp {
  app ??= initializeApp({
    projectId: env.firebaseProjectId,
    apiKey: env.firebaseApiKey,
    ...(env.firebaseAuthDomain ? { authDomain: env.firebaseAuthDomain } : {}),
  });
  return app;
}

export function firebaseAuth(): Auth {
  if (!auth) {
    // initializeAuth, not getAuth: getAuth also sets up Google's pop-up and
    // redirect sign-in, which loads a script from apis.google.com for every
    // visitor. The chat signs in anonymously only. The persistences are
    // getAuth's own, so a dashboard user signed in on this origin is kept.
    auth = initializeAuth(firebaseApp(), {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence],
    });
    if (env.useEmulators) connectAuthEmulator(auth, env.authEmulatorUrl, { disableWarnings: true });
  }
  return auth;
}
