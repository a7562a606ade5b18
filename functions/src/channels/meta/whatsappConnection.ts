import { FieldValue } from 'firebase-admin/firestore';
import { z } from 'zod';
import {
  graphDebugTokenSchema,
  graphPhoneNumbersSchema,
  whatsappConnectInputSchema,
} from '@vg/common';
import { callGraph, graphBody } from '../../gateways/meta';
import { defineEndpoint } from '../../http/endpoint';
import { HttpError } from '../../http/HttpError';
import { agentForOwner } from '../agentTeam';
import { metaApp, metaLoginToken, secretsPath, waNumberPath } from './metaClaims';
import { assertFree } from '../channelClaims';

export const NUMBER_CONNECTED = 'Number is connected successfully';
/** The Legacy (manual tokens) method's notices. */
export const LEGACY_SAVED = 'Whatsapp channel saved successfully';
export const NUMBER_REMOVED = 'Number removed successfully';
const TAKEN =
  'Error: this WhatsApp number already answers for another agent: remove it there first.';

/**
 * POST /agents/{agentId}/channels/whatsapp `{phoneId}` (connectWhatsappNumber):
 * the number answers for this agent. Meta confirms that the person's
 * login manages the number's business account, the app is subscribed to
 * that account's webhooks, and only then the number is claimed; the token
 * is kept where no browser reads it. Legacy (manual tokens): with
 * `{businessId, accessToken}` the given permanent token is checked the
 * same way (it must grant that business account, which must hold the
 * number) instead of the login's; errors read 'Error occurred: {message}'
 * and success 'Whatsapp channel saved successfully'.
 */
export const connectWhatsapp = defineEndpoint({
  method: 'POST',
  path: '/agents/:agentId/channels/whatsapp',
  input: whatsappConnectInputSchema,
  handle: async ({ db, region, params, input, caller }) => {
    const agent = await agentForOwner(db, caller, params.agentId ?? '');
    const { uid } = await caller();
    const app = metaApp();
    const legacy = 'accessToken' in input ? input : null;
    try {
      return await connect(legacy?.accessToken ?? (await metaLoginToken(db, uid)));
    } catch (error) {
      if (legacy && error instanceof HttpError)
        throw new HttpError(
          error.status,
          `Error occurred: ${error.message.replace(/^Error: /, '')}`,
          {
            code: error.code,
          },
        );
      throw error;
    }

    async function connect(token: string) {
      const claimPath = waNumberPath(input.phoneId);
      await assertFree(claimPath, agent.ID, region, TAKEN);
      const check = graphBody(
        await callGraph('GET', 'debug_token', {
          query: { input_token: token, access_token: `${app.appId}|${app.appSecret}` },
        }),
        graphDebugTokenSchema,
        'the token check',
      ).data;
      if (!check.is_valid)
        throw new HttpError(400, 'Error: the access token is not valid.', {
          code: 'invalid-token',
        });
      const wabaIds = check.granular_scopes
        .filter((s) => s.scope === 'whatsapp_business_management')
        .flatMap((s) => s.target_ids ?? [])
        .filter((id) => !legacy || id === legacy.businessId);
      let found: { wabaId: string; phoneNumber: string; verifiedName: string } | undefined;
      for (const wabaId of wabaIds.slice(0, 20)) {
        const list = graphBody(
          await callGraph('GET', `${encodeURIComponent(wabaId)}/phone_numbers`, { token }),
          graphPhoneNumbersSchema,
          'the phone numbers',
        );
        const number = list.data.find((n) => n.id === input.phoneId);
        if (number)
          found = {
            wabaId,
            phoneNumber: number.display_phone_number,
            verifiedName: number.verified_name,
          };
      }
      if (!found)
        throw new HttpError(
          403,
          legacy
            ? 'Error: this number is not in that WhatsApp Business account, or the token does not grant it.'
            : 'Error: this number is not in a WhatsApp Business account your Meta login manages.',
          {
            code: 'not-your-number',
          },
        );
      const subscribed = await callGraph(
        'POST',
        `${encodeURIComponent(found.wabaId)}/subscribed_apps`,
        { token },
      );
      if (!subscribed.ok)
        throw new HttpError(400, `Error: ${subscribed.message}`, { code: 'meta-refused' });
      const claim = db.doc(claimPath);
      await db.runTransaction(async (tx) => {
        const now = await tx.get(claim);
        if (now.exists && now.get('agentId') !== agent.ID)
          throw new HttpError(409, TAKEN, { code: 'channel-taken' });
        tx.set(claim, {
          agentId: agent.ID,
          wabaId: found.wabaId,
          phoneId: input.phoneId,
          phoneNumber: found.phoneNumber,
          verifiedName: found.verifiedName,
          ownerID: agent.ownerID,
          connectedAt: FieldValue.serverTimestamp(),
        });
        tx.set(db.doc(secretsPath(claimPath)), { accessToken: token });
      });
      return {
        body: {
          message: legacy ? LEGACY_SAVED : NUMBER_CONNECTED,
          phoneId: input.phoneId,
          phoneNumber: found.phoneNumber,
        },
      };
    }
  },
});

/**
 * DELETE /agents/{agentId}/channels/whatsapp/{phoneId} (removeWhatsappNumber):
 * the number stops answering for the agent; its claim and token are released.
 * The business account's app subscription stays (other numbers of the
 * account may still be connected).
 */
export const disconnectWhatsapp = defineEndpoint({
  method: 'DELETE',
  path: '/agents/:agentId/channels/whatsapp/:phoneId',
  input: z.object({}),
  handle: async ({ db, params, caller }) => {
    const agent = await agentForOwner(db, caller, params.agentId ?? '');
    const claimPath = waNumberPath(params.phoneId ?? '');
    const claim = await db.doc(claimPath).get();
    if (!claim.exists || claim.get('agentId') !== agent.ID)
      throw new HttpError(404, 'This number is not connected to this agent.');
    const batch = db.batch();
    batch.delete(db.doc(secretsPath(claimPath)));
    batch.delete(claim.ref);
    await batch.commit();
    return { body: { message: NUMBER_REMOVED } };
  },
});
