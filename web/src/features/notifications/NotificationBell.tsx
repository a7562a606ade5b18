import { useMemo } from 'react';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { useNotifications } from '../../data/hooks/useNotifications';
import { markNotificationsSeen, type NotificationRecord } from '../../data/notifications';
import { useNotificationsStore } from '../../store/notifications';
import { useClientSession, type ClientSession } from '../clients/ClientContext';
import { panelNotifications } from './helpers/notificationFeed';
import { NotificationPanel, type NotificationPanelProps } from './NotificationPanel';
import { PushNotice } from './push/PushNotice';
import { useClientPush } from './push/useClientPush';
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
  const panel: NotificationPanelProps = {
    notifications: items ?? [],
    onClose: () => setOpen(false),
    onMarkAllRead: () => void markSeen(unseen),
    onOpen: (notification) => {
      if (!notification.seen) void markSeen([notification]);
      const path = notification.urlPathname;
      if (path?.startsWith('/')) {
        setOpen(false);
        navigate(path);
      }
    },
    settings: { sound, popUps },
    onSettingsChange: (next) => {
      setSound(next.sound);
      setPopUps(next.popUps);
    },
  };

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
      {open &&
        (client ? (
          <ClientBellPanel session={client} {...panel} />
        ) : (
          <NotificationPanel {...panel} />
        ))}
    </>
  );
}

/** A client's panel: its own notification choice, with this browser's push behind it. */
function ClientBellPanel({
  session,
  ...panel
}: NotificationPanelProps & { session: ClientSession }) {
  const push = useClientPush(session);
  return (
    <NotificationPanel
      {...panel}
      clientSettings={{
        value: push.settings,
        onChange: (next) => void push.save(next),
        push: <PushNotice push={push} value={push.settings.notifyThrough} />,
      }}
    />
  );
}
