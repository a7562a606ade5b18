import { collection, onSnapshot, query, where } from 'firebase/firestore';
import { telegramBotSchema, type Region } from '@vg/common';
import { callApi } from './api';
import { regionDb } from './firebase';

/** A Telegram bot answering for an agent (the claim; its token never reaches the browser). */
export interface ConnectedTelegramBot {
  botId: string;
  botUsername: string;
  botName: string;
}

/**
 * The agent's connected Telegram bots, live. The rules let the owning
 * workspace read its claims, so the query names the workspace.
 */
export function watchTelegramBots(
  region: Region,
  agentId: string,
  ownerId: string,
  onChange: (bots: ConnectedTelegramBot[]) => void,
  onError: (error: Error) => void,
): () => void {
  const claims = query(
    collection(regionDb(region), 'telegramBots'),
    where('ownerID', '==', ownerId),
    where('agentId', '==', agentId),
  );
  return onSnapshot(
    claims,
    (snap) =>
      onChange(
        snap.docs.flatMap((d) => {
          const parsed = telegramBotSchema.safeParse(d.data());
          if (!parsed.success) return [];
          const { botId, botUsername = '', botName = '' } = parsed.data;
          return [{ botId, botUsername, botName }];
        }),
      ),
    onError,
  );
}

/** Connects a bot by its BotFather token; answers the spec's notice text. */
export async function connectTelegramBot(
  region: Region,
  agentId: string,
  botToken: string,
): Promise<{ message: string; botUsername: string }> {
  return callApi(region, 'POST', `/agents/${encodeURIComponent(agentId)}/channels/telegram`, {
    body: { botToken },
  });
}

export async function disconnectTelegramBot(
  region: Region,
  agentId: string,
  botId: string,
): Promise<{ message: string }> {
  return callApi(
    region,
    'DELETE',
    `/agents/${encodeURIComponent(agentId)}/channels/telegram/${encodeURIComponent(botId)}`,
  );
}

/** A team member's reply in a conversation from a messaging channel: the function delivers it. */
export async function sendChannelReply(
  region: Region,
  agentId: string,
  convoId: string,
  reply: { text: string; agentName: string },
): Promise<void> {
  await callApi(
    region,
    'POST',
    `/agents/${encodeURIComponent(agentId)}/convos/${encodeURIComponent(convoId)}/channel-reply`,
    { body: reply },
  );
}
