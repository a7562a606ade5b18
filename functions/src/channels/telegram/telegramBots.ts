import type { Firestore } from 'firebase-admin/firestore';
import {
  telegramBotSecretsSchema,
  toChannelParts,
  type Message,
  type TelegramBotSecrets,
} from '@vg/common';
import { callBotApi } from '../../gateways/telegram';
import { HttpError } from '../../http/HttpError';
import { pathId } from '../../http/pathId';
import { telegramCalls } from './telegramCalls';

/** `telegramBots/{botId}`: which agent the bot answers for (the claim). */
export function telegramBotPath(botId: string): string {
  return `telegramBots/${pathId(botId, 'botId')}`;
}

/** The bot's token and webhook secret: no rule lets a browser read or write it. */
export function telegramSecretsPath(botId: string): string {
  return `${telegramBotPath(botId)}/private/secrets`;
}

export async function readTelegramSecrets(
  db: Firestore,
  botId: string,
): Promise<TelegramBotSecrets | null> {
  const parsed = telegramBotSecretsSchema.safeParse(
    (await db.doc(telegramSecretsPath(botId)).get()).data(),
  );
  return parsed.success ? parsed.data : null;
}

/** The agent's messages into a Telegram chat, in order; a refusal stops and says why. */
export async function sendTelegramMessages(
  token: string,
  chatId: string,
  messages: readonly Message[],
): Promise<void> {
  for (const call of telegramCalls(chatId, toChannelParts(messages))) {
    const answer = await callBotApi(token, call.method, call.params);
    if (!answer.ok) {
      throw new HttpError(502, `Telegram did not accept the message: ${answer.description}`, {
        code: 'telegram-refused',
      });
    }
  }
}
