import type { VisitorSession } from './VisitorSession';

/** Where Firebase Auth's REST API answers: Google's hosts, or the local Auth emulator. */
export interface AuthEndpoints {
  apiKey: string;
  /** `https://identitytoolkit.googleapis.com`, or the emulator's `{origin}/identitytoolkit.googleapis.com`. */
  identityToolkit: string;
  /** `https://securetoken.googleapis.com`, or the emulator's `{origin}/securetoken.googleapis.com`. */
  secureToken: string;
}

interface Kept {
  uid: string;
  refreshToken: string;
  idToken?: string;
  /** Epoch ms. */
  expiresAt?: number;
}

/** A token this close to its expiry is refreshed first. */
const REFRESH_MARGIN_MS = 5 * 60_000;

/**
 * An anonymous visitor signed in over Firebase Auth's REST API: one request
 * (accounts:signUp) for a new visitor, none for a returning one whose ID
 * token is still valid, a token refresh (securetoken) otherwise. The
 * visitor is kept in local storage, as the Auth SDK keeps its users, so the
 * conversation stays theirs after a reload; `previous` is a visitor the Auth
 * SDK signed in earlier on this origin, taken over with its uid. The chat
 * needs nothing else of Auth, which saves a visitor the SDK's download (see
 * the widget README, "Weight").
 */
export async function restVisitor(
  endpoints: AuthEndpoints,
  previous: { uid: string; refreshToken: string } | null,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null = safeLocalStorage(),
  fetcher: typeof fetch = (input, init) => fetch(input, init),
  now: () => number = Date.now,
): Promise<Required<VisitorSession>> {
  const storageKey = `vg-visitor-auth:${endpoints.apiKey}`;
  const listeners = new Set<(token: string | null) => void>();
  let kept = readKept(storage, storageKey) ?? previous;
  let isNew = false;

  const keep = (next: Kept) => {
    kept = next;
    try {
      storage?.setItem(storageKey, JSON.stringify(next));
    } catch {
      // Storage full or blocked: the visitor lasts for this page.
    }
  };

  const signUp = async (): Promise<Kept> => {
    const answer = await call(
      fetcher,
      `${endpoints.identityToolkit}/v1/accounts:signUp?key=${encodeURIComponent(endpoints.apiKey)}`,
      { 'content-type': 'application/json' },
      JSON.stringify({ returnSecureToken: true }),
    );
    return {
      uid: text(answer.localId),
      refreshToken: text(answer.refreshToken),
      idToken: text(answer.idToken),
      expiresAt: now() + Number(answer.expiresIn ?? 3600) * 1000,
    };
  };

  const refresh = async (from: { uid: string; refreshToken: string }): Promise<Kept> => {
    // A form body: a simple request, so the browser sends no preflight first.
    const answer = await call(
      fetcher,
      `${endpoints.secureToken}/v1/token?key=${encodeURIComponent(endpoints.apiKey)}`,
      { 'content-type': 'application/x-www-form-urlencoded' },
      new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: from.refreshToken,
      }).toString(),
    );
    return {
      uid: text(answer.user_id ?? from.uid),
      refreshToken: text(answer.refresh_token ?? from.refreshToken),
      idToken: text(answer.id_token),
      expiresAt: now() + Number(answer.expires_in ?? 3600) * 1000,
    };
  };

  if (!kept) {
    keep(await signUp());
    isNew = true;
  } else if (!fresh(kept, now())) {
    try {
      keep(await refresh(kept));
    } catch (error) {
      // The kept visitor is gone (deleted, disabled, its token revoked): a new one starts.
      if (!(error instanceof AuthRefused)) throw error;
      keep(await signUp());
      isNew = true;
    }
  }

  let refreshing: Promise<string> | null = null;
  const current = () => kept as Kept;
  return {
    uid: current().uid,
    isAnonymous: true,
    isNew,
    claims: {},
    async idToken(forceRefresh = false) {
      if (!forceRefresh && fresh(current(), now())) return current().idToken as string;
      refreshing ??= refresh(current())
        .then((next) => {
          keep(next);
          listeners.forEach((listener) => listener(next.idToken ?? null));
          return next.idToken as string;
        })
        .finally(() => {
          refreshing = null;
        });
      return refreshing;
    },
    onIdToken(listener) {
      listeners.add(listener);
      queueMicrotask(() => {
        if (listeners.has(listener)) listener(current().idToken ?? null);
      });
      return () => listeners.delete(listener);
    },
  };
}

/** Auth refused the request (400: an unknown, disabled or revoked visitor, sign-up not allowed). */
export class AuthRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AuthRefused';
  }
}

async function call(
  fetcher: typeof fetch,
  url: string,
  headers: Record<string, string>,
  body: string,
): Promise<Record<string, unknown>> {
  const response = await fetcher(url, { method: 'POST', headers, body });
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return answer;
  const message = (answer.error as { message?: unknown } | undefined)?.message;
  const detail = `${response.status} ${typeof message === 'string' ? message : ''}`.trim();
  if (response.status === 400) throw new AuthRefused(`Visitor sign-in refused: ${detail}`);
  throw new Error(`Visitor sign-in failed: ${detail}`);
}

function fresh(kept: Kept, now: number): boolean {
  return !!kept.idToken && (kept.expiresAt ?? 0) - REFRESH_MARGIN_MS > now;
}

function text(value: unknown): string {
  if (typeof value !== 'string' || !value) throw new Error('Visitor sign-in: incomplete answer');
  return value;
}

function readKept(storage: Pick<Storage, 'getItem'> | null, key: string): Kept | null {
  try {
    const value = JSON.parse(storage?.getItem(key) ?? 'null') as Partial<Kept> | null;
    if (typeof value?.uid !== 'string' || typeof value.refreshToken !== 'string') return null;
    return value as Kept;
  } catch {
    return null;
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
