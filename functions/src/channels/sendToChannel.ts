import type { Firestore } from 'firebase-admin/firestore';
import type { ConversationChannel, Message } from '@vg/common';
import { HttpError } from '../http/HttpError';
import { discordChannelPath } from './discord/discordApp';
import { sendDiscordReply } from './discord/discordInteractions';
import { metaPagePath, readClaimToken, waNumberPath } from './meta/metaClaims';
import { sendPageMessages, sendWhatsappMessages } from './meta/metaSend';
import { readTelegramSecrets, sendTelegramMessages } from './telegram/telegramBots';

/**
 * Messages to a person on the channel their conversation came from, with
 * the credentials of the bot, number or page that was claimed for it.
 */
export async function sendToChannel(
  db: Firestore,
  channel: ConversationChannel,
  messages: readonly Message[],
): Promise<void> {
  switch (channel.type) {
    case 'telegram': {
      const secrets = await readTelegramSecrets(db, channel.id);
      if (!secrets) throw disconnected('Telegram bot');
      return sendTelegramMessages(secrets.botToken, channel.to, messages);
    }
    case 'whatsapp': {
      const token = await readClaimToken(db, waNumberPath(channel.id));
      if (!token) throw disconnected('WhatsApp number');
      return sendWhatsappMessages(token, channel.id, channel.to, messages);
    }
    case 'messenger':
    case 'instagram': {
      const token = await readClaimToken(db, metaPagePath(channel.id));
      if (!token) throw disconnected('page');
      return sendPageMessages(token, channel.type, channel.to, messages);
    }
    case 'discord': {
      const claim = await db.doc(discordChannelPath(channel.id)).get();
      if (!claim.exists) throw disconnected('Discord channel');
      return sendDiscordReply(channel.id, channel.to, messages);
    }
    default:
      throw disconnected(channel.type);
  }
}

function disconnected(what: string): HttpError {
  return new HttpError(
    409,
    `This conversation's ${what} is no longer connected: reconnect it on the Channels tab to reply.`,
    { code: 'channel-disconnected' },
  );
}
