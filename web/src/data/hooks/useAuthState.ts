import { useSyncExternalStore } from 'react';
import { watchAuth, type AuthState } from '../auth';

/**
 * One auth listener for the whole app, shared by every component through
 * useSyncExternalStore so the signed-in state never disagrees between them.
 */
let current: AuthState = { status: 'loading' };
const listeners = new Set<() => void>();
let stopWatching: (() => void) | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  stopWatching ??= watchAuth((state) => {
    current = state;
    for (const notify of listeners) notify();
  });
  return () => listeners.delete(listener);
}

export function useAuthState(): AuthState {
  return useSyncExternalStore(subscribe, () => current);
}
