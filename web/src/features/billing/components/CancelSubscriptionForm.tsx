import { Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import {
  CANCELLATION_REASONS,
  canSubmitCancellation,
  cancellationReasonText,
  type CancellationReason,
} from '@vg/common';
import { billingApi, type BillingAccount } from '../../../data/billing';

/** Cancel at the period's end: a reason is required, Other needs words. */
export function CancelSubscriptionForm({
  account,
  onDone,
}: {
  account: BillingAccount;
  /** Called with whether the cancellation went through. */
  onDone: (cancelled: boolean) => void;
}) {
  const [reason, setReason] = useState<CancellationReason | null>(null);
  const [other, setOther] = useState('');
  const [busy, setBusy] = useState(false);

  async function cancel() {
    if (!reason) return;
    setBusy(true);
    try {
      await billingApi.cancelSubscription(account, cancellationReasonText(reason, other));
      notifications.show({
        color: 'green',
        message: 'Subscription cancelled successfully',
        autoClose: 3000,
      });
      onDone(true);
    } catch {
      notifications.show({
        color: 'red',
        message: 'Error cancelling subscription',
        autoClose: 4000,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="xs">
      <Text size="sm">
        Your plan stays until the end of the billing period, then the workspace moves to Free.
      </Text>
      <Radio.Group
        label="Why are you cancelling?"
        required
        value={reason}
        onChange={(value) => setReason(value as CancellationReason)}
      >
        <Stack gap={6} mt="xs">
          {CANCELLATION_REASONS.map((r) => (
            <Radio key={r} value={r} label={r} />
          ))}
        </Stack>
      </Radio.Group>
      {reason === 'Other' && (
        <Textarea
          label="Tell us more"
          required
          value={other}
          onChange={(e) => setOther(e.currentTarget.value)}
        />
      )}
      <Group>
        <Button
          color="red"
          disabled={!canSubmitCancellation(reason, other)}
          loading={busy}
          onClick={() => void cancel()}
        >
          Confirm cancellation
        </Button>
        <Button variant="default" onClick={() => onDone(false)}>
          Keep my plan
        </Button>
      </Group>
    </Stack>
  );
}
