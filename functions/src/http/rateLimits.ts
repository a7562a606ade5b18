import type { IncomingHttpHeaders } from 'node:http';
import { HttpError } from './HttpError';
import { TokenBuckets, type BucketRule } from './TokenBuckets';

/**
 * What an endpoint costs against the limits: a visitor (the signed-in
 * user), the agent they talk to, and the network address. Chosen values:
 * a person chatting sends a message every few seconds, so 20 at once and
 * one every 2 s after that never stops a real conversation, while a script
 * is cut to 30 a minute; an agent serves many visitors at once.
 */
export const RATE_LIMITS = {
  /** Visitor steps (interact over HTTP and the socket). */
  chat: { visitor: { capacity: 20, perSecond: 0.5 }, agent: { capacity: 600, perSecond: 20 } },
  /** Uploads: a handful in a row, then one every 10 s. */
  upload: { visitor: { capacity: 8, perSecond: 0.1 }, agent: { capacity: 200, perSecond: 2 } },
  /** Mails to the team (e-mail form): 3, then one a minute, per visitor and agent. */
  mail: { visitor: { capacity: 3, perSecond: 1 / 60 }, agent: { capacity: 60, perSecond: 1 } },
  /** Agency mail (a client's feedback): 5, then one a minute, per signed-in caller. */
  agencyMail: {
    visitor: { capacity: 5, perSecond: 1 / 60 },
    agent: { capacity: 120, perSecond: 1 },
  },
  /** Everything else a visitor calls (hand-off, sessions, rating, credits, speech). */
  visitor: { visitor: { capacity: 60, perSecond: 2 }, agent: { capacity: 1200, perSecond: 40 } },
} as const satisfies Record<string, { visitor: BucketRule; agent: BucketRule }>;

export type RateLimitKind = keyof typeof RATE_LIMITS;

/** Every request from one network address, whatever it calls. */
export const IP_RATE_LIMIT: BucketRule = { capacity: 300, perSecond: 5 };

const WHAT: Record<RateLimitKind, string> = {
  chat: 'messages',
  upload: 'uploads',
  mail: 'e-mails to the team',
  agencyMail: 'e-mails',
  visitor: 'requests',
};

const buckets = new TokenBuckets();

/** Every caller starts with full buckets again (each test file starts from here). */
export function forgetRateLimits(): void {
  buckets.clear();
}

/** Refuses the request when its address has used up its bucket. */
export function limitAddress(address: string, now = Date.now()): void {
  const taken = buckets.take(`ip:${address}`, IP_RATE_LIMIT, now);
  if (!taken.ok) throw tooMany('requests from your network', taken.retryAfterMs);
}

/**
 * Takes one token for the visitor (per agent) and one for the agent; a
 * visitor refused by their own bucket costs the agent nothing, so one
 * visitor's flood never slows the others down.
 */
export function limitVisitor(
  kind: RateLimitKind,
  uid: string,
  agentId: string | undefined,
  now = Date.now(),
): void {
  const rule = RATE_LIMITS[kind];
  const visitorKey = `${kind}:visitor:${uid}:${agentId ?? ''}`;
  const visitor = buckets.take(visitorKey, rule.visitor, now);
  if (!visitor.ok) throw tooMany(WHAT[kind], visitor.retryAfterMs);
  if (!agentId) return;
  const agent = buckets.take(`${kind}:agent:${agentId}`, rule.agent, now);
  if (!agent.ok) {
    buckets.refund(visitorKey);
    throw tooMany(`${WHAT[kind]} for this agent right now`, agent.retryAfterMs);
  }
}

/**
 * The caller's address: the one the load balancer saw (Firebase Hosting's
 * `fastly-client-ip`, else the last `x-forwarded-for` hop, which the
 * client cannot forge), else the socket's peer.
 */
export function clientAddress(headers: IncomingHttpHeaders, peer: string | undefined): string {
  const hosting = headers['fastly-client-ip'];
  if (typeof hosting === 'string' && hosting) return hosting;
  const forwarded = headers['x-forwarded-for'];
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops.at(-1) ?? peer ?? 'unknown';
}

function tooMany(what: string, retryAfterMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new HttpError(
    429,
    `Too many ${what}: please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
    { code: 'rate-limited', retryAfterSeconds: seconds },
    { 'Retry-After': String(seconds) },
  );
}
