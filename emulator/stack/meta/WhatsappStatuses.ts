import { whatsappWebhook } from './metaPeople';
import type { MetaAppConfig } from './MetaWebhooks';
import type { MetaWorld } from './MetaWorld';

/** A number whose digits start with this has no WhatsApp account: messages to it fail. */
export const NO_WHATSAPP_PREFIX = '999';

/** How long after the send Meta reports a message sent and delivered (and the person's phone gets it). */
const DELIVERY_DELAY_MS = 800;

interface Outgoing {
  phoneId: string;
  to: string;
  id: string;
  read: boolean;
}

/**
 * The `statuses` webhooks of the WhatsApp Cloud API for the business's
 * messages, as Meta sends them: `sent` and `delivered` a moment after the
 * send (each its own delivery), `read` once the person has the chat open
 * (the stand-in's page) or answers, and `failed` with error 131026
 * ("Message undeliverable") for a number without WhatsApp (digits
 * starting with 999).
 */
export class WhatsappStatuses {
  private readonly unread = new Map<string, Outgoing[]>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();

  constructor(
    private readonly world: MetaWorld,
    private readonly app: MetaAppConfig,
    private readonly send: (event: unknown) => void,
    /** Whether the person has the chat open right now. */
    private readonly chatOpen: (phoneId: string, to: string) => boolean,
  ) {}

  /** The Cloud API accepted a message (its wamid `id`) to `to` from the number. */
  accepted(phoneId: string, to: string, id: string): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (to.startsWith(NO_WHATSAPP_PREFIX)) {
        this.emit(phoneId, to, id, 'failed', [
          {
            code: 131026,
            title: 'Message undeliverable',
            message: 'Message undeliverable',
            error_data: {
              details: 'Message Undeliverable: the number is not on WhatsApp.',
            },
          },
        ]);
        return;
      }
      this.emit(phoneId, to, id, 'sent');
      this.emit(phoneId, to, id, 'delivered');
      const key = `${phoneId}/${to}`;
      this.unread.set(key, [...(this.unread.get(key) ?? []), { phoneId, to, id, read: false }]);
      if (this.chatOpen(phoneId, to)) this.read(phoneId, to);
    }, DELIVERY_DELAY_MS);
    this.timers.add(timer);
  }

  /** The person looks at the chat: every delivered message of it is read. */
  read(phoneId: string, to: string): void {
    const key = `${phoneId}/${to}`;
    for (const message of this.unread.get(key) ?? []) this.emit(phoneId, to, message.id, 'read');
    this.unread.delete(key);
  }

  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private emit(
    phoneId: string,
    to: string,
    id: string,
    status: 'sent' | 'delivered' | 'read' | 'failed',
    errors?: unknown[],
  ): void {
    const event = whatsappWebhook(this.world, this.app, phoneId, {
      statuses: [
        {
          id,
          status,
          timestamp: String(Math.floor(Date.now() / 1000)),
          recipient_id: to,
          ...(status === 'failed'
            ? { errors }
            : {
                conversation: {
                  id: `CONVERSATION_${phoneId}_${to}`,
                  origin: { type: 'marketing' },
                },
                pricing: { billable: true, pricing_model: 'CBP', category: 'marketing' },
              }),
        },
      ],
    });
    if (event) this.send(event);
  }
}
