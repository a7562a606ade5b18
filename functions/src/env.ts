import { z } from 'zod';

/**
 * Every setting the functions and the chat service read, validated once.
 * The Functions emulator may drop an inherited FIRESTORE_EMULATOR_HOST, so
 * the local stack passes VG_FIRESTORE_EMULATOR_HOST and we copy it back
 * before firebase-admin creates its first Firestore client.
 */
const envSchema = z.object({
  GCLOUD_PROJECT: z.string().min(1).optional(),
  VG_PROJECT_ID: z.string().min(1).default('demo-voiceglow'),
  VG_FIRESTORE_EMULATOR_HOST: z.string().min(1).optional(),
  FIRESTORE_EMULATOR_HOST: z.string().min(1).optional(),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().min(1).optional(),
  // Set by the Functions emulator: its task queue (firebase-admin enqueues there).
  CLOUD_TASKS_EMULATOR_HOST: z.string().min(1).optional(),
  // Model provider: an OpenAI-compatible chat-completions endpoint.
  VG_LLM_BASE_URL: z.url().optional(),
  // A secret in production; 'none' when the model server needs no key.
  VG_LLM_API_KEY: z
    .string()
    .optional()
    .transform((key) => (key === 'none' || key === '' ? undefined : key)),
  VG_LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  // A local GGUF model run by llama.cpp when no model server is set: a file,
  // or a folder; unset, the first .gguf file in VG_MODELS_DIR is used.
  VG_LOCAL_MODEL: z.string().optional(),
  VG_MODELS_DIR: z.string().min(1).default('models'),
  // A GGUF embedding model (a file, or a folder); unset, the first .gguf
  // file in VG_MODELS_DIR/embed. With one, knowledge answers also read the
  // passages nearest the question in meaning.
  VG_EMBED_MODEL: z.string().optional(),
  // An OpenAI-compatible embeddings server (`{base}/embeddings`; key from
  // VG_LLM_API_KEY), preferred over a GGUF embedding model; its model name.
  VG_EMBED_BASE_URL: z.url().optional(),
  VG_EMBED_API_MODEL: z.string().min(1).default('text-embedding-3-small'),
  // CPU threads for the local model (default: one fewer than the cores).
  VG_LOCAL_MODEL_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  // Flow-platform runtime (Voiceflow-style Dialog API).
  VG_VF_RUNTIME_URL: z.url().default('https://general-runtime.voiceflow.com'),
  // Mail gateway.
  VG_SMTP_URL: z.string().min(1).default('smtp://127.0.0.1:2525'),
  VG_MAIL_FROM: z.string().min(1).default('VoiceGlow <notifications@voiceglow.local>'),
  // Where the dashboard is served; links in e-mails point there.
  VG_PUBLIC_ORIGIN: z.url().default('http://127.0.0.1:5000'),
  // Storage gateway: apiEndpoint is set only for a local bucket.
  VG_STORAGE_ENDPOINT: z.url().optional(),
  VG_STORAGE_BUCKET: z.string().min(1).default('demo-voiceglow.appspot.com'),
  VG_STORAGE_PUBLIC_URL: z.url().optional(),
  // A service-account key (base64 of its JSON) for a bucket that needs one:
  // the local bucket trusts the key the stack made. Unset in production,
  // where the runtime's own identity signs (IAM signBlob).
  VG_STORAGE_CREDENTIALS: z.string().min(1).optional(),
  // Speech gateway: 'google' uses @google-cloud/speech; unset means off.
  VG_SPEECH_PROVIDER: z.enum(['google', 'none']).default('none'),
  // host:port of a local service speaking Speech-to-Text's REST API; it
  // takes precedence, as FIRESTORE_EMULATOR_HOST does for Firestore.
  VG_SPEECH_EMULATOR_HOST: z
    .string()
    .regex(/^[\w.-]+:\d+$/, 'must be host:port')
    .optional(),
  // DNS gateway: resolvers as host[:port], comma-separated (public DNS by default).
  VG_DNS_SERVERS: z.string().min(1).default('8.8.8.8,1.1.1.1'),
  // Agency domains: product sub-domains live under this host; branded hosts
  // point at the hosting provider (CNAME for names, A for root domains).
  VG_SUBDOMAIN_ROOT: z.string().min(1).default('voiceglow.app'),
  VG_DOMAIN_CNAME_TARGET: z.string().min(1).default('cname.vercel-dns.com'),
  VG_DOMAIN_A_TARGET: z.string().min(1).default('76.76.21.21'),
  // Font gateway: a stylesheet endpoint answering 200 for a known family
  // (e.g. https://fonts.googleapis.com/css2); unset answers from the bundled list.
  VG_FONT_CSS_URL: z.url().optional(),
  // E-mail sending domains (Resend): the API key, and a base URL only for a local stand-in.
  VG_RESEND_API_KEY: z.string().min(1).optional(),
  VG_RESEND_BASE_URL: z.url().optional(),
  // Browser push through Firebase Cloud Messaging's HTTP v1 API: its root
  // (the stack's stand-in locally) and, only for a stand-in, a fixed bearer
  // token; unset in production, where the runtime's own identity gets one.
  VG_FCM_API_ROOT: z.url().default('https://fcm.googleapis.com'),
  VG_FCM_ACCESS_TOKEN: z.string().min(1).optional(),
  // Telegram Bot API root: api.telegram.org in production, the stack's stand-in locally.
  VG_TELEGRAM_API_ROOT: z.url().default('https://api.telegram.org'),
  // Meta (WhatsApp Cloud API, Messenger, Instagram): the Graph API and login
  // dialog hosts (the stack's stand-in locally), the app's id, its secret
  // (signs webhook deliveries; a secret in production) and the verify token
  // set with the webhook's callback URL in the App Dashboard. Unset: Meta
  // channels answer that they are not set up.
  VG_META_GRAPH_ROOT: z.url().default('https://graph.facebook.com'),
  VG_META_DIALOG_ROOT: z.url().default('https://www.facebook.com'),
  VG_META_APP_ID: z.string().regex(/^\d+$/).optional(),
  VG_META_APP_SECRET: z.string().min(1).optional(),
  VG_META_VERIFY_TOKEN: z.string().min(1).optional(),
  // Discord: the REST API root and the site (OAuth2 page that adds the bot)
  // (the stack's stand-in locally), the application's id, its public key
  // (hex; checks the Ed25519 signature of interactions) and its bot token
  // (a secret in production). Unset: Discord answers that it is not set up.
  VG_DISCORD_API_ROOT: z.url().default('https://discord.com/api/v10'),
  VG_DISCORD_WEB_ROOT: z.url().default('https://discord.com'),
  VG_DISCORD_APP_ID: z.string().regex(/^\d+$/).optional(),
  VG_DISCORD_PUBLIC_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i)
    .optional(),
  VG_DISCORD_BOT_TOKEN: z.string().min(1).optional(),
  // Stripe: the secret key and the webhook endpoint's signing secret (secrets
  // in production); host, port and protocol only for a local stand-in.
  VG_STRIPE_SECRET_KEY: z.string().min(1).optional(),
  VG_STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  VG_STRIPE_API_HOST: z.string().min(1).optional(),
  VG_STRIPE_API_PORT: z.coerce.number().int().positive().optional(),
  VG_STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  // Agent tools: host:port entries, comma-separated, that tools may call
  // although they are private addresses. Production leaves it unset (every
  // private or internal address is refused); the local stack lists its demo API.
  VG_TOOL_ALLOWED_HOSTS: z.string().optional(),
  // Knowledge crawler: origins (scheme://host:port, comma-separated) it may
  // fetch although they are private addresses. Unset in production, so no
  // source URL reaches the platform's internal hosts; the local stack names
  // its own small website here (see crawlAllowedOrigins).
  VG_CRAWL_ALLOWED_ORIGINS: z.string().optional(),
  // The chat service's port (Cloud Run sets PORT). Inside the Functions
  // emulator PORT is not a number, and functions do not use it.
  VG_CHAT_PORT: z.coerce.number().int().positive().optional(),
  PORT: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;
/** What was made from the environment read (clients, resolvers) and how to drop it. */
const madeFromEnv = new Set<() => void>();

/**
 * Registers how to drop something made from the environment (a client
 * built from its addresses and keys), so that `forgetEnv` drops it too.
 */
export function onEnvForgotten(drop: () => void): void {
  madeFromEnv.add(drop);
}

/**
 * The next `loadEnv` reads `process.env` again, and every client made from
 * the old settings is made afresh. A process changes its environment only in
 * tests: each test file points the functions at stand-ins of its own.
 */
export function forgetEnv(): void {
  cached = undefined;
  for (const drop of madeFromEnv) drop();
}

export function loadEnv(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  if (parsed.data.VG_FIRESTORE_EMULATOR_HOST) {
    process.env.FIRESTORE_EMULATOR_HOST = parsed.data.VG_FIRESTORE_EMULATOR_HOST;
  }
  cached = parsed.data;
  return cached;
}

export function projectId(env: Env = loadEnv()): string {
  return env.GCLOUD_PROJECT ?? env.VG_PROJECT_ID;
}
