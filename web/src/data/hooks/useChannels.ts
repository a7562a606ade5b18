import type { Region } from '@vg/common';
import {
  watchDiscordChannels,
  watchMetaPages,
  watchTelegramBots,
  watchWhatsappNumbers,
  type ConnectedDiscordChannel,
  type ConnectedMetaPage,
  type ConnectedTelegramBot,
  type ConnectedWhatsappNumber,
} from '../channels';
import { useLiveValue, type LiveValue } from './useLiveValue';

/** The agent's Telegram bots, live (null ids: nothing to watch yet). */
export function useTelegramBots(
  region: Region,
  agentId: string | null,
  ownerId: string | null,
): LiveValue<ConnectedTelegramBot[]> {
  return useLiveValue<ConnectedTelegramBot[]>(
    agentId && ownerId ? `${region}/${ownerId}/${agentId}` : null,
    (onChange, onError) =>
      watchTelegramBots(region, agentId ?? '', ownerId ?? '', onChange, onError),
  );
}

/** The agent's WhatsApp numbers, live. */
export function useWhatsappNumbers(
  region: Region,
  agentId: string | null,
  ownerId: string | null,
): LiveValue<ConnectedWhatsappNumber[]> {
  return useLiveValue<ConnectedWhatsappNumber[]>(
    agentId && ownerId ? `${region}/${ownerId}/${agentId}` : null,
    (onChange, onError) =>
      watchWhatsappNumbers(region, agentId ?? '', ownerId ?? '', onChange, onError),
  );
}

/** The agent's Facebook pages (Messenger, and Instagram through them), live. */
export function useMetaPages(
  region: Region,
  agentId: string | null,
  ownerId: string | null,
): LiveValue<ConnectedMetaPage[]> {
  return useLiveValue<ConnectedMetaPage[]>(
    agentId && ownerId ? `${region}/${ownerId}/${agentId}` : null,
    (onChange, onError) => watchMetaPages(region, agentId ?? '', ownerId ?? '', onChange, onError),
  );
}

/** The agent's Discord channels, live. */
export function useDiscordChannels(
  region: Region,
  agentId: string | null,
  ownerId: string | null,
): LiveValue<ConnectedDiscordChannel[]> {
  return useLiveValue<ConnectedDiscordChannel[]>(
    agentId && ownerId ? `${region}/${ownerId}/${agentId}` : null,
    (onChange, onError) =>
      watchDiscordChannels(region, agentId ?? '', ownerId ?? '', onChange, onError),
  );
}
