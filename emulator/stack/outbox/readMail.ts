import { simpleParser, type AddressObject } from 'mailparser';

/** An attachment as the outbox keeps it: enough to list it and hand it back. */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  size: number;
  /** The bytes, base64, so the message file stays JSON. */
  content: string;
}

/** What the outbox shows of a received e-mail. */
export interface ReceivedMail {
  subject: string;
  from: string;
  to: string;
  date: string;
  text: string;
  html: string;
  attachments: OutboxAttachment[];
}

/**
 * Reads a raw RFC 5322 message with mailparser (the parser of the nodemailer
 * and smtp-server project): encoded-word headers of any length and charset,
 * bodies in their declared charset, and attachments.
 */
export async function readMail(raw: Buffer): Promise<ReceivedMail> {
  const mail = await simpleParser(raw);
  return {
    subject: mail.subject ?? '',
    from: addresses(mail.from),
    to: addresses(mail.to),
    date: (mail.date ?? new Date()).toUTCString(),
    text: (mail.text ?? '').replace(/\n$/, ''),
    html: typeof mail.html === 'string' ? mail.html : '',
    attachments: mail.attachments.map((a) => ({
      filename: a.filename ?? 'attachment',
      contentType: a.contentType,
      size: a.size,
      content: a.content.toString('base64'),
    })),
  };
}

function addresses(value: AddressObject | AddressObject[] | undefined): string {
  if (!value) return '';
  return (Array.isArray(value) ? value : [value]).map((a) => a.text).join(', ');
}
