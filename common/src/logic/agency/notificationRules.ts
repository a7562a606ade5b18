import {
  NOTIFICATION_MAX_AGE_SECONDS,
  NOTIFICATIONS_PER_LEVEL,
  NOTIFY_IF_CODE,
  TRUNCATE,
} from '../../constants';
import { truncate } from '../text/truncate';

/**
 * Which dashboard notifications a client sees, which pop up as a toast, and
 * how they are shortened. Times are milliseconds since the epoch.
 */

export interface NotificationItem {
  ID: string;
  title: string;
  body?: string;
  tsMs: number;
  seen?: boolean;
  notificationLevel?: number;
  notifyOnly?: readonly string[] | null;
}

/** An empty or missing notifyOnly addresses everyone. */
export function isAddressedTo(notification: NotificationItem, clientId: string | null): boolean {
  const only = notification.notifyOnly;
  if (!only || only.length === 0) return true;
  return clientId !== null && only.includes(clientId);
}

/**
 * Pops up (and is marked seen) only when unseen, under 120 s old and
 * addressed to this client.
 */
export function shouldPopUp(
  notification: NotificationItem,
  nowMs: number,
  clientId: string | null,
): boolean {
  if (notification.seen) return false;
  const ageMs = nowMs - notification.tsMs;
  return ageMs < NOTIFICATION_MAX_AGE_SECONDS * 1000 && isAddressedTo(notification, clientId);
}

/** The latest 5 of each level, newest first, levels in ascending order. */
export function latestPerLevel<T extends NotificationItem>(notifications: readonly T[]): T[] {
  const byLevel = new Map<number, T[]>();
  for (const notification of notifications) {
    const level = notification.notificationLevel ?? 1;
    byLevel.set(level, [...(byLevel.get(level) ?? []), notification]);
  }
  return [...byLevel.keys()]
    .sort((a, b) => a - b)
    .flatMap((level) =>
      (byLevel.get(level) ?? []).sort((a, b) => b.tsMs - a.tsMs).slice(0, NOTIFICATIONS_PER_LEVEL),
    );
}

/** Title and body as the toast and the panel show them (50 characters). */
export function notificationPreview(notification: NotificationItem): {
  title: string;
  body: string;
} {
  return {
    title: truncate(notification.title, TRUNCATE.notificationText),
    body: truncate(notification.body ?? '', TRUNCATE.notificationText),
  };
}

export type NotifyIf = keyof typeof NOTIFY_IF_CODE;

/** Stored numeric notifyIf codes: all 1, requestsOnly 2 (default), none 0. */
export function notifyIfFromCode(code: number | null | undefined): NotifyIf {
  const entry = Object.entries(NOTIFY_IF_CODE).find(([, value]) => value === code);
  return (entry?.[0] as NotifyIf | undefined) ?? 'requestsOnly';
}

export function notifyIfCode(value: NotifyIf): number {
  return NOTIFY_IF_CODE[value];
}

/** Whether a client wants to hear about an event under its notifyIf setting. */
export function wantsNotification(setting: NotifyIf, isHandoffRequest: boolean): boolean {
  if (setting === 'all') return true;
  if (setting === 'requestsOnly') return isHandoffRequest;
  return false;
}
