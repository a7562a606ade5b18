import { afterAll, beforeAll } from 'vitest';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@vg/common/dev/freePort';

/**
 * The local stack's stand-ins for e-mail, Cloud Storage and speech (emulator/stack),
 * started on free ports. Loaded by path: that package type-checks on its own.
 */
const stack = (file: string) =>
  new URL(`../../../emulator/stack/${file}`, import.meta.url).pathname;

export interface OutboxMessage {
  subject: string;
  from: string;
  text: string;
  envelopeTo: string[];
}

/** What the Resend stand-in hands the outbox: one sent e-mail. */
export interface LocalResendEmail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export async function startLocalOutbox() {
  const { startOutbox } = (await import(/* @vite-ignore */ stack('outbox/startOutbox.ts'))) as {
    startOutbox: (opts: { host: string; smtpPort: number; webPort: number }) => Promise<{
      messages: OutboxMessage[];
      deliver: (
        mail: { from: string; to: string; subject: string; text: string; html: string },
        envelopeTo: string[],
      ) => void;
      close: () => Promise<void>;
    }>;
  };
  const [smtpPort, webPort] = [await freePort(), await freePort()];
  const outbox = await startOutbox({ host: '127.0.0.1', smtpPort, webPort });
  return { ...outbox, smtpUrl: `smtp://127.0.0.1:${smtpPort}` };
}

export async function startLocalBucket() {
  const { startBucket } = (await import(/* @vite-ignore */ stack('bucket/startBucket.ts'))) as {
    startBucket: (opts: { host: string; port: number; dir: string }) => Promise<{
      origin: string;
      serviceAccount: object;
      close: () => Promise<void>;
    }>;
  };
  const dir = mkdtempSync(join(tmpdir(), 'vg-bucket-'));
  const bucket = await startBucket({ host: '127.0.0.1', port: await freePort(), dir });
  /** The key the functions sign with (VG_STORAGE_CREDENTIALS), as the stack passes it. */
  const credentials = Buffer.from(JSON.stringify(bucket.serviceAccount)).toString('base64');
  return { ...bucket, credentials };
}

export async function startLocalSpeech() {
  const { startSpeech } = (await import(/* @vite-ignore */ stack('speech/startSpeech.ts'))) as {
    startSpeech: (opts: { host: string; port: number }) => Promise<{
      host: string;
      close: () => Promise<void>;
    }>;
  };
  return startSpeech({ host: '127.0.0.1', port: await freePort() });
}

export interface LocalDnsRecord {
  type: 'A' | 'CNAME' | 'TXT' | 'MX';
  name: string;
  value: string;
  priority?: number;
}

/** The local DNS host (emulator/stack/dns), with the product's zone for `root`. */
export async function startLocalDns(targets: { cname: string; address: string; root: string }) {
  const { startDns } = (await import(/* @vite-ignore */ stack('dns/startDns.ts'))) as {
    startDns: (opts: {
      host: string;
      dnsPort: number;
      webPort: number;
      baseRecords: LocalDnsRecord[];
    }) => Promise<{
      server: string;
      origin: string;
      add: (record: LocalDnsRecord) => unknown;
      close: () => Promise<void>;
    }>;
  };
  return startDns({
    host: '127.0.0.1',
    dnsPort: await freePort(),
    webPort: await freePort(),
    baseRecords: [
      { type: 'CNAME', name: `*.${targets.root}`, value: targets.cname },
      { type: 'A', name: targets.cname, value: targets.address },
    ],
  });
}

/**
 * The Resend stand-in (emulator/stack/resend), checking records at
 * `dnsServer`; e-mails it accepts go to `deliver` (an outbox).
 */
export async function startLocalResend(
  dnsServer: string,
  deliver?: (email: LocalResendEmail) => void,
) {
  const { startResend } = (await import(/* @vite-ignore */ stack('resend/startResend.ts'))) as {
    startResend: (opts: {
      host: string;
      port: number;
      dnsServers: string[];
      deliver?: (email: LocalResendEmail) => void;
    }) => Promise<{
      origin: string;
      close: () => Promise<void>;
    }>;
  };
  return startResend({
    host: '127.0.0.1',
    port: await freePort(),
    dnsServers: [dnsServer],
    ...(deliver ? { deliver } : {}),
  });
}

/** A push the FCM stand-in accepted (emulator/stack/fcm). */
export interface LocalPush {
  name: string;
  message: {
    token: string;
    notification?: { title?: string; body?: string };
    data?: Record<string, string>;
    webpush?: { fcm_options?: { link?: string } };
  };
}

/**
 * The FCM stand-in; `register` gets a token as a browser does (FCM's web
 * registration API), `unregister` makes a token answer UNREGISTERED.
 */
export async function startLocalFcm() {
  const { startFcm } = (await import(/* @vite-ignore */ stack('fcm/startFcm.ts'))) as {
    startFcm: (opts: { host: string; port: number }) => Promise<{
      origin: string;
      pushed: () => LocalPush[];
      close: () => Promise<void>;
    }>;
  };
  const fcm = await startFcm({ host: '127.0.0.1', port: await freePort() });
  const unregister = (token: string) =>
    fetch(`${fcm.origin}/unregister`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
      redirect: 'manual',
    });
  const register = async (project = 'demo-voiceglow'): Promise<string> => {
    const response = await fetch(`${fcm.origin}/v1/projects/${project}/registrations`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-goog-api-key': 'test-api-key',
        'x-goog-firebase-installations-auth': 'FIS test-installation',
      },
      body: JSON.stringify({
        web: {
          endpoint: `https://push.example/${randomUUID()}`,
          auth: randomBytes(16).toString('base64url'),
          p256dh: Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString('base64url'),
        },
      }),
    });
    const { token } = (await response.json()) as { token?: string };
    if (!token) throw new Error(`The FCM stand-in issued no token (HTTP ${response.status})`);
    return token;
  };
  return { ...fcm, register, unregister };
}

/** What the tests read of the Telegram stand-in's world (emulator/stack/telegram). */
export interface LocalTelegramBot {
  token: string;
  user: { id: number; username?: string };
  webhook: { url: string; secretToken?: string } | null;
}
export interface LocalTelegramEntry {
  from: 'user' | 'bot';
  message: {
    message_id: number;
    text?: string;
    reply_markup?: { inline_keyboard: { text: string; callback_data?: string }[][] };
  };
}

/** The Telegram Bot API stand-in: BotFather, chats, webhook deliveries. */
export async function startLocalTelegram() {
  const { startTelegram, DEFAULT_TELEGRAM_USER } = (await import(
    /* @vite-ignore */ stack('telegram/startTelegram.ts')
  )) as {
    DEFAULT_TELEGRAM_USER: { id: number; name: string };
    startTelegram: (opts: { host: string; port: number }) => Promise<{
      origin: string;
      world: {
        createBot: (name: string, username: string) => LocalTelegramBot;
        chat: (botId: number, chatId: number) => LocalTelegramEntry[];
        person: (id: number, firstName: string) => unknown;
      };
      write: (bot: LocalTelegramBot, text: string) => void;
      close: () => Promise<void>;
    }>;
  };
  const telegram = await startTelegram({ host: '127.0.0.1', port: await freePort() });
  return { ...telegram, person: DEFAULT_TELEGRAM_USER };
}

/** A chat line of the Meta and Discord stand-ins (emulator/stack/standInPage). */
export interface LocalChatEntry {
  id: string;
  from: 'person' | 'business';
  text: string;
  imageUrl?: string;
  buttons: { id: string; label: string; url?: string }[];
}
type MetaSurface = 'whatsapp' | 'messenger' | 'instagram';

/** The Meta Graph API stand-in: its app, login user's numbers and pages, chats, signed webhooks. */
export async function startLocalMeta(callbackUrl: () => string) {
  const { startMeta, LOCAL_META_APP } = (await import(
    /* @vite-ignore */ stack('meta/startMeta.ts')
  )) as {
    LOCAL_META_APP: { id: string; secret: string; verifyToken: string };
    startMeta: (opts: { host: string; port: number; callbackUrl: () => string }) => Promise<{
      origin: string;
      world: {
        issueUserToken: (longLived: boolean) => string;
        businesses: {
          id: string;
          subscribedApps: Set<string>;
          numbers: { id: string }[];
          templates: { name: string; language: string; status: string; body: string }[];
        }[];
        systemUserToken: string;
        pages: {
          id: string;
          name: string;
          instagram: { id: string } | null;
          subscriptions: Map<string, string[]>;
        }[];
        people: Record<MetaSurface, { id: string; name: string }>;
        chat: (surface: MetaSurface, channelId: string, personId: string) => LocalChatEntry[];
        append: (
          surface: MetaSurface,
          channelId: string,
          personId: string,
          entry: LocalChatEntry,
        ) => void;
      };
      webhooks: {
        state: { verified: boolean; lastError: string | null; delivered: number };
        send: (event: unknown) => void;
      };
      statuses: { read: (phoneId: string, to: string) => void };
      write: (surface: MetaSurface, channelId: string, text: string) => boolean;
      close: () => Promise<void>;
    }>;
  };
  const meta = await startMeta({ host: '127.0.0.1', port: await freePort(), callbackUrl });
  return { ...meta, app: LOCAL_META_APP };
}

/** The Discord stand-in: a server with channels, webhooks, the app's signed interactions. */
export async function startLocalDiscord(interactionsUrl: () => string) {
  const { startDiscord } = (await import(/* @vite-ignore */ stack('discord/startDiscord.ts'))) as {
    startDiscord: (opts: { host: string; port: number; interactionsUrl: () => string }) => Promise<{
      origin: string;
      world: {
        guild: { id: string; channels: { id: string; name: string }[]; bots: Set<string> };
        person: { id: string; username: string; global_name: string };
        createWebhook: (channelId: string) => { id: string; token: string };
        view: (channelId: string) => LocalChatEntry[];
      };
      app: { id: string; publicKey: string; botToken: string; privateKey: unknown };
      interactions: { verified: boolean };
      ask: (channelId: string, text: string) => Promise<{ status: number; body: unknown } | null>;
      press: (
        channelId: string,
        messageId: string,
        customId: string,
      ) => Promise<{ status: number; body: unknown } | null>;
      close: () => Promise<void>;
    }>;
  };
  return startDiscord({ host: '127.0.0.1', port: await freePort(), interactionsUrl });
}

/** A WAV recording (16-bit PCM mono, 16 kHz): silence, or a voice-level tone in the middle. */
/** A human reading from Debian's pocketsphinx-testdata (LibriVox, public domain). */
export const HUMAN_CLIP =
  '/usr/share/pocketsphinx/test/data/librivox/sense_and_sensibility_01_austen_64kb-0870.wav';

export async function localWav(kind: 'silence' | 'voice' | 'human'): Promise<Buffer> {
  if (kind === 'human') return readFileSync(HUMAN_CLIP);
  const fixtures = (await import(/* @vite-ignore */ stack('speech/wavFixtures.ts'))) as {
    wavFile: (samples: Float32Array) => Buffer;
    tone: (seconds: number, amplitude: number) => Float32Array;
    silence: (seconds: number) => Float32Array;
  };
  const { wavFile, tone, silence } = fixtures;
  return wavFile(
    kind === 'silence'
      ? silence(1.5)
      : new Float32Array([...silence(0.3), ...tone(1, 0.3), ...silence(0.3)]),
  );
}

/**
 * The local bucket for one test file, with the storage gateway pointed at
 * it. Call at the top of the file, before useApiHarness.
 */
export function useLocalBucket(): void {
  let bucket: Awaited<ReturnType<typeof startLocalBucket>> | undefined;
  beforeAll(async () => {
    bucket = await startLocalBucket();
    process.env.VG_STORAGE_ENDPOINT = bucket.origin;
    process.env.VG_STORAGE_BUCKET = 'demo-voiceglow.appspot.com';
    process.env.VG_STORAGE_CREDENTIALS = bucket.credentials;
  });
  afterAll(() => bucket?.close());
}

export interface LocalStripe {
  origin: string;
  close: () => Promise<void>;
}

/**
 * The Stripe stand-in on a free port, its events sent to `webhooks()` (read
 * at each delivery, so the API's address can be given once it is up).
 */
export async function startLocalStripe(opts: {
  secretKey: string;
  publishableKey: string;
  webhooks: { url: string; secret: string }[];
}): Promise<LocalStripe> {
  const { startStripe } = (await import(/* @vite-ignore */ stack('stripe/startStripe.ts'))) as {
    startStripe: (o: typeof opts & { host: string; port: number }) => Promise<LocalStripe>;
  };
  return startStripe({ ...opts, host: '127.0.0.1', port: 0 });
}

/** The stack's small website for knowledge crawls, served from `dir` (default: its pages). */
export async function startLocalSite(dir?: string) {
  const { startSite, SITE_PAGES_DIR } = (await import(
    /* @vite-ignore */ stack('site/startSite.ts')
  )) as {
    SITE_PAGES_DIR: string;
    startSite: (opts: { host: string; port: number; dir?: string }) => Promise<{
      origin: string;
      requests: () => number;
      notModified: () => number;
      close: () => Promise<void>;
    }>;
  };
  const site = await startSite({ host: '127.0.0.1', port: await freePort(), dir });
  return { ...site, pagesDir: SITE_PAGES_DIR };
}
