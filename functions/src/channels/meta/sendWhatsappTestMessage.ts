import { z } from 'zod';
import { TEXT, whatsappTestMessageInputSchema } from '@vg/common';
import { callGraph, graphBody } from '../../gateways/meta';
import { defineEndpoint } from '../../http/endpoint';
import { HttpError } from '../../http/HttpError';
import { agentForOwner } from '../agentTeam';
import { whatsappNumberOfAgent } from './whatsappNumberOfAgent';

/**
 * POST /agents/{agentId}/channels/whatsapp/{phoneId}/test-message: the
 * WhatsApp test message of spec 2 — `{phoneNumber, text}` sent as a text
 * message from the connected number (`POST /{phoneId}/messages`, v18.0),
 * so the owner sees on a phone what visitors will get. The number needs
 * its country code ('+…'); Meta's refusal (for example outside the
 * 24-hour window of a number that never wrote) comes back as its message.
 */
export const sendWhatsappTestMessage = defineEndpoint({
  method: 'POST',
  path: '/agents/:agentId/channels/whatsapp/:phoneId/test-message',
  // Parsed below with the phone id, so that each problem reads as the spec words it.
  input: z.looseObject({}),
  handle: async ({ db, params, input: body, caller }) => {
    const parsed = whatsappTestMessageInputSchema.safeParse({
      ...body,
      pageId: params.phoneId ?? '',
    });
    if (!parsed.success)
      throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid test message.', {
        code: 'invalid-test-message',
      });
    const { phoneNumber, pageId: phoneId, text } = parsed.data;
    const agent = await agentForOwner(db, caller, params.agentId ?? '');
    const { token } = await whatsappNumberOfAgent(db, agent.ID, phoneId);
    // WhatsApp addresses a person by the digits of the number, without '+'.
    const to = phoneNumber.replace(/\D/g, '');
    // E.164: a country code and the number, at most 15 digits in all.
    if (to.length < 7 || to.length > 15 || /[^\d\s().+-]/.test(phoneNumber))
      throw new HttpError(400, TEXT.whatsappTestNumber, { code: 'invalid-test-message' });
    const sent = graphBody(
      await callGraph('POST', `${encodeURIComponent(phoneId)}/messages`, {
        token,
        body: {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to,
          type: 'text',
          text: { body: text, preview_url: false },
        },
      }),
      z.looseObject({ messages: z.array(z.looseObject({ id: z.string() })).min(1) }),
      'the test message',
    );
    return {
      body: { message: `Test message sent to ${phoneNumber}.`, id: sent.messages[0]?.id },
    };
  },
});
