/**
 * The widget's build-time configuration, read and checked once. Defaults
 * point at the local stack so `npm start` needs no .env file.
 */
export interface WidgetEnv {
  firebaseProjectId: string;
  firebaseApiKey: string;
  firebaseAuthDomain: string | undefined;
  useEmulators: boolean;
  firestoreEmulatorHost: string;
  authEmulatorUrl: string;
  chatOrigin: string;
  /** Overrides `location.origin` as the origin of the HTTP API. */
  apiOrigin: string | undefined;
  /** Functions emulator, for callable functions (uploadFile) in the local stack. */
  functionsEmulatorOrigin: string;
}

type RawEnv = Record<string, string | boolean | undefined>;

export function readEnv(raw: RawEnv): WidgetEnv {
  const text = (key: string): string | undefined => {
    const value = raw[key];
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  const url = (key: string, fallback: string): string => {
    const value = text(key) ?? fallback;
    if (!/^https?:\/\/[^/]+/.test(value)) throw new Error(`${key} must be an http(s) URL`);
    return value.replace(/\/$/, '');
  };
  const host = text('VITE_FIRESTORE_EMULATOR_HOST') ?? '127.0.0.1:8080';
  if (!/^[\w.-]+:\d+$/.test(host))
    throw new Error('VITE_FIRESTORE_EMULATOR_HOST must be host:port');
  const apiOrigin = text('VITE_API_ORIGIN');
  return {
    firebaseProjectId: text('VITE_FIREBASE_PROJECT_ID') ?? 'demo-voiceglow',
    // The emulators accept any key; production builds set the real one. The dashboard's
    // default: on one origin both share the signed-in owner (test chat, live preview).
    firebaseApiKey: text('VITE_FIREBASE_API_KEY') ?? 'demo-api-key',
    firebaseAuthDomain: text('VITE_FIREBASE_AUTH_DOMAIN'),
    // Only a dev server or a test run assumes the local stack; a build says so
    // explicitly (the build itself refuses to run without either choice).
    useEmulators: (text('VITE_USE_EMULATORS') ?? (raw.DEV === true ? 'true' : 'false')) === 'true',
    firestoreEmulatorHost: host,
    authEmulatorUrl: url('VITE_AUTH_EMULATOR_URL', 'http://127.0.0.1:9099'),
    chatOrigin: url('VITE_CHAT_ORIGIN', 'http://127.0.0.1:8787'),
    apiOrigin: apiOrigin ? url('VITE_API_ORIGIN', apiOrigin) : undefined,
    functionsEmulatorOrigin: url('VITE_FUNCTIONS_EMULATOR_ORIGIN', 'http://127.0.0.1:5001'),
  };
}

export const env: WidgetEnv = readEnv(import.meta.env as unknown as RawEnv);
