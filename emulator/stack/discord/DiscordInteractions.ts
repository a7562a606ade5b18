import { generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type { DiscordMessage, DiscordUser } from './DiscordWorld';
import { snowflake } from './DiscordWorld';

/** The application: its id, bot token and the Ed25519 key pair that signs interactions. */
export interface DiscordApp {
  id: string;
  botToken: string;
  /** Hex of the raw 32-byte public key, as the Developer Portal shows it. */
  publicKey: string;
  privateKey: KeyObject;
  /** The Interactions Endpoint URL set in the Developer Portal. */
  interactionsUrl: () => string;
}

export function createDiscordApp(interactionsUrl: () => string, id = snowflake()): DiscordApp {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);
  return {
    id,
    botToken: `${Buffer.from(id).toString('base64url')}.${randomBytes(4).toString('base64url')}.${randomBytes(27).toString('base64url')}`,
    publicKey: raw.toString('hex'),
    privateKey,
    interactionsUrl,
  };
}

/** X-Signature-Ed25519: the signature of timestamp + body with the app's private key. */
export function signInteraction(app: DiscordApp, timestamp: string, body: string): string {
  return sign(null, Buffer.from(timestamp + body), app.privateKey).toString('hex');
}

export interface InteractionAnswer {
  status: number;
  body: { type?: number; data?: Partial<DiscordMessage> & { flags?: number } } | null;
  /** The interaction's token: its webhook for the answer and follow-ups. */
  token: string;
}

/** Discord waits this long for the endpoint's answer; later, the interaction has failed. */
export const INTERACTION_DEADLINE_MS = 3_000;
/** An interaction's token takes follow-ups this long after it was acknowledged. */
export const INTERACTION_TOKEN_MS = 15 * 60_000;

/** What Discord knows of an interaction it sent: where, and how the app answered it. */
export interface InteractionRecord {
  channelId: string;
  /** The message whose button was pressed (component interactions). */
  messageId?: string;
  /** The answer's message (type 4 or 5), or the pressed message (type 6); undefined until acknowledged. */
  originalId?: string;
  acknowledgedAt?: number;
}

async function post(
  app: DiscordApp,
  payload: { token: string } & Record<string, unknown>,
  badSignature = false,
): Promise<InteractionAnswer> {
  const body = JSON.stringify(payload);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = badSignature ? '00'.repeat(64) : signInteraction(app, timestamp, body);
  const response = await fetch(app.interactionsUrl(), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-signature-ed25519': signature,
      'x-signature-timestamp': timestamp,
    },
    body,
    signal: AbortSignal.timeout(INTERACTION_DEADLINE_MS),
  });
  const text = await response.text();
  let json: InteractionAnswer['body'] = null;
  try {
    json = JSON.parse(text) as InteractionAnswer['body'];
  } catch {
    json = null;
  }
  return { status: response.status, body: json, token: payload.token };
}

/**
 * Sends interactions as Discord does: the endpoint is checked first (a
 * PING must be answered with a PONG, and a request with a bad signature
 * refused with 401), then each interaction is a signed POST that must be
 * answered within 3 s (type 4 CHANNEL_MESSAGE_WITH_SOURCE, 5 DEFERRED_…
 * or, for a button, 6 DEFERRED_UPDATE_MESSAGE); otherwise it has failed
 * and its token takes no follow-up. An acknowledged interaction's token
 * takes follow-ups for 15 minutes (see `acknowledged`).
 */
export class DiscordInteractions {
  verified = false;
  lastError: string | null = null;
  private readonly records = new Map<string, InteractionRecord>();

  /** The interaction of a token, while its follow-ups are allowed. */
  acknowledged(token: string): InteractionRecord | undefined {
    const record = this.records.get(token);
    if (!record?.acknowledgedAt) return undefined;
    return Date.now() - record.acknowledgedAt <= INTERACTION_TOKEN_MS ? record : undefined;
  }

  /** Records how the app answered (done by the server, which posts the answer's message). */
  acknowledge(token: string, originalId: string | undefined): void {
    const record = this.records.get(token);
    if (!record) return;
    record.acknowledgedAt = Date.now();
    record.originalId = originalId ?? record.messageId;
  }

  constructor(private readonly app: DiscordApp) {}

  async verify(): Promise<boolean> {
    try {
      const ping = {
        id: snowflake(),
        application_id: this.app.id,
        type: 1,
        token: randomBytes(32).toString('base64url'),
        version: 1,
      };
      // Discord gives the URL the same 3 s when it is saved in the Developer Portal.
      const pong = await post(this.app, ping);
      const refused = await post(this.app, ping, true);
      this.verified = pong.status === 200 && pong.body?.type === 1 && refused.status === 401;
      this.lastError = this.verified
        ? null
        : 'The interactions endpoint URL could not be verified.';
    } catch {
      this.verified = false;
      this.lastError = 'The interactions endpoint URL could not be reached.';
    }
    return this.verified;
  }

  /** One interaction; null when the endpoint is not verified or did not answer within 3 s. */
  async send(
    interaction: Record<string, unknown> & { channel_id: string; message?: { id: string } },
  ): Promise<InteractionAnswer | null> {
    if (!this.verified && !(await this.verify())) return null;
    const token = `aW50ZXJhY3Rpb246${randomBytes(64).toString('base64url')}`;
    this.records.set(token, {
      channelId: interaction.channel_id,
      ...(interaction.message ? { messageId: interaction.message.id } : {}),
    });
    try {
      const answer = await post(this.app, {
        id: snowflake(),
        application_id: this.app.id,
        version: 1,
        ...interaction,
        token,
      });
      this.lastError =
        answer.status === 200 ? null : `The interactions endpoint answered ${answer.status}.`;
      return answer;
    } catch {
      this.lastError = 'The application did not respond.';
      return null;
    }
  }
}

/** The member object of an interaction in a server. */
export function memberOf(user: DiscordUser) {
  return {
    user: { ...user, discriminator: '0' },
    roles: [],
    permissions: '1071698660929',
    joined_at: new Date().toISOString(),
  };
}
