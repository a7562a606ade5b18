import { env } from '../env';
import { persistedFirebaseUser } from './persistedFirebaseUser';
import { restVisitor, type AuthEndpoints } from './restVisitor';
import type { VisitorSession } from './VisitorSession';

/**
 * Signs the chat in. A dashboard user signed in on this origin (the owner
 * testing their agent) is kept, through Firebase's Auth SDK, loaded only
 * then; everyone else is an anonymous visitor signed in over Auth's REST
 * API, which the functions and rules use to tie a conversation to its
 * browser.
 */
export async function signInVisitor(): Promise<VisitorSession> {
  const persisted = await persistedFirebaseUser(env.firebaseApiKey);
  if (persisted && !persisted.isAnonymous) return (await import('./sdkVisitor')).sdkVisitor();
  return restVisitor(authEndpoints(), persisted);
}

export function authEndpoints(): AuthEndpoints {
  const root = (host: string) =>
    env.useEmulators ? `${env.authEmulatorUrl}/${host}` : `https://${host}`;
  return {
    apiKey: env.firebaseApiKey,
    identityToolkit: root('identitytoolkit.googleapis.com'),
    secureToken: root('securetoken.googleapis.com'),
  };
}
