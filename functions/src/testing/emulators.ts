import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { adminAuth } from '../firestore';

/**
 * Points firebase-admin at the emulators of the test run. Call at the top
 * of a test file, before anything reads the environment.
 */
export function useEmulators(): void {
  const firestoreHost = inject('firestoreHost');
  process.env.VG_FIRESTORE_EMULATOR_HOST = firestoreHost;
  process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = inject('authHost');
  process.env.VG_PROJECT_ID = 'demo-voiceglow';
}

export interface TestUser {
  uid: string;
  idToken: string;
}

/** A visitor as the widget signs one in: anonymously, with a real ID token. */
export async function signInAnonymously(): Promise<TestUser> {
  return signUp({});
}

/** A dashboard user (agent owner) with an e-mail account. */
export async function signUpOwner(): Promise<TestUser> {
  return signUp({
    email: `owner-${randomUUID().slice(0, 8)}@example.com`,
    password: 'secret-pass',
  });
}

/**
 * A Google account, as the dashboard signs one in on the local stack: the
 * Auth emulator takes the unsigned ID token and marks the e-mail verified.
 */
export async function signInWithGoogle(email: string, name = 'Grace Hopper'): Promise<TestUser> {
  const idToken = JSON.stringify({ sub: `google-${email}`, email, email_verified: true, name });
  const url = `http://${inject('authHost')}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=fake-api-key`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      postBody: `id_token=${encodeURIComponent(idToken)}&providerId=google.com`,
      requestUri: 'http://localhost',
      returnSecureToken: true,
    }),
  });
  const data = (await response.json()) as { localId?: string; idToken?: string };
  if (!data.localId || !data.idToken)
    throw new Error(`Auth emulator Google sign-in failed: ${JSON.stringify(data)}`);
  return { uid: data.localId, idToken: data.idToken };
}

/** A user the functions signed in with a custom token (an agency client), as its browser does. */
export async function signInAs(uid: string): Promise<TestUser> {
  const token = await adminAuth().createCustomToken(uid);
  const url = `http://${inject('authHost')}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=fake-api-key`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, returnSecureToken: true }),
  });
  const data = (await response.json()) as { idToken?: string };
  if (!data.idToken)
    throw new Error(`Auth emulator custom-token sign-in failed: ${JSON.stringify(data)}`);
  return { uid, idToken: data.idToken };
}

async function signUp(body: Record<string, unknown>): Promise<TestUser> {
  const url = `http://${inject('authHost')}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, returnSecureToken: true }),
  });
  const data = (await response.json()) as { localId?: string; idToken?: string };
  if (!data.localId || !data.idToken)
    throw new Error(`Auth emulator sign-up failed: ${JSON.stringify(data)}`);
  return { uid: data.localId, idToken: data.idToken };
}

/** A fresh id, so tests never see each other's documents. */
export function uniqueId(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}
