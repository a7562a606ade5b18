import { initializeApp, type FirebaseApp } from 'firebase/app';
import { env } from '../env';

let app: FirebaseApp | undefined;

/**
 * The Firebase app, a lazy singleton: only the live layer (Firestore's SDK)
 * and a signed-in dashboard user's Auth SDK need it, so it never weighs on
 * an anonymous visitor's first open.
 */
export function firebaseApp(): FirebaseApp {
  app ??= initializeApp({
    projectId: env.firebaseProjectId,
    apiKey: env.firebaseApiKey,
    ...(env.firebaseAuthDomain ? { authDomain: env.firebaseAuthDomain } : {}),
  });
  return app;
}
