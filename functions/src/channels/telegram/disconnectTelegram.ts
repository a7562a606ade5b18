import { z } from 'zod';
import { callBotApi } from '../../gateways/telegram';
import { defineEndpoint } from '../../http/endpoint';
import { HttpError } from '../../http/HttpError';
import { agentForOwner } from '../agentTeam';
import { readTelegramSecrets, telegramBotPath, telegramSecretsPath } from './telegramBots';

export const TELEGRAM_REMOVED = 'Telegram channel disconnected.';

/**
 * DELETE /agents/{agentId}/channels/telegram/{botId}: the bot stops
 * answering for the agent. Its webhook is deleted at Telegram (a token
 * revoked meanwhile does not keep the claim), then the claim and the
 * token are released.
 */
export const disconnectTelegram = defineEndpoint({
  method: 'DELETE',
  path: '/agents/:agentId/channels/telegram/:botId',
  input: z.object({}),
  handle: async ({ db, params, caller }) => {
    const agent = await agentForOwner(db, caller, params.agentId ?? '');
    const botId = params.botId ?? '';
    const claim = await db.doc(telegramBotPath(botId)).get();
    if (!claim.exists || claim.get('agentId') !== agent.ID)
      throw new HttpError(404, 'This bot is not connected to this agent.');
    const secrets = await readTelegramSecrets(db, botId);
    if (secrets) {
      const answer = await callBotApi(secrets.botToken, 'deleteWebhook');
      if (!answer.ok && answer.errorCode !== 401)
        throw new HttpError(502, `Telegram did not delete the webhook: ${answer.description}`);
    }
    const batch = db.batch();
    batch.delete(db.doc(telegramSecretsPath(botId)));
    batch.delete(claim.ref);
    await batch.commit();
    return { body: { message: TELEGRAM_REMOVED } };
  },
});
