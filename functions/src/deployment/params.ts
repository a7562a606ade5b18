import { defineInt, defineSecret, defineString } from 'firebase-functions/params';

/**
 * What a deployment is told beyond the code. Secrets live in Secret Manager
 * (`firebase functions:secrets:set NAME`) and reach the code as environment
 * variables of the same name, read through `env.ts`; the local stack writes
 * its stand-ins' values to `functions/.secret.local`. Numbers come from
 * `functions/.env.<project>` with the defaults below.
 */
export const SECRETS = {
  /** Key of the OpenAI-compatible model server (VG_LLM_BASE_URL); 'none' when unused. */
  llmApiKey: defineSecret('VG_LLM_API_KEY'),
  /** SMTP URL with credentials of the mail provider (smtps://user:pass@host:465). */
  smtpUrl: defineSecret('VG_SMTP_URL'),
  /** API key of Resend, which verifies and sends from agencies' e-mail domains. */
  resendApiKey: defineSecret('VG_RESEND_API_KEY'),
  /** Stripe secret key (sk_live_… / sk_test_…). */
  stripeSecretKey: defineSecret('VG_STRIPE_SECRET_KEY'),
  /** Signing secret of the Stripe webhook endpoint (whsec_…), one per region's endpoint. */
  stripeWebhookSecret: defineSecret('VG_STRIPE_WEBHOOK_SECRET'),
  /** The Meta app's secret: signs its webhook deliveries (X-Hub-Signature-256), exchanges tokens. */
  metaAppSecret: defineSecret('VG_META_APP_SECRET'),
  /** The Discord application's bot token (posts the team's replies, registers /ask). */
  discordBotToken: defineSecret('VG_DISCORD_BOT_TOKEN'),
};

/** Warm instances of the API; interact answers visitors, so a cold start shows. */
export const API_MIN_INSTANCES = defineInt('VG_API_MIN_INSTANCES', { default: 0 });
/** Requests one API instance serves at once (Cloud Functions v2 concurrency). */
export const API_CONCURRENCY = defineInt('VG_API_CONCURRENCY', { default: 40 });
/** A model answer can take a while; Hosting rewrites allow up to 60 s. */
export const API_TIMEOUT_SECONDS = defineInt('VG_API_TIMEOUT_SECONDS', { default: 60 });

/**
 * A GGUF model file (or folder of them) that llama.cpp answers with when no
 * model server (VG_LLM_BASE_URL) is set; relative to the functions package.
 * Empty: the first `.gguf` file in `models/`, and with none the extractive
 * engine answers.
 */
export const LOCAL_MODEL = defineString('VG_LOCAL_MODEL', { default: '' });
