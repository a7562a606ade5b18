import { z } from 'zod';
// Narrow import: this module is on the first screen's path.
import {
  DEMO_PROJECT_ID,
  LOCAL_FCM_VAPID_KEY,
  LOCAL_PORTS,
  LOCAL_STRIPE_KEYS,
} from '@vg/common/endpoints';

/**
 * Vite env, validated once at start-up. Defaults are the local stack so a
 * plain `vite dev` talks to the emulators without any .env file.
 */
// Only a dev server or a test run assumes the local stack; a build says so
// explicitly (the build itself refuses to run without either choice).
const booleanString = z
  .enum(['true', 'false'])
  .default(import.meta.env.DEV ? 'true' : 'false')
  .transform((value) => value === 'true');

const envSchema = z.object({
  VITE_FIREBASE_PROJECT_ID: z.string().min(1).default(DEMO_PROJECT_ID),
  // The Auth emulator accepts any key; production builds must set the real one.
  VITE_FIREBASE_API_KEY: z.string().min(1).default('demo-api-key'),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().optional(),
  // Browser push (Firebase Cloud Messaging): the web app's id, its sender id and
  // the web push certificate's public key. Without them push is offered as not set up.
  VITE_FIREBASE_APP_ID: z.string().min(1).optional(),
  VITE_FIREBASE_MESSAGING_SENDER_ID: z.string().min(1).optional(),
  VITE_FIREBASE_VAPID_KEY: z.string().min(1).optional(),
  // The local FCM stand-in, which gives browsers their registration tokens offline.
  VITE_FCM_REGISTRATION_ORIGIN: z.string().url().default(`http://127.0.0.1:${LOCAL_PORTS.fcm}`),
  VITE_USE_EMULATORS: booleanString,
  VITE_FIRESTORE_EMULATOR_HOST: z.string().default(`127.0.0.1:${LOCAL_PORTS.firestore}`),
  VITE_AUTH_EMULATOR_URL: z.string().url().default(`http://127.0.0.1:${LOCAL_PORTS.auth}`),
  // Callable functions (the client login code) on the local stack.
  VITE_FUNCTIONS_EMULATOR_HOST: z.string().default(`127.0.0.1:${LOCAL_PORTS.functions}`),
  VITE_CHAT_ORIGIN: z.string().url().default(`http://127.0.0.1:${LOCAL_PORTS.chat}`),
  VITE_API_ORIGIN: z.string().url().optional(),
  // The product's own host names (comma-separated); any other host is looked up as an agency's domain.
  VITE_PRODUCT_HOSTS: z.string().optional(),
  // Where the widget app and its loader are served; same origin as the dashboard by default.
  VITE_WIDGET_ORIGIN: z.string().url().optional(),
  // Stripe.js and the publishable key: Stripe's own in production, the
  // stack's stand-in (same script API) with the local test key offline.
  VITE_STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  VITE_STRIPE_JS_URL: z.string().url().optional(),
});

export type Env = z.infer<typeof envSchema>;

export const env: Env = envSchema.parse(import.meta.env);

/** Stripe.js and the publishable key, or null when the build has none ('Missing required configuration.'). */
export function stripeConfig(): { key: string; scriptUrl: string } | null {
  const local = env.VITE_USE_EMULATORS;
  const key =
    env.VITE_STRIPE_PUBLISHABLE_KEY ?? (local ? LOCAL_STRIPE_KEYS.publishable : undefined);
  if (!key) return null;
  const scriptUrl =
    env.VITE_STRIPE_JS_URL ??
    (local ? `http://127.0.0.1:${LOCAL_PORTS.stripe}/v3/` : 'https://js.stripe.com/v3/');
  return { key, scriptUrl };
}

/**
 * Browser push settings, or null when this build has none: on the local stack
 * the FCM stand-in and its key, in production the Firebase app's messaging ids.
 */
export function pushConfig(): { vapidKey: string; local: boolean } | null {
  if (env.VITE_USE_EMULATORS)
    return { vapidKey: env.VITE_FIREBASE_VAPID_KEY ?? LOCAL_FCM_VAPID_KEY, local: true };
  const ready =
    env.VITE_FIREBASE_VAPID_KEY &&
    env.VITE_FIREBASE_APP_ID &&
    env.VITE_FIREBASE_MESSAGING_SENDER_ID;
  return ready ? { vapidKey: env.VITE_FIREBASE_VAPID_KEY as string, local: false } : null;
}

/** Origin that serves `/widget/loader.js` and the render iframe. */
export function widgetOrigin(): string {
  return (env.VITE_WIDGET_ORIGIN ?? window.location.origin).replace(/\/$/, '');
}

/** Origin of the `/api/{region}` routes. */
export function apiOrigin(): string {
  return (env.VITE_API_ORIGIN ?? window.location.origin).replace(/\/$/, '');
}
