import type { Region } from '@vg/common';
import {
  watchNotifications,
  type NotificationAudience,
  type NotificationRecord,
} from '../notifications';
import { useLiveValue, type LiveValue } from './useLiveValue';

/** The latest notifications of a workspace or a client, live; null audience: none. */
export function useNotifications(
  region: Region,
  audience: NotificationAudience | null,
): LiveValue<NotificationRecord[]> {
  const key = audience
    ? `${region}/${'ownerId' in audience ? `o:${audience.ownerId}` : `c:${audience.clientId}`}`
    : null;
  return useLiveValue<NotificationRecord[]>(key, (onChange, onError) =>
    audience ? watchNotifications(region, audience, onChange, onError) : () => undefined,
  );
}
