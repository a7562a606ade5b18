import {
  collection,
  doc,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  writeBatch,
  type QueryConstraint,
} from 'firebase/firestore';
import {
  NOTIFICATION_COLLECTIONS,
  NOTIFICATION_LEVELS,
  notificationSchema,
  storedTimeMillis,
  type NotificationLevel,
  type Region,
} from '@vg/common';
import { NOTIFICATIONS_PER_LEVEL } from '@vg/common/constants';
import { regionDb } from './firebase';

/** A dashboard notification as the panel shows it (the shape the common rules take). */
export interface NotificationRecord {
  ID: string;
  level: NotificationLevel;
  title: string;
  body: string;
  tsMs: number;
  seen: boolean;
  notificationLevel: NotificationLevel;
  notifyOnly: string[];
  urlPathname?: string;
}

/** Whose notifications: a workspace's (ownerID) or a client's (notifyOnly). */
export type NotificationAudience = { ownerId: string } | { clientId: string };

function parse(level: NotificationLevel, id: string, data: unknown): NotificationRecord | null {
  const parsed = notificationSchema.safeParse({ ID: id, ...(data as object) });
  if (!parsed.success) return null;
  const value = parsed.data;
  return {
    ID: value.ID,
    level,
    title: value.title,
    body: value.body,
    tsMs: storedTimeMillis(value.ts),
    seen: value.seen,
    notificationLevel: level,
    notifyOnly: value.notifyOnly ?? [],
    urlPathname: value.urlPathname,
  };
}

/**
 * The latest notifications of both levels (two collections), live: the
 * newest 5 of each for the workspace, or those addressed to the client.
 */
export function watchNotifications(
  region: Region,
  audience: NotificationAudience,
  onChange: (notifications: NotificationRecord[]) => void,
  onError: (error: Error) => void,
): () => void {
  const byLevel = new Map<NotificationLevel, NotificationRecord[]>();
  const filter: QueryConstraint =
    'ownerId' in audience
      ? where('ownerID', '==', audience.ownerId)
      : where('notifyOnly', 'array-contains', audience.clientId);
  const stops = NOTIFICATION_LEVELS.map((level) =>
    onSnapshot(
      query(
        collection(regionDb(region), NOTIFICATION_COLLECTIONS[level]),
        filter,
        orderBy('ts', 'desc'),
        limit(NOTIFICATIONS_PER_LEVEL),
      ),
      (snap) => {
        byLevel.set(
          level,
          snap.docs.flatMap((d) => parse(level, d.id, d.data()) ?? []),
        );
        if (byLevel.size === NOTIFICATION_LEVELS.length) onChange([...byLevel.values()].flat());
      },
      onError,
    ),
  );
  return () => stops.forEach((stop) => stop());
}

/** 'Mark all as Read' and pop-ups: only `seen` changes (the rules allow nothing else). */
export async function markNotificationsSeen(
  region: Region,
  notifications: readonly Pick<NotificationRecord, 'ID' | 'level'>[],
): Promise<void> {
  if (notifications.length === 0) return;
  const db = regionDb(region);
  const batch = writeBatch(db);
  for (const notification of notifications) {
    batch.update(doc(db, NOTIFICATION_COLLECTIONS[notification.level], notification.ID), {
      seen: true,
    });
  }
  await batch.commit();
}
