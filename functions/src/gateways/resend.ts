import { Resend } from 'resend';
import type { DnsRecord, EmailDomainStatus } from '@vg/common';
import { loadEnv, onEnvForgotten } from '../env';
import { HttpError } from '../http/HttpError';
import type { MailMessage } from './mail';

let client: Resend | undefined;
onEnvForgotten(() => (client = undefined));

function resend(): Resend {
  if (!client) {
    const env = loadEnv();
    // A deployment without agency e-mail domains sets the secret to 'none'.
    if (!env.VG_RESEND_API_KEY || env.VG_RESEND_API_KEY === 'none')
      throw new HttpError(
        503,
        'E-mail sending domains are not configured on this server (VG_RESEND_API_KEY).',
      );
    client = new Resend(
      env.VG_RESEND_API_KEY,
      env.VG_RESEND_BASE_URL ? { baseUrl: env.VG_RESEND_BASE_URL } : {},
    );
  }
  return client;
}

export interface SendingDomain {
  id: string;
  status: EmailDomainStatus;
  records: DnsRecord[];
}

/** Resend's statuses in the spec's words (failed → failure). */
function toStatus(status: string): EmailDomainStatus {
  if (status === 'verified' || status === 'pending' || status === 'not_started') return status;
  if (status === 'temporary_failure') return 'temporary_failure';
  return status.includes('fail') ? 'failure' : 'pending';
}

function unwrap<T>(answer: {
  data: T | null;
  error: { message: string; statusCode?: number | null } | null;
}): T {
  if (answer.error || !answer.data) {
    const status = answer.error?.statusCode ?? 502;
    throw new HttpError(
      status >= 400 && status < 500 ? 400 : 502,
      answer.error?.message ?? 'The e-mail service did not answer.',
    );
  }
  return answer.data;
}

function records(
  list: {
    record?: string;
    name: string;
    type: string;
    value: string;
    ttl?: string;
    status?: string;
    priority?: number;
  }[],
): DnsRecord[] {
  return list.map((r) => ({
    ...(r.record ? { record: r.record } : {}),
    name: r.name,
    type: r.type,
    value: r.value,
    ...(r.ttl ? { ttl: r.ttl } : {}),
    ...(r.status ? { status: r.status } : {}),
    ...(typeof r.priority === 'number' ? { priority: r.priority } : {}),
  }));
}

/**
 * The e-mail sending domain behind the official `resend` client: Resend's
 * API in production, the stack's stand-in (same wire format) locally.
 */
export const sendingDomains = {
  async add(name: string): Promise<SendingDomain> {
    const data = unwrap(await resend().domains.create({ name }));
    return { id: data.id, status: toStatus(data.status), records: records(data.records) };
  },
  async verify(id: string): Promise<void> {
    unwrap(await resend().domains.verify(id));
  },
  async get(id: string): Promise<SendingDomain> {
    const data = unwrap(await resend().domains.get(id));
    return { id: data.id, status: toStatus(data.status), records: records(data.records) };
  },
  async remove(id: string): Promise<void> {
    unwrap(await resend().domains.remove(id));
  },
};

/**
 * An e-mail from an agency's verified sending domain (`from` is
 * 'Name <address@domain>'), through Resend's `/emails`; Resend refuses a
 * domain that is not verified.
 */
export async function sendThroughResend(from: string, message: MailMessage): Promise<void> {
  unwrap(
    await resend().emails.send({
      from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    }),
  );
}
