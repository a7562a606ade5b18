import { isAddressedTo, latestPerLevel, shouldPopUp } from '@vg/common';
import type { NotificationRecord } from '../../../data/notifications';

/** Identifies a notification across both collections. */
export function notificationKey(notification: Pick<NotificationRecord, 'ID' | 'level'>): string {
  return `${notification.level}/${notification.ID}`;
}

/**
 * What the panel lists: notifications addressed to the viewer (a client
 * only sees those whose notifyOnly names it, or names no one), the latest
 * 5 of each level, level 1 first.
 */
export function panelNotifications(
  notifications: readonly NotificationRecord[],
  clientId: string | null,
): NotificationRecord[] {
  return latestPerLevel(notifications.filter((n) => isAddressedTo(n, clientId)));
}

/**
 * The notifications to pop up now: unseen, under 120 s old, addressed to
 * the viewer, and not popped up before in this page.
 */
export function notificationsToPopUp(
  notifications: readonly NotificationRecord[],
  nowMs: number,
  clientId: string | null,
  alreadyShown: ReadonlySet<string>,
): NotificationRecord[] {
  return notifications.filter(
    (n) => shouldPopUp(n, nowMs, clientId) && !alreadyShown.has(notificationKey(n)),
  );
}
