import { setGlobalOptions } from 'firebase-functions/v2';
import { onCall, onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import type { Region } from '@vg/common';
import { loadEnv } from './env';
import { router } from './http/routes';
import { uploadFileCallable } from './chat/handlers/uploadFile';
import { clientSignInCallable } from './clients/clientSignIn';
import { clientAdminSignInCallable } from './clients/clientAdminSignIn';
import { ssoClientCallable } from './clients/ssoClient';
import { deployRegions } from './deployment/deployRegions';
import {
  API_CONCURRENCY,
  API_MIN_INSTANCES,
  API_TIMEOUT_SECONDS,
  SECRETS,
} from './deployment/params';
import { expireHandoffRequests } from './chat/handoff/expireHandoffRequests';
import { dbFor } from './firestore';
import { refreshUrlSources } from './knowledge/refreshUrlSources';
import { runKnowledgeIndexTask } from './knowledge/indexing/runKnowledgeIndexTask';
import { rollupPendingInsights } from './insights/rollupInsights';
import { sendDueCampaigns } from './campaigns/sendDueCampaigns';
import { runDiscordAnswerTask } from './channels/discord/runDiscordAnswerTask';

// Every function can mail and call the model server, so each gets the secrets.
setGlobalOptions({ secrets: Object.values(SECRETS), memory: '512MiB' });

loadEnv();

const regions = deployRegions();

/** The regional HTTP API; Hosting rewrites `/api/{region}/**` here. */
export const api = onRequest(
  {
    region: regions,
    cors: true,
    concurrency: API_CONCURRENCY,
    minInstances: API_MIN_INSTANCES,
    timeoutSeconds: API_TIMEOUT_SECONDS,
  },
  router,
);

export const uploadFile = onCall({ region: regions, cors: true }, uploadFileCallable);

/** Client sign-in: the password login and the e-mailed login code (spec 3 §2.9). */
export const clientSignIn = onCall({ region: regions, cors: true }, clientSignInCallable);
export const ssoClient = onCall({ region: regions, cors: true }, ssoClientCallable);
/** An agency admin enters a client's dashboard with the agency secret. */
export const clientAdminSignIn = onCall({ region: regions, cors: true }, clientAdminSignInCallable);

/**
 * Hand-off requests nobody answered go back to the AI, in each region this
 * deployment serves (each region keeps its conversations in its own
 * database). Cloud Scheduler runs it in production; offline the widget, the
 * inbox and the next visitor step derive the same expiry from the stored
 * request (see expireHandoffRequests).
 */
export const expireHandoffs = onSchedule(
  { schedule: 'every 1 minutes', region: regions[0] },
  async () => {
    for (const region of servedRegions()) await expireHandoffRequests(dbFor(region));
  },
);

/**
 * URL sources with a refresh rate (1h to 7d) are read again when due; only
 * pages that changed are re-read (ETag / Last-Modified, then a hash of
 * the text). Every 15 minutes, so a 1h source is at most a quarter late.
 */
export const refreshKnowledge = onSchedule(
  { schedule: 'every 15 minutes', region: regions[0], timeoutSeconds: 540 },
  async () => {
    for (const region of servedRegions()) await refreshUrlSources(dbFor(region));
  },
);

/**
 * After a knowledge source changes, the changed documents' passages are
 * embedded and stored as Firestore vectors (see indexKnowledgeBase), with
 * progress on `voiceglow/{agent}/kbIndex/progress` for the Sources page.
 * Enqueued by the knowledge endpoints (queueKnowledgeIndexing) only when an
 * embedder is configured; Cloud Tasks retries a failed run.
 */
export const indexKnowledge = onTaskDispatched(
  {
    region: regions[0],
    timeoutSeconds: 540,
    memory: '1GiB',
    retryConfig: { maxAttempts: 3, minBackoffSeconds: 30 },
    rateLimits: { maxConcurrentDispatches: 4 },
  },
  (request) => runKnowledgeIndexTask(request.data),
);

/**
 * A Discord interaction is acknowledged within Discord's 3 s by the
 * interactions endpoint (a deferred response), which queues one task per
 * interaction; this runs the agent and sends its turn through the
 * interaction's webhook (see runDiscordAnswerTask). The interaction's token
 * lasts 15 minutes, so a failed run is retried soon and only twice.
 */
export const answerDiscord = onTaskDispatched(
  {
    region: regions[0],
    timeoutSeconds: 120,
    retryConfig: { maxAttempts: 3, minBackoffSeconds: 5, maxBackoffSeconds: 60 },
    rateLimits: { maxConcurrentDispatches: 50 },
  },
  (request) => runDiscordAnswerTask(request.data),
);

/**
 * Each night the closed days' counter shards of every agent are folded into
 * one document per day and one per month, so an insights page reads a whole
 * past month as one document (see rollupInsights). Pages read correctly
 * without it (from the shards), only more documents; offline nothing runs it.
 */
export const rollupInsights = onSchedule(
  { schedule: 'every day 00:20', timeZone: 'UTC', region: regions[0], timeoutSeconds: 540 },
  async () => {
    for (const region of servedRegions()) await rollupPendingInsights(dbFor(region));
  },
);

/**
 * Campaigns whose time has come (scheduled ones, and the rest of a long
 * one a "send now" request could not finish) are sent, every minute.
 */
export const sendCampaigns = onSchedule(
  { schedule: 'every 1 minutes', region: regions[0], timeoutSeconds: 300 },
  async () => {
    for (const region of servedRegions()) await sendDueCampaigns(dbFor(region));
  },
);

/** The regions this deployment serves (both in the local stack). */
function servedRegions(): Region[] {
  const deployed = process.env.VG_REGION;
  return deployed === 'eu' || deployed === 'na' ? [deployed] : ['eu', 'na'];
}
