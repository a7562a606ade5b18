import { useMemo } from 'react';
import { ActionIcon, Indicator } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { IconBell } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { updateOwnClientSettings } from '../../data/clients';
import { useNotifications } from '../../data/hooks/useNotifications';
import { markNotificationsSeen, type NotificationRecord } from '../../data/notifications';
import { useNotificationsStore } from '../../store/notifications';
import { useClientSession } from '../clients/ClientContext';
import { panelNotifications } from './helpers/notificationFeed';
import { NotificationPanel } from './NotificationPanel';
import { useNotificationAudience } from './useNotificationAudience';
import { useNotificationPopUps } from './useNotificationPopUps';

/**
 * The bell of the top bar: follows the viewer's notifications live, counts
 * the unread ones, pops new ones up, and opens the panel.
 */
export function NotificationBell() {
  const viewer = useNotificationAudience();
  const region = viewer?.region ?? 'eu';
  const clientId = viewer?.clientId ?? null;
  const live = useNotifications(region, viewer?.audience ?? null);
  const items = useMemo(
    () => (live.status === 'ready' ? panelNotifications(live.value, clientId) : null),
    [live, clientId],
  );
  useNotificationPopUps(region, items, clientId);
  const open = useNotificationsStore((s) => s.panelOpen);
  const setOpen = useNotificationsStore((s) => s.setPanelOpen);
  const sound = useNotificationsStore((s) => s.sound);
  const popUps = useNotificationsStore((s) => s.popUps);
  const setSound = useNotificationsStore((s) => s.setSound);
  const setPopUps = useNotificationsStore((s) => s.setPopUps);
  const navigate = useNavigate();
  const client = useClientSession();
  if (!viewer) return null;

  const unseen = items?.filter((n) => !n.seen) ?? [];
  const markSeen = (list: readonly NotificationRecord[]) =>
    markNotificationsSeen(region, list).catch((error: Error) =>
      console.warn('Notifications could not be marked seen', error),
    );

  return (
    <>
      <Indicator
        label={unseen.length}
        size={16}
        disabled={unseen.length === 0}
        color="red"
        offset={4}
      >
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={`Notifications${unseen.length ? ` (${unseen.length} unread)` : ''}`}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          <IconBell size={18} />
        </ActionIcon>
      </Indicator>
      {open && (
        <NotificationPanel
          notifications={items ?? []}
          onClose={() => setOpen(false)}
          onMarkAllRead={() => void markSeen(unseen)}
          onOpen={(notification) => {
            if (!notification.seen) void markSeen([notification]);
            const path = notification.urlPathname;
            if (path?.startsWith('/')) {
              setOpen(false);
              navigate(path);
            }
          }}
          settings={{ sound, popUps }}
          onSettingsChange={(next) => {
            setSound(next.sound);
            setPopUps(next.popUps);
          }}
          clientSettings={
            client
              ? {
                  // Default: all channels, requests only.
                  value: client.client.notificationsSettings ?? {
                    notifyThrough: 'all',
                    notifyIf: 'requestsOnly',
                  },
                  onChange: (notificationsSettings) =>
                    void updateOwnClientSettings(client.region, client.client.ID, {
                      notificationsSettings,
                    }).then(
                      () =>
                        toasts.show({
                          color: 'green',
                          message: 'Updated client data',
                          autoClose: 2000,
                        }),
                      () =>
                        toasts.show({
                          color: 'red',
                          message: 'Failed to update client data',
                          autoClose: 3000,
                        }),
                    ),
                }
              : undefined
          }
        />
      )}
    </>
  );
}
