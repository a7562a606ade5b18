import { useState } from 'react';
import { Alert, Badge, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import {
  WHITELABEL_TRIAL_DAYS,
  isOnWhitelabelTrial,
  whitelabelTrialRefusal,
  type Region,
  type Workspace,
} from '@vg/common';
import { activateWhitelabelTrial } from '../../../data/agency';

/**
 * The whitelabel trial on the Agency page: the offer for a workspace that
 * never had it nor the add-on, the end date while it runs, nothing after.
 * The workspace record updates live once the function has started it.
 */
export function WhitelabelTrialOffer({ region, own }: { region: Region; own: Workspace }) {
  const [busy, setBusy] = useState(false);
  const endsAt = own.internal?.whitelabelTrialEndsAt;
  if (isOnWhitelabelTrial(own, Date.now()) && endsAt) {
    return (
      <Group gap="xs">
        <Badge variant="light" color="grape" size="lg">
          Whitelabel trial until {dayjs.unix(endsAt).format('DD/MM/YYYY')}
        </Badge>
      </Group>
    );
  }
  if (whitelabelTrialRefusal(own)) return null;

  const start = async () => {
    setBusy(true);
    try {
      await activateWhitelabelTrial(region);
      notifications.show({
        color: 'green',
        message: `Whitelabel trial started: ${WHITELABEL_TRIAL_DAYS} days.`,
        autoClose: 3000,
      });
    } catch (failure) {
      notifications.show({ color: 'red', message: (failure as Error).message, autoClose: 4000 });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Alert
      color="grape"
      variant="light"
      title={`Try whitelabel free for ${WHITELABEL_TRIAL_DAYS} days`}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          Auto Billing for your clients and a custom domain, free for {WHITELABEL_TRIAL_DAYS} days.
          Each workspace can start the trial once.
        </Text>
        <Button color="grape" loading={busy} onClick={() => void start()}>
          Start {WHITELABEL_TRIAL_DAYS}-day trial
        </Button>
      </Group>
    </Alert>
  );
}
