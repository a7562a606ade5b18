import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { initializeApp, deleteApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getAuth } from 'firebase-admin/auth';
import {
  DEMO_PROJECT_ID,
  LOCAL_PORTS,
  LOCAL_STRIPE_KEYS,
  STRIPE_WEBHOOK_EVENTS,
  REGIONS,
  REGION_DATABASE,
  REGION_FUNCTIONS_LOCATION,
} from '@vg/common';
import { startEmulator } from '../src/server';
import { startBucket } from './bucket/startBucket';
import { createServiceAccount, encodeServiceAccount } from './bucket/serviceAccount';
import { startOutbox } from './outbox/startOutbox';
import { startSpeech } from './speech/startSpeech';
import { startDns } from './dns/startDns';
import { startResend } from './resend/startResend';
import { startFcm } from './fcm/startFcm';
import { startTelegram } from './telegram/startTelegram';
import { LOCAL_META_APP, startMeta } from './meta/startMeta';
import { startScheduler } from './scheduler/startScheduler';
import { startDiscord } from './discord/startDiscord';
import { startStripe } from './stripe/startStripe';
import { startFlow } from './flow/startFlow';
import { startDemoApi } from './demoapi/startDemoApi';
import { startSite } from './site/startSite';
import { LOCAL_DOMAIN_SETTINGS } from './dns/localDomainSettings';
import { buildApps } from './buildApps';
import { Processes, isListening, waitForPort } from './processes';
import { FUNCTIONS_WORKER_LOAD_SECONDS, warmFunctions } from './warmFunctions';
import { seedAccounts, seedRegion } from './seed/seed';
import { DEMO_USERS } from './seed/seedData';

export interface StackOptions {
  root: string;
  /** Start from empty data (the saved data is discarded). */
  fresh?: boolean;
  /**
   * Save the Firestore data to disk (every few seconds when it changed, and on
   * stop) for the next start: the default. A throwaway stack (the browser tests,
   * the benches) says false, so a save of a large seed never competes with what
   * it measures.
   */
  saveData?: boolean;
  /** Rebuild the apps even when their sources did not change. */
  rebuild?: boolean;
  /** Where data, logs and process ids live (default `.local`); tests use their own. */
  localDir?: string;
  /**
   * Use the official Firestore and Storage emulators of firebase-tools
   * (Java 21 and a first-time download needed) instead of ours.
   */
  official?: boolean;
  /**
   * More settings for the functions and the chat service (env.ts), over
   * what the stack sets: e.g. `VG_EMBED_BASE_URL` for an embeddings server.
   */
  functionsEnv?: Record<string, string>;
  log?: (line: string) => void;
}

export interface Stack {
  urls: StackUrls;
  /**
   * The functions' service-account key for the local bucket (base64 JSON,
   * as VG_STORAGE_CREDENTIALS): what an admin tool needs to call its API.
   */
  storageCredentials?: string;
  /** The supervised services and whether each runs right now (restarts happen on their own). */
  services(): { name: string; up: boolean; restarts: number }[];
  /** The scheduled functions the Cloud Scheduler stand-in runs, with their schedules. */
  scheduledJobs?: () => { name: string; schedule: string; timeZone: string }[];
  stop(): Promise<void>;
}

export interface StackUrls {
  dashboard: string;
  widgetDemo: string;
  outbox: string;
  firestore: string;
  auth: string;
  functions: string;
  chat: string;
  bucket: string;
  speech: string;
  /** Which offline recogniser transcribes, or what to install. */
  speechRecogniser: string;
  dnsPage: string;
  dnsServer: string;
  resend: string;
  /** The FCM stand-in's page (what was pushed to browsers). */
  fcm: string;
  telegram: string;
  /** The Meta stand-in's page (Graph API origin, login dialog, WhatsApp/Messenger/Instagram chats). */
  meta: string;
  /** The Discord stand-in's page (REST API under /api/v10, OAuth2, server settings, channels). */
  discord: string;
  /** The Cloud Scheduler stand-in's page (scheduled functions, Run now). */
  scheduler: string;
  /** The Stripe stand-in's page (and API origin). */
  stripe: string;
  /** The flow platform's page (projects, flow editor, call log) and Dialog API origin. */
  flow: string;
  demoApi: string;
  /** The local website to add as a knowledge source (crawl, sitemap, robots.txt, PDF). */
  site: string;
  /** The demo agency's product sub-domain, where its branding shows. */
  agencySubdomain: string;
}

const HOST = '127.0.0.1';
const BUCKET = 'demo-voiceglow.appspot.com';

/**
 * Brings the whole platform up offline: our Firestore emulator, the
 * firebase-tools Auth, Functions and Hosting emulators, the chat service, the
 * local bucket and the e-mail outbox, then seeds both regions.
 */
export async function startStack(options: StackOptions): Promise<Stack> {
  const { root } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const local = options.localDir ?? join(root, '.local');
  const dataDir = join(local, 'firestore');
  const processes = new Processes(join(root, '.local/stack.pids'));

  const reaped = processes.reapLeftovers();
  if (reaped) log(`stopped ${reaped} process group(s) left by an earlier run`);
  // Killed processes release their ports a moment later.
  await assertPortsFree(reaped ? 15_000 : 0);
  if (options.fresh) {
    for (const dir of [
      'firestore',
      'auth',
      'firebase-official',
      'bucket',
      'outbox.json',
      'dns.json',
      'stripe.json',
      'flow.json',
      'fcm.json',
    ]) {
      rmSync(join(local, dir), { recursive: true, force: true });
    }
  }
  mkdirSync(local, { recursive: true });

  buildApps(root, log, options.rebuild);

  const official = options.official === true;
  const firestore = official
    ? null
    : await startEmulator({
        host: HOST,
        port: LOCAL_PORTS.firestore,
        rulesFile: join(root, 'firestore.rules'),
        importDir: existsSync(dataDir) ? dataDir : undefined,
      });
  // Saved every few seconds when something changed, and on exit, so a crash loses little.
  // One save at a time, and after a long one (a large database) a longer pause,
  // so saving never takes more than about a tenth of the emulator's time.
  let savedRevision = firestore?.engine.revision();
  let saving: Promise<void> | null = null;
  let nextSaveAt = 0;
  const saveData = options.saveData !== false;
  const autosave = setInterval(() => {
    const revision = firestore?.engine.revision();
    if (!firestore || !saveData || saving || Date.now() < nextSaveAt || revision === savedRevision)
      return;
    savedRevision = revision;
    const started = Date.now();
    saving = firestore.engine
      .exportTo(dataDir)
      .catch(() => {
        savedRevision = undefined;
      })
      .finally(() => {
        saving = null;
        nextSaveAt = Date.now() + (Date.now() - started) * 10;
      });
  }, 5000);
  // The functions' identity at the bucket: a new key each start, like a
  // rotated service-account key; the bucket trusts only its public half.
  const serviceAccount = createServiceAccount(DEMO_PROJECT_ID);
  const bucket = official
    ? null
    : await startBucket({
        host: HOST,
        port: LOCAL_PORTS.storage,
        dir: join(local, 'bucket'),
        serviceAccount,
        storageRules: readFileSync(join(root, 'storage.rules'), 'utf8'),
      });
  const storageCredentials = bucket ? encodeServiceAccount(serviceAccount) : undefined;
  const bucketOrigin = bucket?.origin ?? `http://${HOST}:${LOCAL_PORTS.storage}`;
  const outbox = await startOutbox({
    host: HOST,
    smtpPort: LOCAL_PORTS.smtp,
    webPort: LOCAL_PORTS.outbox,
    file: join(local, 'outbox.json'),
  });
  const speech = await startSpeech({ host: HOST, port: LOCAL_PORTS.speech });
  const dns = await startDns({
    host: HOST,
    dnsPort: LOCAL_PORTS.dns,
    webPort: LOCAL_PORTS.dnsPage,
    file: join(local, 'dns.json'),
    baseRecords: LOCAL_DOMAIN_SETTINGS.productZone,
  });
  const resend = await startResend({
    host: HOST,
    port: LOCAL_PORTS.resend,
    dnsServers: [dns.server],
    // Resend delivers to the recipients' mail servers; here every inbox is the outbox.
    deliver: (email) =>
      outbox.deliver(
        {
          from: email.from,
          to: email.to.join(', '),
          subject: email.subject,
          text: email.text,
          html: email.html,
        },
        [...email.to, ...email.cc, ...email.bcc],
      ),
  });
  const fcm = await startFcm({ host: HOST, port: LOCAL_PORTS.fcm, file: join(local, 'fcm.json') });
  const telegram = await startTelegram({ host: HOST, port: LOCAL_PORTS.telegram });
  // The Meta app's webhook callback, as set in its App Dashboard: the eu API
  // (it finds each number's or page's agent in either region).
  const meta = await startMeta({
    host: HOST,
    port: LOCAL_PORTS.meta,
    callbackUrl: () => `http://${HOST}:${LOCAL_PORTS.hosting}/api/eu/channels/meta/webhook`,
  });
  // The Discord application's Interactions Endpoint URL (Developer Portal), the eu API.
  const discord = await startDiscord({
    host: HOST,
    port: LOCAL_PORTS.discord,
    interactionsUrl: () =>
      `http://${HOST}:${LOCAL_PORTS.hosting}/api/eu/channels/discord/interactions`,
  });
  // Each region's API takes the events about its own workspaces (metadata.region).
  const stripe = await startStripe({
    host: HOST,
    port: LOCAL_PORTS.stripe,
    secretKey: LOCAL_STRIPE_KEYS.secret,
    publishableKey: LOCAL_STRIPE_KEYS.publishable,
    webhooks: REGIONS.map((region) => ({
      url: `http://${HOST}:${LOCAL_PORTS.functions}/${DEMO_PROJECT_ID}/${REGION_FUNCTIONS_LOCATION[region]}/api/${region}/stripe/webhook`,
      secret: LOCAL_STRIPE_KEYS.webhookSecret,
      events: STRIPE_WEBHOOK_EVENTS,
    })),
    file: join(local, 'stripe.json'),
  });
  const flow = await startFlow({
    host: HOST,
    port: LOCAL_PORTS.flow,
    file: join(local, 'flow.json'),
  });
  const demoApi = await startDemoApi({ host: HOST, port: LOCAL_PORTS.demoApi });
  const site = await startSite({ host: HOST, port: LOCAL_PORTS.site });
  // Every scheduled function runs on its schedule, as Cloud Scheduler runs
  // the jobs a deploy creates: campaigns, hand-off expiry, URL refreshes,
  // the nightly insight rollups.
  const scheduler = await startScheduler({
    host: HOST,
    port: LOCAL_PORTS.scheduler,
    functionsOrigin: `http://${HOST}:${LOCAL_PORTS.functions}`,
    projectId: DEMO_PROJECT_ID,
  });

  const backendEnv = {
    VG_FIRESTORE_EMULATOR_HOST: `${HOST}:${LOCAL_PORTS.firestore}`,
    VG_STORAGE_ENDPOINT: bucketOrigin,
    VG_STORAGE_BUCKET: BUCKET,
    ...(storageCredentials ? { VG_STORAGE_CREDENTIALS: storageCredentials } : {}),
    VG_SMTP_URL: `smtp://${HOST}:${LOCAL_PORTS.smtp}`,
    VG_PUBLIC_ORIGIN: `http://${HOST}:${LOCAL_PORTS.hosting}`,
    VG_SPEECH_EMULATOR_HOST: speech.host,
    VG_DNS_SERVERS: dns.server,
    VG_RESEND_API_KEY: 're_local_stack',
    VG_RESEND_BASE_URL: resend.origin,
    // Browser push: FCM's HTTP v1 API at the stand-in, with its local bearer token.
    VG_FCM_API_ROOT: fcm.origin,
    VG_FCM_ACCESS_TOKEN: 'local-fcm-token',
    VG_SUBDOMAIN_ROOT: LOCAL_DOMAIN_SETTINGS.subdomainRoot,
    VG_DOMAIN_CNAME_TARGET: LOCAL_DOMAIN_SETTINGS.cnameTarget,
    VG_DOMAIN_A_TARGET: LOCAL_DOMAIN_SETTINGS.addressTarget,
    VG_TELEGRAM_API_ROOT: telegram.origin,
    VG_META_GRAPH_ROOT: meta.origin,
    VG_META_DIALOG_ROOT: meta.origin,
    VG_META_APP_ID: LOCAL_META_APP.id,
    VG_META_APP_SECRET: LOCAL_META_APP.secret,
    VG_META_VERIFY_TOKEN: LOCAL_META_APP.verifyToken,
    VG_DISCORD_API_ROOT: `${discord.origin}/api/v10`,
    VG_DISCORD_WEB_ROOT: discord.origin,
    VG_DISCORD_APP_ID: discord.app.id,
    VG_DISCORD_PUBLIC_KEY: discord.app.publicKey,
    VG_DISCORD_BOT_TOKEN: discord.app.botToken,
    VG_STRIPE_API_HOST: HOST,
    VG_STRIPE_API_PORT: String(LOCAL_PORTS.stripe),
    VG_STRIPE_API_PROTOCOL: 'http',
    VG_STRIPE_SECRET_KEY: LOCAL_STRIPE_KEYS.secret,
    VG_STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE_KEYS.webhookSecret,
    VG_VF_RUNTIME_URL: flow.origin,
    // Tools may not call private addresses; the demo API is the one exception here.
    VG_TOOL_ALLOWED_HOSTS: demoApi.host,
    // The crawler refuses private addresses; the local site is the one exception here.
    VG_CRAWL_ALLOWED_ORIGINS: site.origin,
    // An embeddings server the developer runs (Ollama's /v1, a hosted API) turns on vector search.
    ...pick(process.env, ['VG_EMBED_BASE_URL', 'VG_EMBED_API_MODEL', 'VG_EMBED_MODEL']),
    ...options.functionsEnv,
  };
  // The Functions emulator reads its environment from .env.local and the
  // values of the declared secrets (functions/src/deployment/params.ts) from
  // .secret.local; a secret missing there would be fetched from Secret Manager.
  const {
    VG_SMTP_URL,
    VG_RESEND_API_KEY,
    VG_STRIPE_SECRET_KEY,
    VG_STRIPE_WEBHOOK_SECRET,
    VG_META_APP_SECRET,
    VG_DISCORD_BOT_TOKEN,
    ...plainEnv
  } = backendEnv;
  const localSecrets = {
    VG_SMTP_URL,
    VG_RESEND_API_KEY,
    VG_STRIPE_SECRET_KEY,
    VG_STRIPE_WEBHOOK_SECRET,
    VG_META_APP_SECRET,
    VG_DISCORD_BOT_TOKEN,
    VG_LLM_API_KEY: process.env.VG_LLM_API_KEY ?? 'none',
  };
  writeEnvFile(join(root, 'functions/.env.local'), plainEnv);
  writeEnvFile(join(root, 'functions/.secret.local'), localSecrets);
  const childEnv = {
    ...process.env,
    ...backendEnv,
    FIRESTORE_EMULATOR_HOST: `${HOST}:${LOCAL_PORTS.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${LOCAL_PORTS.auth}`,
    GCLOUD_PROJECT: DEMO_PROJECT_ID,
    // How long a Functions worker may take to load (see warmFunctions).
    FUNCTIONS_DISCOVERY_TIMEOUT: String(FUNCTIONS_WORKER_LOAD_SECONDS),
  };
  const firebaseOutput: string[] = [];
  const firebaseLog = createWriteStream(join(local, 'firebase-emulators.log'));
  const keep = (chunk: Buffer) => {
    firebaseLog.write(chunk);
    firebaseOutput.push(chunk.toString());
    if (firebaseOutput.length > 200) firebaseOutput.shift();
  };
  // firebase-tools keeps its own emulators' data (Auth; all of it when official) here.
  const authDir = join(local, official ? 'firebase-official' : 'auth');
  const firebase = processes.supervise(
    'Firebase emulators (Auth, Functions, Hosting)',
    join(root, 'node_modules/.bin/firebase'),
    [
      'emulators:start',
      '--only',
      official ? 'auth,functions,hosting,firestore,storage' : 'auth,functions,hosting',
      '--project',
      DEMO_PROJECT_ID,
      ...(existsSync(join(authDir, 'firebase-export-metadata.json')) ? ['--import', authDir] : []),
      '--export-on-exit',
      authDir,
    ],
    { cwd: root, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] },
    log,
    {
      onStart: (child) => {
        child.stdout?.on('data', keep);
        child.stderr?.on('data', keep);
      },
    },
  );

  const chat = processes.supervise(
    'Chat service',
    process.execPath,
    [join(root, 'functions/lib/chat.js')],
    {
      cwd: join(root, 'functions'),
      env: { ...childEnv, PORT: String(LOCAL_PORTS.chat) },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
    log,
  );

  const stop = async () => {
    clearInterval(autosave);
    await processes.stopAll();
    // A save still under way finishes first, so the final one is the one left on disk.
    await saving;
    if (saveData) await firestore?.engine.exportTo(dataDir);
    await Promise.all([
      firestore?.close(),
      bucket?.close(),
      outbox.close(),
      speech.close(),
      dns.close(),
      resend.close(),
      fcm.close(),
      telegram.close(),
      meta.close(),
      discord.close(),
      stripe.close(),
      flow.close(),
      demoApi.close(),
      site.close(),
      scheduler.close(),
    ]);
    // Killed emulators release their ports a moment after they exit; the next
    // run (a test file waiting for the stack lock) starts once they are free.
    await portsStillBusy(15_000);
  };

  try {
    await Promise.all([
      waitForPort(LOCAL_PORTS.auth, HOST, 60_000),
      waitForPort(LOCAL_PORTS.hosting, HOST, 60_000),
      waitForFunctions(firebaseOutput),
      waitForPort(LOCAL_PORTS.chat, HOST, 30_000),
    ]);
    if (!chat.isUp()) {
      throw new Error('The chat service exited at start-up.');
    }
    await seed();
    const warming = Date.now();
    await warmFunctions(
      REGIONS.map(
        (region) =>
          `http://${HOST}:${LOCAL_PORTS.functions}/${DEMO_PROJECT_ID}/${REGION_FUNCTIONS_LOCATION[region]}/api/api/${region}/utils/ip`,
      ),
    );
    log(`the API answered in each region after ${((Date.now() - warming) / 1000).toFixed(1)} s`);
    await scheduler.discover();
  } catch (err) {
    log(firebaseOutput.join('').slice(-4000));
    await stop();
    throw err;
  }

  const origin = `http://${HOST}:${LOCAL_PORTS.hosting}`;
  return {
    stop,
    scheduledJobs: () => scheduler.jobs(),
    ...(storageCredentials ? { storageCredentials } : {}),
    services: () =>
      [firebase, chat].map((service, index) => ({
        name: index === 0 ? 'firebase' : 'chat',
        up: service.isUp(),
        restarts: service.restarts(),
      })),
    urls: {
      dashboard: `${origin}/login`,
      widgetDemo: `${origin}/widget/demo`,
      outbox: `http://${HOST}:${LOCAL_PORTS.outbox}/`,
      firestore: `http://${HOST}:${LOCAL_PORTS.firestore}/`,
      auth: `http://${HOST}:${LOCAL_PORTS.auth}/`,
      functions: `http://${HOST}:${LOCAL_PORTS.functions}/${DEMO_PROJECT_ID}/${REGION_FUNCTIONS_LOCATION.eu}/api`,
      chat: `ws://${HOST}:${LOCAL_PORTS.chat}/interact`,
      bucket: bucketOrigin,
      speech: speech.origin,
      speechRecogniser: speech.recogniser,
      dnsPage: dns.origin,
      dnsServer: dns.server,
      resend: resend.origin,
      fcm: `${fcm.origin}/`,
      telegram: telegram.origin,
      meta: `${meta.origin}/`,
      discord: `${discord.origin}/`,
      scheduler: `${scheduler.origin}/`,
      stripe: stripe.origin,
      flow: `${flow.origin}/`,
      demoApi: demoApi.origin,
      site: `${site.origin}/`,
      agencySubdomain: `http://${LOCAL_DOMAIN_SETTINGS.demoAgencySubdomain}:${LOCAL_PORTS.hosting}/login`,
    },
  };

  async function seed(): Promise<void> {
    process.env.FIRESTORE_EMULATOR_HOST = `${HOST}:${LOCAL_PORTS.firestore}`;
    process.env.FIREBASE_AUTH_EMULATOR_HOST = `${HOST}:${LOCAL_PORTS.auth}`;
    const app: App = initializeApp({ projectId: DEMO_PROJECT_ID }, `seed-${Date.now()}`);
    try {
      await seedAccounts(getAuth(app));
      for (const region of REGIONS) {
        const created = await seedRegion(getFirestore(app, REGION_DATABASE[region]), region);
        if (created) log(`seeded ${created} documents in ${region}`);
      }
    } finally {
      await deleteApp(app);
    }
  }
}

/** The Functions emulator says so once it has loaded the functions. */
async function waitForFunctions(output: string[]): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const text = output.join('');
    if (/All emulators ready/.test(text)) return;
    if (/Failed to load function definition|Error: /.test(text) && /functions/.test(text)) {
      throw new Error('The Functions emulator could not load the functions.');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('The Functions emulator did not get ready within 90 s.');
}

/** The stack's ports still taken after waiting up to `waitMs` for them to free. */
async function portsStillBusy(waitMs: number): Promise<string[]> {
  const deadline = Date.now() + waitMs;
  let busy = await busyPorts();
  while (busy.length && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    busy = await busyPorts();
  }
  return busy;
}

async function assertPortsFree(waitMs: number): Promise<void> {
  const busy = await portsStillBusy(waitMs);
  if (busy.length) {
    throw new Error(
      `These ports are already in use: ${busy.join(', ')}. Is the platform already running? Stop it first.`,
    );
  }
}

export { DEMO_USERS };

async function busyPorts(): Promise<string[]> {
  const ports: [string, number][] = [
    ...Object.entries(LOCAL_PORTS),
    ['emulator hub', 4400],
    ['emulator logging', 4500],
  ];
  const busy: string[] = [];
  for (const [name, port] of ports) {
    if (await isListening(port, HOST)) busy.push(`${name} (${port})`);
  }
  return busy;
}

function writeEnvFile(file: string, values: Record<string, string>): void {
  writeFileSync(
    file,
    Object.entries(values)
      .map(([k, v]) => `${k}=${v}`)
      .join('\n') + '\n',
  );
}

/** The settings of `names` that are set in `env`. */
function pick(env: NodeJS.ProcessEnv, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    names.flatMap((name) => (env[name] ? [[name, env[name]] as [string, string]] : [])),
  );
}
