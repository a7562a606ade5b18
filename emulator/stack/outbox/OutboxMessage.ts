import type { ReceivedMail } from './readMail';

/** One e-mail the outbox received, as stored and shown. */
export interface OutboxMessage extends ReceivedMail {
  id: number;
  receivedAt: string;
  envelopeTo: string[];
}
