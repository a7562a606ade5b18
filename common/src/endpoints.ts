/**
 * Where each region's backend lives. The dashboard, the widget and the
 * functions agree on these shapes; only the origins differ between the local
 * stack and production.
 *
 * - Regional API root: `{origin}/api/{region}`, served by the region's `api`
 *   HTTPS function (Hosting rewrites `/api/eu/**` and `/api/na/**` to it).
 * - Streaming chat: WebSocket `{chatOrigin}/interact`, a Node service beside
 *   the functions (Cloud Run in production).
 */
export const REGIONS = ['eu', 'na'] as const;
export type Region = (typeof REGIONS)[number];

/** Firestore database per region (eu: Frankfurt, na: Virginia). */
export const REGION_DATABASE: Record<Region, string> = {
  eu: 'voiceglow-eu',
  na: '(default)',
};

/** Cloud Functions region per platform region. */
export const REGION_FUNCTIONS_LOCATION: Record<Region, string> = {
  eu: 'europe-west3',
  na: 'us-east4',
};

export const REGION_LABEL: Record<Region, string> = {
  eu: 'Frankfurt',
  na: 'Virginia',
};

export function isRegion(value: unknown): value is Region {
  return value === 'eu' || value === 'na';
}

export function regionalApiRoot(origin: string, region: Region): string {
  return `${origin.replace(/\/$/, '')}/api/${region}`;
}

export function interactSocketUrl(chatOrigin: string): string {
  return `${chatOrigin.replace(/^http/, 'ws').replace(/\/$/, '')}/interact`;
}

/** Local stack ports (see README). */
export const LOCAL_PORTS = {
  firestore: 8080,
  auth: 9099,
  functions: 5001,
  hosting: 5000,
  chat: 8787,
  storage: 9199,
  outbox: 8025,
  smtp: 2525,
  speech: 8095,
  /** Authoritative DNS stand-in (UDP and TCP) and its page. */
  dns: 8053,
  dnsPage: 8054,
  /** Resend stand-in (REST API and its page). */
  resend: 8055,
  /** Firebase Cloud Messaging stand-in (HTTP v1 send API and its page of pushes). */
  fcm: 8057,
  /** Telegram Bot API stand-in (API root and its page). */
  telegram: 8061,
  /** Meta Graph API stand-in (WhatsApp, Messenger, Instagram; login dialog and pages). */
  meta: 8062,
  /** Discord API stand-in (REST API, interactions, its page). */
  discord: 8063,
  /** Flow-platform stand-in (Voiceflow's Dialog API, its projects and flow editor). */
  flow: 8064,
  /** Cloud Scheduler stand-in: calls scheduled functions at their times; its page runs one now. */
  scheduler: 8065,
  /** Stripe stand-in (REST API, Stripe.js-compatible script at /v3/, its page). */
  stripe: 8056,
  /** Demo shop API the seeded agent's tools call (orders, opening hours) and its page. */
  demoApi: 8096,
  /** A small local website (pages, sitemap, robots.txt, a PDF) for knowledge crawls. */
  site: 8070,
} as const;

/**
 * The local Stripe account's keys: test-mode keys of the stand-in, not of
 * any real account (production sets VG_STRIPE_SECRET_KEY and the web
 * build's VITE_STRIPE_PUBLISHABLE_KEY).
 */
/**
 * The Stripe events each region's webhook endpoint subscribes to (its
 * enabled_events in Stripe's dashboard): the ones the functions apply.
 */
export const STRIPE_WEBHOOK_EVENTS = [
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
] as const;

export const LOCAL_STRIPE_KEYS = {
  secret: 'sk_test_local_voiceglow',
  publishable: 'pk_test_local_voiceglow',
  webhookSecret: 'whsec_local_voiceglow',
} as const;

export const DEMO_PROJECT_ID = 'demo-voiceglow';

/**
 * The local project's web push certificate (its VAPID public key, an
 * uncompressed P-256 point, base64url), which the dashboard subscribes with
 * on the local stack; production builds set VITE_FIREBASE_VAPID_KEY to the
 * key pair of the Firebase console's Cloud Messaging settings. The private
 * half was never kept: the FCM stand-in records pushes, it does not encrypt
 * them for a browser.
 */
export const LOCAL_FCM_VAPID_KEY =
  'BEI75F-W8KYvve4kek-tsP6w6TeXZuXE8Etatm0kdB4yALqhpRhxFubCx85G6J4W6Jr1M0Eg5QFksKe-3h7vf8g';

/**
 * The region a chat frame's `bucket` names: the region itself ('eu', 'na')
 * or its database id; null for anything else.
 */
export function regionOfBucket(bucket: string): Region | null {
  for (const region of REGIONS) {
    if (bucket === region || bucket === REGION_DATABASE[region]) return region;
  }
  return null;
}
