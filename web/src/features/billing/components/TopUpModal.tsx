import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import {
  CREDIT_UNIT_COST_USD,
  TOP_UP_MINIMUM,
  canConfirmTopUp,
  creditsForUsd,
  topUpAmountUsd,
  topUpHint,
  type CountryBillingInfo,
} from '@vg/common';
import { billingApi, type BillingAccount } from '../../../data/billing';
import { formatMoney } from '../helpers/catalogue';

/** Add to credit balance: at least 5 in the local currency, sent in USD. */
export function TopUpModal({
  opened,
  onClose,
  account,
  info,
  paid,
}: {
  opened: boolean;
  onClose: () => void;
  account: BillingAccount;
  info: CountryBillingInfo;
  paid: boolean;
}) {
  const [amount, setAmount] = useState<number | null>(10);
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hint = topUpHint(amount);
  const usd = amount ? topUpAmountUsd(amount, info.exchangeRate) : 0;

  async function confirm() {
    if (!amount) return;
    setProcessing(true);
    setError(null);
    try {
      const answer = await billingApi.topUpUsd(account, usd, info.currency);
      notifications.show({ color: 'green', message: answer.message, autoClose: 3000 });
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Failed to top up balance');
    } finally {
      setProcessing(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Add to credit balance">
      <Stack>
        <NumberInput
          label={`Amount (${info.currency})`}
          min={TOP_UP_MINIMUM}
          prefix={info.currencySymbol}
          decimalScale={2}
          value={amount ?? ''}
          onChange={(value) => setAmount(typeof value === 'number' ? value : null)}
          description={
            hint ??
            `${creditsForUsd(usd, CREDIT_UNIT_COST_USD).toLocaleString('en')} credits${info.taxRate ? `, plus ${info.taxDescription}` : ''}`
          }
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Text size="xs" c="dimmed">
          Charged to your saved card
          {amount ? `: ${formatMoney(amount * (1 + info.taxRate / 100), info.currency)}` : ''}.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={() => void confirm()}
            loading={processing}
            disabled={
              !canConfirmTopUp({ amount, planId: paid ? 'pay_as_you_go' : 'free', processing })
            }
          >
            Confirm
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
