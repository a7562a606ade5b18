import { env, pushConfig } from '../env';
import { STORAGE_KEYS } from '../store/storageKeys';
import { firebaseApp } from './firebase';

/** What asking this browser for push gave. */
export type BrowserPush =
  | { status: 'registered'; token: string }
  /** The person blocked notifications for the site (or closed the prompt). */
  | { status: 'denied' }
  /** No service workers, Push API or notifications here, or not a secure page. */
  | { status: 'unsupported' }
  /** Push is not configured for this build, or the registration service failed. */
  | { status: 'failed'; message: string };

/** Where firebase/messaging looks for its worker, and the scope it gives it (its defaults). */
const WORKER_PATH = '/firebase-messaging-sw.js';
const WORKER_SCOPE = '/firebase-cloud-messaging-push-scope';

export function browserCanPush(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'Notification' in window &&
    'serviceWorker' in navigator &&
    'PushManager' in window
  );
}

/** The site's notification permission in this browser. */
export function notificationPermission(): NotificationPermission | 'unsupported' {
  return browserCanPush() ? Notification.permission : 'unsupported';
}

/**
 * The push gateway of the dashboard: registers this browser with Firebase
 * Cloud Messaging and answers its registration token. `ask` shows the
 * browser's permission prompt (only from a person's click); without it the
 * browser registers only if notifications are already allowed, which is how
 * a dashboard load refreshes a token that rotated.
 *
 * Production goes through firebase/messaging's getToken (loaded on first
 * use, never in the dashboard's first chunk) with the build's VAPID key and
 * the worker registered here. On the local stack the same request goes to
 * the FCM stand-in (firebase/messaging has fcmregistrations.googleapis.com
 * built in), see localRegistrationToken.
 */
export async function registerBrowserForPush({ ask }: { ask: boolean }): Promise<BrowserPush> {
  if (!browserCanPush()) return { status: 'unsupported' };
  const config = pushConfig();
  if (!config)
    return {
      status: 'failed',
      message: 'Push notifications are not set up for this dashboard yet. Choose Email for now.',
    };
  const permission = ask ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') return { status: 'denied' };
  try {
    const registration = await navigator.serviceWorker.register(WORKER_PATH, {
      scope: WORKER_SCOPE,
    });
    const token = config.local
      ? await localRegistrationToken(registration, config.vapidKey)
      : await fcmRegistrationToken(registration, config.vapidKey);
    if (!token) return { status: 'unsupported' };
    return { status: 'registered', token };
  } catch (error) {
    console.warn('Push registration failed', error);
    return {
      status: 'failed',
      message:
        'This browser could not be registered for push notifications. Check your connection and try again.',
    };
  }
}

/** Stops pushes to this browser's token at FCM (best effort: the record is cleared either way). */
export async function unregisterBrowserFromPush(token: string): Promise<void> {
  const config = pushConfig();
  if (!config || !browserCanPush()) return;
  try {
    if (config.local) {
      await fetch(`${registrationsUrl()}/${token}`, {
        method: 'DELETE',
        headers: registrationHeaders(),
      });
    } else {
      const { deleteToken, getMessaging } = await import('firebase/messaging');
      await deleteToken(getMessaging(firebaseApp()));
    }
  } catch (error) {
    console.warn('Push token could not be deleted', error);
  }
}

async function fcmRegistrationToken(
  registration: ServiceWorkerRegistration,
  vapidKey: string,
): Promise<string | null> {
  const { getMessaging, getToken, isSupported } = await import('firebase/messaging');
  if (!(await isSupported())) return null;
  return getToken(getMessaging(firebaseApp()), {
    vapidKey,
    serviceWorkerRegistration: registration,
  });
}

/**
 * The local stack: FCM's web registration call, as firebase/messaging makes
 * it, to the stand-in. A token this browser already holds for the same push
 * subscription is updated (PATCH), as the SDK refreshes its token; otherwise
 * a new one is created (POST). Offline there is no Firebase Installations
 * service, so the installation auth is a fixed local one.
 */
async function localRegistrationToken(
  registration: ServiceWorkerRegistration,
  vapidKey: string,
): Promise<string> {
  await activeWorker(registration);
  const subscription = await localPushSubscription(registration, vapidKey);
  const body = JSON.stringify({
    web: { origin: window.location.host, ...subscription, applicationPubKey: vapidKey },
  });
  const held = readJson<{ endpoint: string; token: string }>(STORAGE_KEYS.localPushToken);
  if (held?.endpoint === subscription.endpoint) {
    const updated = await fetch(`${registrationsUrl()}/${held.token}`, {
      method: 'PATCH',
      headers: registrationHeaders(),
      body,
    });
    if (updated.ok) return tokenOf(await updated.json());
  }
  localStorage.removeItem(STORAGE_KEYS.localPushToken);
  const created = await fetch(registrationsUrl(), {
    method: 'POST',
    headers: registrationHeaders(),
    body,
  });
  const answer: unknown = await created.json();
  if (!created.ok) throw new Error(`FCM registration failed: ${JSON.stringify(answer)}`);
  const token = tokenOf(answer);
  localStorage.setItem(
    STORAGE_KEYS.localPushToken,
    JSON.stringify({ endpoint: subscription.endpoint, token }),
  );
  return token;
}

function tokenOf(answer: unknown): string {
  const token = (answer as { token?: unknown }).token;
  if (typeof token !== 'string' || !token) throw new Error('FCM answered no token');
  return token;
}

interface SubscriptionKeys {
  endpoint: string;
  auth: string;
  p256dh: string;
}

/**
 * The browser's push subscription with the project's VAPID key. A browser
 * that cannot subscribe offline (Chromium's push service is FCM itself, so
 * PushManager.subscribe fails without internet, and headless Chromium
 * refuses it outright) gets a subscription of its own making, kept in this
 * browser: fresh P-256 and auth keys and an endpoint at the stand-in, which
 * plays the push service. The registration request is the same either way.
 */
async function localPushSubscription(
  registration: ServiceWorkerRegistration,
  vapidKey: string,
): Promise<SubscriptionKeys> {
  try {
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: base64UrlBytes(vapidKey),
      }));
    const auth = subscription.getKey('auth');
    const p256dh = subscription.getKey('p256dh');
    if (auth && p256dh)
      return { endpoint: subscription.endpoint, auth: base64Url(auth), p256dh: base64Url(p256dh) };
  } catch {
    // No push service reachable: the stand-in's own subscription below.
  }
  const kept = readJson<SubscriptionKeys>(STORAGE_KEYS.localPushSubscription);
  if (kept?.endpoint && kept.auth && kept.p256dh) return kept;
  const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
    'deriveBits',
  ]);
  const made: SubscriptionKeys = {
    endpoint: `${env.VITE_FCM_REGISTRATION_ORIGIN}/webpush/${crypto.randomUUID()}`,
    auth: base64Url(crypto.getRandomValues(new Uint8Array(16)).buffer),
    p256dh: base64Url(await crypto.subtle.exportKey('raw', pair.publicKey)),
  };
  localStorage.setItem(STORAGE_KEYS.localPushSubscription, JSON.stringify(made));
  return made;
}

function registrationsUrl(): string {
  return `${env.VITE_FCM_REGISTRATION_ORIGIN}/v1/projects/${encodeURIComponent(env.VITE_FIREBASE_PROJECT_ID)}/registrations`;
}

function registrationHeaders(): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'x-goog-api-key': env.VITE_FIREBASE_API_KEY,
    'x-goog-firebase-installations-auth': 'FIS local-installation',
  };
}

/** The worker must be active before the push manager subscribes. */
async function activeWorker(registration: ServiceWorkerRegistration): Promise<void> {
  const worker = registration.installing ?? registration.waiting;
  if (registration.active || !worker) return;
  await new Promise<void>((resolve) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated' || worker.state === 'redundant') resolve();
    });
  });
}

function readJson<T>(key: string): T | null {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') as T | null;
  } catch {
    return null;
  }
}

function base64Url(buffer: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(buffer)))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}
