import { useEffect, useRef } from 'react';
import { notifications as toasts } from '@mantine/notifications';
import { useNavigate } from 'react-router-dom';
import { notificationPreview, type Region } from '@vg/common';
import { NOTIFICATION_TOAST_MS } from '@vg/common/constants';
import { markNotificationsSeen, type NotificationRecord } from '../../data/notifications';
import { useNotificationsStore } from '../../store/notifications';
import { notificationKey, notificationsToPopUp } from './helpers/notificationFeed';
import { playNotificationSound } from './helpers/notificationSound';

/**
 * A new notification (unseen, under 120 s old, addressed to the viewer)
 * pops up as a toast for 5 s with the notification sound, and is marked
 * seen. Clicking the toast opens its page.
 */
export function useNotificationPopUps(
  region: Region,
  notifications: readonly NotificationRecord[] | null,
  clientId: string | null,
): void {
  const shown = useRef(new Set<string>());
  const popUps = useNotificationsStore((s) => s.popUps);
  const sound = useNotificationsStore((s) => s.sound);
  const navigate = useNavigate();

  useEffect(() => {
    if (!notifications || !popUps) return;
    const fresh = notificationsToPopUp(notifications, Date.now(), clientId, shown.current);
    if (fresh.length === 0) return;
    for (const notification of fresh) {
      const key = notificationKey(notification);
      shown.current.add(key);
      const { title, body } = notificationPreview(notification);
      const path = notification.urlPathname;
      toasts.show({
        id: `notification-${key}`,
        title,
        message: body || ' ',
        autoClose: NOTIFICATION_TOAST_MS,
        color: notification.level === 2 ? 'orange' : 'blue',
        style: path ? { cursor: 'pointer' } : undefined,
        onClick: path?.startsWith('/') ? () => navigate(path) : undefined,
      });
    }
    if (sound) playNotificationSound();
    markNotificationsSeen(region, fresh).catch((error: Error) =>
      console.warn('Notifications could not be marked seen', error),
    );
  }, [notifications, popUps, sound, clientId, region, navigate]);
}
