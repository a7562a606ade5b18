import type { ParsedMail } from './parseMime';

/** One e-mail the outbox received, as stored and shown. */
export interface OutboxMessage extends ParsedMail {
  id: number;
  receivedAt: string;
  envelopeTo: string[];
}
