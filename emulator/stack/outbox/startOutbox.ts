import { createServer, type Server } from 'node:http';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { OutboxMessage } from './OutboxMessage';
import { readMail, type ReceivedMail } from './readMail';
import { renderOutbox } from './renderOutbox';

export interface Outbox {
  messages: OutboxMessage[];
  /** Takes a message handed over by another local service (the Resend stand-in). */
  deliver(mail: Omit<ReceivedMail, 'date' | 'attachments'>, envelopeTo: string[]): void;
  close(): Promise<void>;
}

/**
 * The local stand-in for the e-mail provider: a real SMTP server that the
 * functions' mail gateway (nodemailer) delivers to, and a page that shows
 * every message received. Messages persist in `file` across restarts.
 */
export async function startOutbox(opts: {
  host: string;
  smtpPort: number;
  webPort: number;
  file?: string;
}): Promise<Outbox> {
  const messages: OutboxMessage[] = opts.file && existsSync(opts.file) ? load(opts.file) : [];
  const persist = () => {
    if (!opts.file) return;
    mkdirSync(dirname(opts.file), { recursive: true });
    writeFileSync(opts.file, JSON.stringify(messages, null, 1));
  };

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        readMail(Buffer.concat(chunks)).then(
          (mail) => {
            messages.push({
              ...mail,
              id: (messages.at(-1)?.id ?? 0) + 1,
              receivedAt: new Date().toISOString(),
              envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            });
            persist();
            callback();
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(opts.smtpPort, opts.host, () => resolve());
  });

  const web: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://outbox');
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (url.pathname === '/messages.json') {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(messages));
      return;
    }
    const attachment = /^\/messages\/(\d+)\/attachments\/(\d+)$/.exec(url.pathname);
    if (attachment) {
      const file = messages.find((m) => m.id === Number(attachment[1]))?.attachments?.[
        Number(attachment[2])
      ];
      if (!file) {
        res.statusCode = 404;
        res.end('Not found');
        return;
      }
      res.setHeader('Content-Type', file.contentType);
      res.setHeader(
        'Content-Disposition',
        `attachment; filename="${encodeURIComponent(file.filename)}"`,
      );
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.end(Buffer.from(file.content, 'base64'));
      return;
    }
    if (url.pathname === '/' && req.method === 'DELETE') {
      messages.length = 0;
      persist();
      res.end('cleared');
      return;
    }
    if (url.pathname === '/') {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(renderOutbox(messages));
      return;
    }
    res.statusCode = 404;
    res.end('Not found');
  });
  await new Promise<void>((resolve, reject) => {
    web.once('error', reject);
    web.listen(opts.webPort, opts.host, () => resolve());
  });

  return {
    messages,
    deliver: (mail, envelopeTo) => {
      messages.push({
        ...mail,
        date: new Date().toUTCString(),
        attachments: [],
        id: (messages.at(-1)?.id ?? 0) + 1,
        receivedAt: new Date().toISOString(),
        envelopeTo,
      });
      persist();
    },
    close: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => web.close(() => resolve()));
      web.closeAllConnections();
    },
  };
}

function load(file: string): OutboxMessage[] {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as OutboxMessage[];
  } catch {
    return [];
  }
}
