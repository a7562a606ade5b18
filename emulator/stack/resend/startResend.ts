import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { Resolver } from 'node:dns/promises';
import { readBody, sendJson, sendText } from '../../src/http/httpIo';
import type { ResendDomain, ResendEmail, ResendRecord } from './ResendDomain';
import { renderResendPage } from './renderResendPage';

/** The records Resend asks for: an MX and an SPF TXT at send.{domain}, a DKIM key. */
function recordsFor(region: string, dkim: string): ResendRecord[] {
  return [
    {
      record: 'SPF',
      name: 'send',
      type: 'MX',
      value: `feedback-smtp.${region}.amazonses.com`,
      ttl: 'Auto',
      status: 'not_started',
      priority: 10,
    },
    {
      record: 'SPF',
      name: 'send',
      type: 'TXT',
      value: 'v=spf1 include:amazonses.com ~all',
      ttl: 'Auto',
      status: 'not_started',
    },
    {
      record: 'DKIM',
      name: 'resend._domainkey',
      type: 'TXT',
      value: `p=${dkim}`,
      ttl: 'Auto',
      status: 'not_started',
    },
  ];
}

/**
 * The local stand-in for Resend's REST API (`/domains` create, get, verify,
 * delete, list; `/emails` send and get), so the official `resend` client talks to it unchanged
 * (RESEND_BASE_URL). Verification is real: once asked to verify, each
 * status read resolves the records at the DNS servers given (the stack's
 * local DNS host). An e-mail is accepted only from a verified domain, as
 * Resend does, and handed to `deliver`. Its page lists the domains, their
 * records and the e-mails sent.
 */
export async function startResend(opts: {
  host: string;
  port: number;
  dnsServers: string[];
  /** Where sent e-mails arrive (the stack's outbox); without it they are only listed. */
  deliver?: (email: ResendEmail) => void;
}) {
  const origin = `http://${opts.host}:${opts.port}`;
  const domains = new Map<string, ResendDomain>();
  const emails = new Map<string, ResendEmail>();
  const resolver = new Resolver({ timeout: 2000, tries: 1 });
  resolver.setServers(opts.dnsServers);

  async function found(domain: ResendDomain, record: ResendRecord): Promise<boolean> {
    const host = `${record.name}.${domain.name}`;
    try {
      if (record.type === 'MX')
        return (await resolver.resolveMx(host)).some(
          (mx) => mx.exchange.toLowerCase() === record.value,
        );
      return (await resolver.resolveTxt(host)).some((chunks) => chunks.join('') === record.value);
    } catch {
      return false;
    }
  }

  async function refresh(domain: ResendDomain): Promise<void> {
    if (domain.status === 'not_started' || domain.status === 'verified') return;
    for (const record of domain.records)
      record.status = (await found(domain, record)) ? 'verified' : 'pending';
    if (domain.records.every((record) => record.status === 'verified')) domain.status = 'verified';
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) =>
      sendJson(res, 500, { statusCode: 500, name: 'application_error', message: String(error) }),
    );
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', origin);
    if (req.method === 'GET' && url.pathname === '/') {
      for (const domain of domains.values()) await refresh(domain);
      return sendText(
        res,
        200,
        renderResendPage([...domains.values()], [...emails.values()]),
        'text/html',
      );
    }
    if (!/^Bearer re_\S+$/.test(req.headers.authorization ?? ''))
      return error(res, 401, 'missing_api_key', 'Missing API key in the authorization header.');
    const [, collection, id, action] = url.pathname.split('/');
    if (collection === 'emails') return handleEmail(req, res, id);
    if (collection !== 'domains')
      return error(res, 404, 'not_found', 'The requested endpoint could not be found.');
    if (req.method === 'POST' && !id) {
      const body = JSON.parse((await readBody(req)) || '{}') as {
        name?: unknown;
        region?: unknown;
      };
      const name = typeof body.name === 'string' ? body.name.trim().toLowerCase() : '';
      if (!/^([a-z0-9-]+\.)+[a-z]{2,}$/.test(name) && !/^([a-z0-9-]+\.)+test$/.test(name))
        return error(res, 422, 'validation_error', 'The `name` field must be a valid domain.');
      if ([...domains.values()].some((d) => d.name === name))
        return error(
          res,
          403,
          'validation_error',
          `The ${name} domain has been registered already.`,
        );
      const region = body.region === 'eu-west-1' ? 'eu-west-1' : 'us-east-1';
      const domain: ResendDomain = {
        object: 'domain',
        id: randomUUID(),
        name,
        status: 'not_started',
        created_at: new Date().toISOString(),
        region,
        capabilities: { sending: 'enabled', receiving: 'disabled' },
        records: recordsFor(region, randomUUID().replace(/-/g, '')),
      };
      domains.set(domain.id, domain);
      const { object: _object, ...created } = domain;
      return sendJson(res, 201, created);
    }
    if (req.method === 'GET' && !id) {
      return sendJson(res, 200, { object: 'list', has_more: false, data: [...domains.values()] });
    }
    const domain = id ? domains.get(id) : undefined;
    if (!domain) return error(res, 404, 'not_found', 'Domain not found');
    if (req.method === 'GET' && !action) {
      await refresh(domain);
      return sendJson(res, 200, domain);
    }
    if (req.method === 'POST' && action === 'verify') {
      if (domain.status !== 'verified') domain.status = 'pending';
      return sendJson(res, 200, { object: 'domain', id: domain.id });
    }
    if (req.method === 'DELETE' && !action) {
      domains.delete(domain.id);
      return sendJson(res, 200, { object: 'domain', id: domain.id, deleted: true });
    }
    return error(res, 405, 'method_not_allowed', 'Method not allowed');
  }

  /** POST /emails (send) and GET /emails/{id}, as Resend answers them. */
  async function handleEmail(req: IncomingMessage, res: ServerResponse, id: string | undefined) {
    if (req.method === 'GET' && id) {
      const email = emails.get(id);
      return email ? sendJson(res, 200, email) : error(res, 404, 'not_found', 'Email not found');
    }
    if (req.method !== 'POST' || id)
      return error(res, 405, 'method_not_allowed', 'Method not allowed');
    const parsed = parseSendRequest(await readBody(req));
    if (typeof parsed === 'string') return error(res, 422, 'validation_error', parsed);
    const sender = senderDomain(parsed.from);
    const domain = [...domains.values()].find((d) => d.name === sender);
    if (!domain || domain.status !== 'verified')
      return error(
        res,
        403,
        'validation_error',
        `The ${sender} domain is not verified. Please, add and verify your domain on https://resend.com/domains`,
      );
    const email: ResendEmail = {
      object: 'email',
      id: randomUUID(),
      created_at: new Date().toISOString(),
      last_event: 'delivered',
      ...parsed,
    };
    emails.set(email.id, email);
    opts.deliver?.(email);
    return sendJson(res, 200, { id: email.id });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, resolve);
  });
  return {
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The address part of 'Name <user@domain>' or 'user@domain', and its domain. */
function senderDomain(from: string): string {
  const address = /<([^>]+)>\s*$/.exec(from)?.[1] ?? from;
  return address.split('@')[1]?.trim().toLowerCase() ?? '';
}

const list = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter(
    (item): item is string => typeof item === 'string' && item.includes('@'),
  );

/** Resend's send body, or the message its validation_error would carry. */
function parseSendRequest(
  raw: string,
): Omit<ResendEmail, 'object' | 'id' | 'created_at' | 'last_event'> | string {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(raw || '{}') as Record<string, unknown>;
  } catch {
    return 'The body must be valid JSON.';
  }
  const from = typeof body.from === 'string' ? body.from.trim() : '';
  if (!from) return 'Missing `from` field.';
  if (!senderDomain(from))
    return 'Invalid `from` field. The email address needs to follow the `email@example.com` or `Name <email@example.com>` format.';
  const to = list(body.to);
  if (to.length === 0) return 'Missing `to` field.';
  if (to.length > 50) return 'Too many recipients in the `to` field (50 at most).';
  const subject = typeof body.subject === 'string' ? body.subject : '';
  if (!subject) return 'Missing `subject` field.';
  const text = typeof body.text === 'string' ? body.text : '';
  const html = typeof body.html === 'string' ? body.html : '';
  if (!text && !html) return 'Missing `html` or `text` field.';
  return {
    from,
    to,
    subject,
    text,
    html,
    reply_to: list(body.reply_to),
    cc: list(body.cc),
    bcc: list(body.bcc),
  };
}

function error(res: ServerResponse, statusCode: number, name: string, message: string): void {
  sendJson(res, statusCode, { statusCode, name, message });
}
