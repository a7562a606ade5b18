import nodemailer, { type Transporter } from 'nodemailer';
import { loadEnv, onEnvForgotten } from '../env';

export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

let transport: Transporter | undefined;
onEnvForgotten(() => (transport = undefined));

/**
 * E-mail behind one function: SMTP to VG_SMTP_URL (the provider's relay in
 * production, the local outbox at smtp://127.0.0.1:2525 in the stack), from
 * the platform's address; answers that address. Mail about an agency's
 * clients goes through `sendAgencyMail` (agency/agencyMail.ts).
 */
export async function sendMail(message: MailMessage): Promise<string> {
  const env = loadEnv();
  transport ??= nodemailer.createTransport(env.VG_SMTP_URL);
  await transport.sendMail({
    from: env.VG_MAIL_FROM,
    to: message.to.join(', '),
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
  });
  return env.VG_MAIL_FROM;
}
