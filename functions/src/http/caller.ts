import type { IncomingHttpHeaders } from 'node:http';
import { adminAuth } from '../firestore';
import { HttpError } from './HttpError';

export interface Caller {
  uid: string;
  anonymous: boolean;
}

/**
 * Verifies `Authorization: Bearer <Firebase ID token>`. Visitors are signed
 * in anonymously by the widget, so an anonymous user is a valid caller.
 */
export async function verifyCaller(headers: IncomingHttpHeaders): Promise<Caller> {
  const header = headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) {
    throw new HttpError(
      401,
      'Sign in first: send the header Authorization: Bearer <Firebase ID token>.',
    );
  }
  try {
    const decoded = await adminAuth().verifyIdToken(match[1]);
    return { uid: decoded.uid, anonymous: decoded.firebase.sign_in_provider === 'anonymous' };
  } catch {
    throw new HttpError(401, 'Your sign-in has expired or is invalid: sign in again and retry.');
  }
}
