import * as appInternals from 'firebase/app';
import type { FirebaseApp } from 'firebase/app';
import { Component, type ComponentType } from '@firebase/component';
import type { VisitorSession } from './VisitorSession';

/** What Firebase's SDKs ask of Auth (`FirebaseAuthInternal`, @firebase/auth-interop-types). */
interface AuthInternal {
  getToken(forceRefresh?: boolean): Promise<{ accessToken: string } | null>;
  getUid(): string | null;
  addAuthTokenListener(listener: (token: string | null) => void): void;
  removeAuthTokenListener(listener: (token: string | null) => void): void;
}

const registered = new WeakSet<FirebaseApp>();

/**
 * Lets Firestore's SDK (the live layer) act as a visitor signed in over
 * Auth's REST API. Firebase's SDKs get their ID tokens from the component
 * named 'auth-internal', which the Auth SDK registers when it starts; for
 * such a visitor the Auth SDK never loads, so the session registers in its
 * place, speaking the same interface. A dashboard user's Auth SDK serves
 * them itself (its session has no onIdToken). Called before the app's first Firestore instance.
 */
export function serveVisitorTokens(app: FirebaseApp, session: VisitorSession): void {
  const { onIdToken } = session;
  if (!onIdToken || registered.has(app)) return;
  registered.add(app);
  const stops = new Map<(token: string | null) => void, () => void>();
  const auth: AuthInternal = {
    getToken: async (forceRefresh) => ({ accessToken: await session.idToken(forceRefresh) }),
    getUid: () => session.uid,
    addAuthTokenListener(listener) {
      stops.set(listener, onIdToken(listener));
    },
    removeAuthTokenListener(listener) {
      stops.get(listener)?.();
      stops.delete(listener);
    },
  };
  // `_addComponent` is how Firebase's packages join an app; it is left out of the public typings.
  const { _addComponent } = appInternals as unknown as {
    _addComponent(target: FirebaseApp, component: Component<never>): void;
  };
  _addComponent(
    app,
    new Component('auth-internal' as never, () => auth as never, 'PRIVATE' as ComponentType),
  );
}
