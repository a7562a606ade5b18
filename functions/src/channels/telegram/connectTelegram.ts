import { randomBytes } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { REGIONS, telegramBotId, telegramConnectionInputSchema } from '@vg/common';
import { loadEnv } from '../../env';
import { dbFor } from '../../firestore';
import { callBotApi } from '../../gateways/telegram';
import { defineEndpoint } from '../../http/endpoint';
import { HttpError } from '../../http/HttpError';
import { agentForOwner } from '../agentTeam';
import { telegramBotPath, telegramSecretsPath } from './telegramBots';

export const TELEGRAM_SAVED = 'Telegram channel saved successfully';
const TAKEN = 'This Telegram bot already answers for another agent: disconnect it there first.';

/**
 * POST /agents/{agentId}/channels/telegram `{botToken}`: the bot answers
 * for this agent. Telegram confirms the token (getMe), then the webhook is
 * set with a fresh secret token that every update must carry; only then is
 * the bot claimed for the agent (in either region it belongs to one agent),
 * its token and secret kept where no browser reads them.
 */
export const connectTelegram = defineEndpoint({
  method: 'POST',
  path: '/agents/:agentId/channels/telegram',
  input: telegramConnectionInputSchema,
  handle: async ({ db, region, params, input, caller }) => {
    const agent = await agentForOwner(db, caller, params.agentId ?? '');
    const botId = telegramBotId(input.botToken);
    const claim = db.doc(telegramBotPath(botId));
    for (const other of REGIONS) {
      const existing = await dbFor(other).doc(telegramBotPath(botId)).get();
      if (existing.exists && (other !== region || existing.get('agentId') !== agent.ID))
        throw new HttpError(409, TAKEN, { code: 'channel-taken' });
    }
    const me = await callBotApi(input.botToken, 'getMe');
    if (!me.ok) throw new HttpError(400, `Failed to set webhook: ${me.description}`);
    const bot = me.result as { id?: unknown; username?: unknown; first_name?: unknown };
    if (String(bot.id) !== botId)
      throw new HttpError(400, 'Failed to set webhook: the token does not belong to this bot');
    const secretToken = randomBytes(32).toString('base64url');
    const webhookUrl = `${loadEnv().VG_PUBLIC_ORIGIN}/api/${region}/channels/telegram/${botId}/webhook`;
    const set = await callBotApi(input.botToken, 'setWebhook', {
      url: webhookUrl,
      secret_token: secretToken,
      allowed_updates: ['message', 'callback_query'],
      drop_pending_updates: true,
    });
    if (!set.ok) throw new HttpError(400, `Failed to set webhook: ${set.description}`);
    const username = typeof bot.username === 'string' ? bot.username : '';
    await db.runTransaction(async (tx) => {
      const now = await tx.get(claim);
      if (now.exists && now.get('agentId') !== agent.ID)
        throw new HttpError(409, TAKEN, { code: 'channel-taken' });
      tx.set(claim, {
        agentId: agent.ID,
        botId,
        botUsername: username,
        botName: typeof bot.first_name === 'string' ? bot.first_name : username,
        webhookUrl,
        ownerID: agent.ownerID,
        connectedAt: FieldValue.serverTimestamp(),
      });
      tx.set(db.doc(telegramSecretsPath(botId)), { botToken: input.botToken, secretToken });
    });
    return { body: { message: TELEGRAM_SAVED, botId, botUsername: username } };
  },
});
