import { collection, onSnapshot, query, where as where_ } from 'firebase/firestore';
import { z } from 'zod';
import {
  createTemplateResponseSchema,
  discordChannelSchema,
  metaPageSchema,
  telegramBotSchema,
  whatsappNumberSchema,
  whatsappTemplatesResponseSchema,
  type MetaLoginResponse,
  type Region,
  type WhatsappTemplate,
  type WhatsappTemplateView,
} from '@vg/common';
import { callApi } from './api';
import { regionDb } from './firebase';

/** A Telegram bot answering for an agent (the claim; its token never reaches the browser). */
export interface ConnectedTelegramBot {
  botId: string;
  botUsername: string;
  botName: string;
}

const channelsPath = (agentId: string) => `/agents/${encodeURIComponent(agentId)}/channels`;

/**
 * The agent's claims in one channel collection, live. The rules let the
 * owning workspace read its claims, so the query names the workspace.
 */
function watchClaims<T>(
  collectionName: 'telegramBots' | 'waNumbers' | 'metaPages' | 'discordChannels',
  read: (data: unknown) => T | null,
  where: { region: Region; agentId?: string; ownerId: string },
  onChange: (claims: T[]) => void,
  onError: (error: Error) => void,
): () => void {
  const workspace = where_('ownerID', '==', where.ownerId);
  const claims =
    where.agentId === undefined
      ? query(collection(regionDb(where.region), collectionName), workspace)
      : query(
          collection(regionDb(where.region), collectionName),
          workspace,
          // Discord channels name their agent agentID, as the specification does.
          where_(collectionName === 'discordChannels' ? 'agentID' : 'agentId', '==', where.agentId),
        );
  return onSnapshot(
    claims,
    (snap) => onChange(snap.docs.flatMap((d) => read(d.data()) ?? [])),
    onError,
  );
}

/** The agent's connected Telegram bots, live. */
export function watchTelegramBots(
  region: Region,
  agentId: string,
  ownerId: string,
  onChange: (bots: ConnectedTelegramBot[]) => void,
  onError: (error: Error) => void,
): () => void {
  return watchClaims(
    'telegramBots',
    (data) => {
      const parsed = telegramBotSchema.safeParse(data);
      if (!parsed.success) return null;
      const { botId, botUsername = '', botName = '' } = parsed.data;
      return { botId, botUsername, botName };
    },
    { region, agentId, ownerId },
    onChange,
    onError,
  );
}

/** A WhatsApp number answering for an agent (its token never reaches the browser). */
export interface ConnectedWhatsappNumber {
  phoneId: string;
  phoneNumber: string;
}

export function watchWhatsappNumbers(
  region: Region,
  agentId: string,
  ownerId: string,
  onChange: (numbers: ConnectedWhatsappNumber[]) => void,
  onError: (error: Error) => void,
): () => void {
  return watchClaims(
    'waNumbers',
    (data) => {
      const parsed = whatsappNumberSchema.safeParse(data);
      return parsed.success
        ? { phoneId: parsed.data.phoneId, phoneNumber: parsed.data.phoneNumber ?? '' }
        : null;
    },
    { region, agentId, ownerId },
    onChange,
    onError,
  );
}

/** A Facebook page answering for an agent on Messenger, and on Instagram when it has an account. */
export interface ConnectedMetaPage {
  pageId: string;
  pageName: string;
  igPageId: string | null;
  igPageName: string;
}

export function watchMetaPages(
  region: Region,
  agentId: string,
  ownerId: string,
  onChange: (pages: ConnectedMetaPage[]) => void,
  onError: (error: Error) => void,
): () => void {
  return watchClaims(
    'metaPages',
    (data) => {
      const parsed = metaPageSchema.safeParse(data);
      if (!parsed.success) return null;
      const { pageId, pageName = '', igPageId, igPageName = '' } = parsed.data;
      return { pageId, pageName, igPageId: igPageId ?? null, igPageName };
    },
    { region, agentId, ownerId },
    onChange,
    onError,
  );
}

/** A Discord channel whose /ask command answers as an agent. */
export interface ConnectedDiscordChannel {
  channelId: string;
  channelName: string;
}

export function watchDiscordChannels(
  region: Region,
  agentId: string,
  ownerId: string,
  onChange: (channels: ConnectedDiscordChannel[]) => void,
  onError: (error: Error) => void,
): () => void {
  return watchClaims(
    'discordChannels',
    (data) => {
      const parsed = discordChannelSchema.safeParse(data);
      return parsed.success
        ? { channelId: parsed.data.channelId, channelName: parsed.data.channelName ?? '' }
        : null;
    },
    { region, agentId, ownerId },
    onChange,
    onError,
  );
}

/** The OAuth2 address that adds the platform's bot to a Discord server. */
export async function discordInstallUrl(region: Region): Promise<string> {
  return (await callApi<{ url: string }>(region, 'GET', '/channels/discord/install')).url;
}

export function connectDiscordChannel(
  region: Region,
  agentId: string,
  input: { channelId: string; webhookUrl: string },
): Promise<{ message: string }> {
  return callApi(region, 'POST', `${channelsPath(agentId)}/discord`, { body: input });
}

export function removeDiscordChannel(
  region: Region,
  agentId: string,
  channelId: string,
): Promise<{ message: string }> {
  return callApi(
    region,
    'DELETE',
    `${channelsPath(agentId)}/discord/${encodeURIComponent(channelId)}`,
  );
}

/** The address of Meta's login dialog, sending the person back to `redirectUri`. */
export async function metaLoginDialogUrl(
  region: Region,
  redirectUri: string,
  state: string,
): Promise<string> {
  const answer = await callApi<{ url: string }>(region, 'GET', '/channels/meta/login-dialog', {
    query: { redirectUri, state },
  });
  return answer.url;
}

/** Hands the login dialog's token to the functions; answers the numbers and pages it may connect. */
export function metaLogin(
  region: Region,
  agentId: string,
  token: string,
): Promise<MetaLoginResponse> {
  return callApi(region, 'POST', `${channelsPath(agentId)}/meta/login`, { body: { token } });
}

export function connectWhatsappNumber(
  region: Region,
  agentId: string,
  phoneId: string,
): Promise<{ message: string }> {
  return callApi(region, 'POST', `${channelsPath(agentId)}/whatsapp`, { body: { phoneId } });
}

/** WhatsApp's Legacy (manual tokens) method: a number with a system user's permanent token. */
export function connectWhatsappWithToken(
  region: Region,
  agentId: string,
  fields: { phoneId: string; businessId: string; accessToken: string },
): Promise<{ message: string }> {
  return callApi(region, 'POST', `${channelsPath(agentId)}/whatsapp`, { body: fields });
}

export function removeWhatsappNumber(
  region: Region,
  agentId: string,
  phoneId: string,
): Promise<{ message: string }> {
  return callApi(
    region,
    'DELETE',
    `${channelsPath(agentId)}/whatsapp/${encodeURIComponent(phoneId)}`,
  );
}

const templatesPath = (agentId: string, phoneId: string) =>
  `${channelsPath(agentId)}/whatsapp/${encodeURIComponent(phoneId)}/templates`;

/** The message templates of a connected number's business account, with Meta's review status. */
export async function listWhatsappTemplates(
  region: Region,
  agentId: string,
  phoneId: string,
): Promise<WhatsappTemplateView[]> {
  const answer = whatsappTemplatesResponseSchema.parse(
    await callApi(region, 'GET', templatesPath(agentId, phoneId)),
  );
  return answer.templates;
}

/** createTemplate: submits a template to Meta's review ('Template created successfully'). */
export async function createWhatsappTemplate(
  region: Region,
  agentId: string,
  phoneId: string,
  template: WhatsappTemplate,
): Promise<{ message: string; template: WhatsappTemplateView }> {
  return createTemplateResponseSchema.parse(
    await callApi(region, 'POST', templatesPath(agentId, phoneId), { body: template }),
  );
}

/** The WhatsApp test message: `text` from the connected number to `phoneNumber` (+country code). */
export async function sendWhatsappTestMessage(
  region: Region,
  agentId: string,
  phoneId: string,
  message: { phoneNumber: string; text: string },
): Promise<string> {
  const answer = z
    .looseObject({ message: z.string() })
    .parse(
      await callApi(
        region,
        'POST',
        `${channelsPath(agentId)}/whatsapp/${encodeURIComponent(phoneId)}/test-message`,
        { body: message },
      ),
    );
  return answer.message;
}

export function connectMetaPage(
  region: Region,
  agentId: string,
  pageId: string,
): Promise<{ message: string }> {
  return callApi(region, 'POST', `${channelsPath(agentId)}/meta-pages`, { body: { pageId } });
}

export function removeMetaPage(
  region: Region,
  agentId: string,
  pageId: string,
): Promise<{ message: string }> {
  return callApi(
    region,
    'DELETE',
    `${channelsPath(agentId)}/meta-pages/${encodeURIComponent(pageId)}`,
  );
}

/** checkPageSubscriptions: whether Meta sends the page's messages to the agent. */
export function checkPageSubscriptions(
  region: Region,
  agentId: string,
  pageId: string,
): Promise<{ messenger: boolean; instagram: boolean; messages: string[] }> {
  return callApi(
    region,
    'GET',
    `${channelsPath(agentId)}/meta-pages/${encodeURIComponent(pageId)}/subscriptions`,
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

/** One channel connection of the workspace as Credentials lists it: never its token. */
export interface ChannelCredential {
  /** Stable within the list. */
  key: string;
  channel: 'Telegram' | 'WhatsApp' | 'Messenger' | 'Instagram' | 'Discord';
  account: string;
  agentId: string;
  /** What may be shown of the token: a Telegram bot's public id, else nothing. */
  tokenShown: string;
}

/**
 * Every channel connection of the workspace (all its agents), live, for
 * Credentials: the four claim collections the workspace may read. Tokens
 * stay in the private documents the functions read.
 */
export function watchWorkspaceChannelCredentials(
  region: Region,
  ownerId: string,
  onChange: (credentials: ChannelCredential[]) => void,
  onError: (error: Error) => void,
): () => void {
  const parts = new Map<string, ChannelCredential[]>();
  const changed = (name: string) => (found: ChannelCredential[]) => {
    parts.set(name, found);
    if (parts.size === 4) onChange([...parts.values()].flat());
  };
  const hidden = 'Kept by the server';
  const stops = [
    watchClaims(
      'telegramBots',
      (data): ChannelCredential[] | null => {
        const bot = telegramBotSchema.safeParse(data);
        if (!bot.success) return null;
        const name = bot.data.botUsername
          ? `@${bot.data.botUsername}`
          : bot.data.botName || bot.data.botId;
        return [
          {
            key: `telegram:${bot.data.botId}`,
            channel: 'Telegram',
            account: name,
            agentId: bot.data.agentId,
            tokenShown: `${bot.data.botId}:••••••••`,
          },
        ];
      },
      { region, ownerId },
      (found) => changed('telegram')(found.flat()),
      onError,
    ),
    watchClaims(
      'waNumbers',
      (data): ChannelCredential[] | null => {
        const number = whatsappNumberSchema.safeParse(data);
        if (!number.success) return null;
        return [
          {
            key: `whatsapp:${number.data.phoneId}`,
            channel: 'WhatsApp',
            account: number.data.phoneNumber || number.data.phoneId,
            agentId: number.data.agentId,
            tokenShown: hidden,
          },
        ];
      },
      { region, ownerId },
      (found) => changed('whatsapp')(found.flat()),
      onError,
    ),
    watchClaims(
      'metaPages',
      (data): ChannelCredential[] | null => {
        const page = metaPageSchema.safeParse(data);
        if (!page.success) return null;
        const { pageId, pageName, igPageId, igPageName, agentId } = page.data;
        return [
          {
            key: `messenger:${pageId}`,
            channel: 'Messenger',
            account: pageName || pageId,
            agentId,
            tokenShown: hidden,
          },
          ...(igPageId
            ? [
                {
                  key: `instagram:${igPageId}`,
                  channel: 'Instagram' as const,
                  account: igPageName ? `@${igPageName}` : igPageId,
                  agentId,
                  tokenShown: hidden,
                },
              ]
            : []),
        ];
      },
      { region, ownerId },
      (found) => changed('meta')(found.flat()),
      onError,
    ),
    watchClaims(
      'discordChannels',
      (data): ChannelCredential[] | null => {
        const channel = discordChannelSchema.safeParse(data);
        if (!channel.success) return null;
        return [
          {
            key: `discord:${channel.data.channelId}`,
            channel: 'Discord',
            account: channel.data.channelName
              ? `#${channel.data.channelName}`
              : channel.data.channelId,
            agentId: channel.data.agentID,
            tokenShown: hidden,
          },
        ];
      },
      { region, ownerId },
      (found) => changed('discord')(found.flat()),
      onError,
    ),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
