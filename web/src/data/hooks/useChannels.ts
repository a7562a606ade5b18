import type { Region } from '@vg/common';
import { watchTelegramBots, type ConnectedTelegramBot } from '../channels';
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
