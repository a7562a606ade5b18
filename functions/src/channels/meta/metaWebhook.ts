import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  isPathId,
  metaMessagingEventSchema,
  metaWebhookSchema,
  metaWebhookVerificationSchema,
  REGIONS,
  whatsappChangeValueSchema,
  type MetaMessagingEvent,
  type WhatsappInbound,
  type WhatsappStatus,
} from '@vg/common';
import { recordWhatsappStatus } from '../../campaigns/recordWhatsappStatus';
import { dbFor } from '../../firestore';
import { defineEndpoint } from '../../http/endpoint';
import { HttpError } from '../../http/HttpError';
import { metaProfileName } from './metaProfileName';
import { answerInbound, deliveryDocId, type InboundAction } from '../answerInbound';
import { metaApp, metaPagePath, readClaimToken, waNumberPath } from './metaClaims';
import { findClaim } from '../channelClaims';
import { sendPageMessages, sendWhatsappMessages } from './metaSend';

/**
 * GET /channels/meta/webhook: Meta's check of the callback URL. With
 * hub.mode=subscribe and the app's verify token the challenge is sent
 * back as plain text; anything else is refused (403).
 */
export const metaWebhookVerification = defineEndpoint({
  method: 'GET',
  path: '/channels/meta/webhook',
  input: metaWebhookVerificationSchema,
  handle: async ({ input }) => {
    const expected = Buffer.from(metaApp().verifyToken);
    const given = Buffer.from(input['hub.verify_token'] ?? '');
    const same = given.length === expected.length && timingSafeEqual(given, expected);
    if (input['hub.mode'] !== 'subscribe' || !same || !input['hub.challenge'])
      throw new HttpError(403, 'The verify token does not match this app’s webhook.');
    return { body: null, plainText: input['hub.challenge'] };
  },
});

/** X-Hub-Signature-256: `sha256=` and the HMAC-SHA256 of the exact body with the app secret. */
export function validMetaSignature(header: unknown, body: Buffer, secret: string): boolean {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice(7), 'hex');
  const expected = createHmac('sha256', secret).update(body).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * POST /channels/meta/webhook: Meta's events for the app, from WhatsApp
 * numbers (`whatsapp_business_account`), pages (`page`) and Instagram
 * accounts (`instagram`). A delivery not signed with the app secret is
 * refused (401) before anything is read or written. Each message of a
 * connected number or page runs the agent once (a message id seen before
 * is skipped) and its answer goes back through the Cloud API or the Send
 * API; a WhatsApp status of a campaign's message updates its recipient
 * (recordWhatsappStatus); events of numbers and pages no agent holds,
 * echoes and other statuses are acknowledged and ignored.
 */
export const metaWebhook = defineEndpoint({
  method: 'POST',
  path: '/channels/meta/webhook',
  input: z.object({}),
  body: 'raw',
  maxBodyBytes: 1024 * 1024,
  handle: async ({ headers, rawBody }) => {
    const body = await rawBody();
    if (!validMetaSignature(headers['x-hub-signature-256'], body, metaApp().appSecret))
      throw new HttpError(401, 'This delivery is not signed with the app secret.', {
        code: 'bad-signature',
      });
    let json: unknown;
    try {
      json = JSON.parse(body.toString('utf8'));
    } catch {
      throw new HttpError(400, 'The delivery is not valid JSON.', { code: 'invalid-json' });
    }
    const parsed = metaWebhookSchema.safeParse(json);
    if (!parsed.success) throw new HttpError(400, 'The delivery is not a Meta webhook event.');
    let answered = 0;
    let duplicates = 0;
    const count = (outcome: 'duplicate' | 'answered' | null) => {
      if (outcome === 'answered') answered += 1;
      if (outcome === 'duplicate') duplicates += 1;
    };
    for (const entry of parsed.data.entry) {
      if (parsed.data.object === 'whatsapp_business_account') {
        for (const change of entry.changes ?? []) {
          if (change.field !== 'messages') continue;
          const value = whatsappChangeValueSchema.safeParse(change.value);
          if (!value.success) continue;
          const phoneId = value.data.metadata.phone_number_id;
          for (const message of value.data.messages ?? []) {
            const name = value.data.contacts?.find((c) => c.wa_id === message.from)?.profile.name;
            count(await answerWhatsapp(phoneId, message, name));
          }
          if (value.data.statuses?.length) await recordStatuses(phoneId, value.data.statuses);
        }
        continue;
      }
      const surface = parsed.data.object === 'page' ? 'messenger' : 'instagram';
      for (const raw of entry.messaging ?? []) {
        const event = metaMessagingEventSchema.safeParse(raw);
        if (event.success) count(await answerPageEvent(surface, entry.id, event.data));
      }
    }
    return { body: { ok: true, answered, duplicates } };
  },
});

function whatsappAction(message: WhatsappInbound): InboundAction | null {
  const reply = message.interactive?.button_reply ?? message.interactive?.list_reply;
  if (reply) return { pressed: reply.id };
  if (message.button) return { pressed: message.button.payload ?? message.button.text };
  const text = (message.text?.body ?? message.image?.caption ?? '').trim();
  return text ? { text } : null;
}

async function answerWhatsapp(phoneId: string, message: WhatsappInbound, name: string | undefined) {
  const action = whatsappAction(message);
  if (!action || !isPathId(phoneId) || !/^\d{1,32}$/.test(message.from)) return null;
  const claim = await findClaim(waNumberPath(phoneId));
  const token = claim && (await readClaimToken(claim.db, waNumberPath(phoneId)));
  if (!claim || !token) return null;
  return answerInbound({
    db: claim.db,
    region: claim.region,
    agentId: claim.agentId,
    channel: { type: 'whatsapp', id: phoneId, to: message.from, ...(name ? { name } : {}) },
    deliveryPath: `${waNumberPath(phoneId)}/deliveries/${deliveryDocId(message.id)}`,
    action,
    send: (messages) => sendWhatsappMessages(token, phoneId, message.from, messages),
  });
}

/** What became of the number's messages: campaign recipients move to delivered, read or failed. */
async function recordStatuses(phoneId: string, statuses: readonly WhatsappStatus[]) {
  if (!isPathId(phoneId)) return;
  const claim = await findClaim(waNumberPath(phoneId));
  if (!claim) return;
  for (const status of statuses) await recordWhatsappStatus(claim.db, phoneId, status);
}

/** The page an event is for: the page itself, or the page linked to the Instagram account. */
async function pageClaimFor(surface: 'messenger' | 'instagram', entryId: string) {
  if (!isPathId(entryId)) return null;
  if (surface === 'messenger') {
    const claim = await findClaim(metaPagePath(entryId));
    return claim ? { ...claim, pageId: entryId } : null;
  }
  for (const region of REGIONS) {
    const db = dbFor(region);
    const found = await db.collection('metaPages').where('igPageId', '==', entryId).limit(1).get();
    const doc = found.docs[0];
    const agentId: unknown = doc?.get('agentId');
    if (doc && typeof agentId === 'string') return { region, db, agentId, pageId: doc.id };
  }
  return null;
}

async function answerPageEvent(
  surface: 'messenger' | 'instagram',
  entryId: string,
  event: MetaMessagingEvent,
) {
  if (event.message?.is_echo) return null;
  const quick = event.message?.quick_reply?.payload;
  const text = event.message?.text?.trim();
  const action: InboundAction | null = quick
    ? { pressed: quick }
    : event.postback
      ? { pressed: event.postback.payload }
      : text
        ? { text }
        : null;
  const deliveryId =
    event.message?.mid ?? event.postback?.mid ?? `${event.sender.id}-${event.timestamp ?? ''}`;
  const claim = action ? await pageClaimFor(surface, entryId) : null;
  const token = claim && (await readClaimToken(claim.db, metaPagePath(claim.pageId)));
  if (!action || !claim || !token) return null;
  const recipient = event.sender.id;
  const name = await metaProfileName(surface, recipient, token);
  return answerInbound({
    db: claim.db,
    region: claim.region,
    agentId: claim.agentId,
    channel: { type: surface, id: claim.pageId, to: recipient, ...(name ? { name } : {}) },
    deliveryPath: `${metaPagePath(claim.pageId)}/deliveries/${deliveryDocId(`${surface}:${deliveryId}`)}`,
    action,
    send: (messages) => sendPageMessages(token, surface, recipient, messages),
  });
}
