import { useState, type ReactNode } from 'react';
import {
  ActionIcon,
  Button,
  Divider,
  Group,
  Indicator,
  Paper,
  ScrollArea,
  Select,
  Stack,
  Switch,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowLeft, IconSettings, IconX } from '@tabler/icons-react';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { notificationPreview, type NotificationsSettings } from '@vg/common';
import { NOTIFICATION_PANEL_PX } from '@vg/common/constants';
import type { NotificationRecord } from '../../data/notifications';
import { notificationKey } from './helpers/notificationFeed';

dayjs.extend(relativeTime);

export interface NotificationPanelProps {
  notifications: readonly NotificationRecord[];
  onClose: () => void;
  onMarkAllRead: () => void;
  onOpen: (notification: NotificationRecord) => void;
  settings: { sound: boolean; popUps: boolean };
  onSettingsChange: (settings: { sound: boolean; popUps: boolean }) => void;
  /** A client's own settings: how and about what it is notified. */
  clientSettings?: {
    value: Pick<NotificationsSettings, 'notifyThrough' | 'notifyIf'>;
    onChange: (next: Pick<NotificationsSettings, 'notifyThrough' | 'notifyIf'>) => void;
    /** Shown under "Notify me through": whether this browser takes push notifications. */
    push?: ReactNode;
  };
}

const NOTIFY_THROUGH_OPTIONS = [
  { value: 'email', label: 'Email' },
  { value: 'push', label: 'Push Notifications' },
  { value: 'all', label: 'All Channels' },
  { value: 'none', label: 'None' },
];
const NOTIFY_IF_OPTIONS = [
  { value: 'all', label: 'All Messages' },
  { value: 'requestsOnly', label: 'Requests Only' },
  { value: 'none', label: 'None' },
];

/**
 * The notifications panel: fixed 350x500 at the bottom right, the latest
 * notifications (titles and bodies shortened to 50 characters), its
 * settings, and 'Mark all as Read'.
 */
export function NotificationPanel(props: NotificationPanelProps) {
  const [showSettings, setShowSettings] = useState(false);
  const unseen = props.notifications.filter((n) => !n.seen).length;
  return (
    <Paper
      role="dialog"
      aria-label="Notifications"
      shadow="xl"
      withBorder
      radius="md"
      style={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        width: NOTIFICATION_PANEL_PX.width,
        height: NOTIFICATION_PANEL_PX.height,
        maxWidth: 'calc(100vw - 32px)',
        maxHeight: 'calc(100dvh - 32px)',
        zIndex: 300,
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Group justify="space-between" p="sm" wrap="nowrap">
        <Group gap="xs">
          {showSettings && (
            <ActionIcon variant="subtle" aria-label="Back" onClick={() => setShowSettings(false)}>
              <IconArrowLeft size={16} />
            </ActionIcon>
          )}
          <Text fw={700}>{showSettings ? 'Settings' : 'Notifications'}</Text>
        </Group>
        <Group gap={4}>
          {!showSettings && (
            <ActionIcon
              variant="subtle"
              aria-label="Notification settings"
              onClick={() => setShowSettings(true)}
            >
              <IconSettings size={16} />
            </ActionIcon>
          )}
          <ActionIcon variant="subtle" aria-label="Close notifications" onClick={props.onClose}>
            <IconX size={16} />
          </ActionIcon>
        </Group>
      </Group>
      <Divider />
      {showSettings ? (
        <Stack p="md" gap="md" style={{ flex: 1, overflowY: 'auto' }}>
          <Switch
            label="Play a sound for new notifications"
            checked={props.settings.sound}
            onChange={(event) =>
              props.onSettingsChange({ ...props.settings, sound: event.currentTarget.checked })
            }
          />
          <Switch
            label="Show pop-ups for new notifications"
            checked={props.settings.popUps}
            onChange={(event) =>
              props.onSettingsChange({ ...props.settings, popUps: event.currentTarget.checked })
            }
          />
          {props.clientSettings && <ClientNotifySettings {...props.clientSettings} />}
        </Stack>
      ) : (
        <ScrollArea style={{ flex: 1 }} type="auto">
          {props.notifications.length === 0 && (
            <Text c="dimmed" size="sm" p="md">
              No notifications.
            </Text>
          )}
          <Stack gap={0} role="list">
            {props.notifications.map((notification) => (
              <NotificationRow
                key={notificationKey(notification)}
                notification={notification}
                onOpen={() => props.onOpen(notification)}
              />
            ))}
          </Stack>
        </ScrollArea>
      )}
      <Divider />
      <Group p="sm" justify="space-between">
        <Text size="xs" c="dimmed">
          {unseen > 0 ? `${unseen} unread` : 'All caught up'}
        </Text>
        <Button size="xs" variant="light" onClick={props.onMarkAllRead} disabled={unseen === 0}>
          Mark all as Read
        </Button>
      </Group>
    </Paper>
  );
}

function ClientNotifySettings({
  value,
  onChange,
  push,
}: NonNullable<NotificationPanelProps['clientSettings']>) {
  return (
    <>
      <Select
        label="Notify me through"
        data={NOTIFY_THROUGH_OPTIONS}
        value={value.notifyThrough}
        allowDeselect={false}
        comboboxProps={{ withinPortal: false }}
        onChange={(next) =>
          next && onChange({ ...value, notifyThrough: next as typeof value.notifyThrough })
        }
      />
      {push}
      <Select
        label="Notify me about"
        data={NOTIFY_IF_OPTIONS}
        value={value.notifyIf}
        allowDeselect={false}
        comboboxProps={{ withinPortal: false }}
        onChange={(next) => next && onChange({ ...value, notifyIf: next as typeof value.notifyIf })}
      />
    </>
  );
}

function NotificationRow({
  notification,
  onOpen,
}: {
  notification: NotificationRecord;
  onOpen: () => void;
}) {
  const { title, body } = notificationPreview(notification);
  return (
    <UnstyledButton
      role="listitem"
      onClick={onOpen}
      px="sm"
      py="xs"
      data-seen={notification.seen}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Indicator disabled={notification.seen} size={8} position="middle-start" offset={-6}>
          <Text size="sm" fw={notification.seen ? 400 : 700} pl={notification.seen ? 0 : 6}>
            {title}
          </Text>
        </Indicator>
        {notification.tsMs > 0 && (
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {dayjs(notification.tsMs).fromNow(true)}
          </Text>
        )}
      </Group>
      {body && (
        <Text size="xs" c="dimmed">
          {body}
        </Text>
      )}
    </UnstyledButton>
  );
}
