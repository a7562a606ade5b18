/** The part of a user Firebase's Auth SDK keeps in the browser that the chat reads. */
export interface PersistedFirebaseUser {
  uid: string;
  isAnonymous: boolean;
  refreshToken: string;
}

const DATABASE = 'firebaseLocalStorageDb';
const STORE = 'firebaseLocalStorage';
const PEEK_TIMEOUT_MS = 1000;

/**
 * The user Firebase's Auth SDK keeps signed in on this origin (its IndexedDB
 * persistence, else its local-storage one), read without loading the SDK:
 * the dashboard's signed-in owner, or a visitor the chat signed in with the
 * SDK before it used the REST API. Null when there is none, the storage is
 * blocked, or it does not answer within a second. Never creates the
 * SDK's database.
 */
export async function persistedFirebaseUser(
  apiKey: string,
  appName = '[DEFAULT]',
): Promise<PersistedFirebaseUser | null> {
  const key = `firebase:authUser:${apiKey}:${appName}`;
  const stored = await Promise.race([
    readIndexedDb(key),
    new Promise<unknown>((resolve) => setTimeout(() => resolve(null), PEEK_TIMEOUT_MS)),
  ]);
  return toUser(stored) ?? toUser(readLocalStorage(key));
}

function readLocalStorage(key: string): unknown {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

function readIndexedDb(key: string): Promise<unknown> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(DATABASE);
    } catch {
      return resolve(null);
    }
    // No such database: abort, so that opening it here does not create it.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(STORE)) {
        db.close();
        return resolve(null);
      }
      const get = db.transaction(STORE, 'readonly').objectStore(STORE).get(key);
      get.onsuccess = () => {
        db.close();
        resolve((get.result as { value?: unknown } | undefined)?.value ?? null);
      };
      get.onerror = () => {
        db.close();
        resolve(null);
      };
    };
  });
}

function toUser(value: unknown): PersistedFirebaseUser | null {
  const user = value as {
    uid?: unknown;
    isAnonymous?: unknown;
    stsTokenManager?: { refreshToken?: unknown };
  } | null;
  const refreshToken = user?.stsTokenManager?.refreshToken;
  if (typeof user?.uid !== 'string' || typeof refreshToken !== 'string') return null;
  return { uid: user.uid, isAnonymous: user.isAnonymous === true, refreshToken };
}
