import { Button, Card, Group, Select, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import {
  AUTO_RECHARGE_OPTIONS,
  DEFAULT_AUTOCHARGE,
  DEFAULT_MONTHLY_CHARGE_LIMIT,
  FREE_PLAN_AUTO_RECHARGE_MESSAGE,
  monthlyLimitLabel,
  validateAutoRecharge,
} from '@vg/common';
import { billingApi, type BillingAccount } from '../../../data/billing';
import { useWorkspace } from '../../workspaces/WorkspaceContext';

const options = (values: number[], label: (value: number) => string) =>
  values.map((value) => ({ value: String(value), label: label(value) }));

/**
 * Automatic Recharge: when credits fall below the threshold, the saved card
 * is charged the amount, at most the monthly limit (0 = No Limit) a month.
 */
export function AutoRechargeCard({
  account,
  paid,
  compact = false,
}: {
  account: BillingAccount;
  paid: boolean;
  compact?: boolean;
}) {
  const { current } = useWorkspace();
  const internal = current.internal ?? {};
  const [enabled, setEnabled] = useState(current.automaticBilling === true);
  const [threshold, setThreshold] = useState(
    internal.autochargeCreditThreshold ?? DEFAULT_AUTOCHARGE.threshold,
  );
  const [amount, setAmount] = useState(
    internal.autochargeCreditAmount ?? DEFAULT_AUTOCHARGE.amount,
  );
  const [limit, setLimit] = useState(internal.monthlyChargeLimit ?? DEFAULT_MONTHLY_CHARGE_LIMIT);
  const [saving, setSaving] = useState(false);

  async function save() {
    const problem = validateAutoRecharge(
      { enabled, threshold, amount, monthlyLimit: limit },
      paid ? 'pay_as_you_go' : 'free',
    );
    if (problem) {
      notifications.show({ color: 'red', message: problem, autoClose: 4000 });
      return;
    }
    setSaving(true);
    try {
      const answer = await billingApi.changeAutoBilling(account, {
        autoBilling: enabled,
        threshold,
        amount,
        monthlyChargeLimit: limit,
      });
      notifications.show({ color: 'green', message: answer.message, autoClose: 3000 });
    } catch (e) {
      notifications.show({
        color: 'red',
        message: `Error: ${e instanceof Error ? e.message : 'Unknown error'}`,
        autoClose: 4000,
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card
      withBorder
      padding={compact ? 'md' : 'lg'}
      radius="md"
      component="section"
      aria-labelledby="auto-recharge-title"
    >
      <Stack gap="sm">
        <Title order={compact ? 3 : 2} size="h4" id="auto-recharge-title">
          Automatic Recharge
        </Title>
        <Switch
          checked={enabled}
          onChange={(e) => {
            if (e.currentTarget.checked && !paid) {
              notifications.show({
                color: 'red',
                message: FREE_PLAN_AUTO_RECHARGE_MESSAGE,
                autoClose: 4000,
              });
              return;
            }
            setEnabled(e.currentTarget.checked);
          }}
          label="Recharge my balance automatically"
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="When credits fall below"
            data={options(
              AUTO_RECHARGE_OPTIONS.threshold,
              (v) => `${v.toLocaleString('en')} credits`,
            )}
            value={String(threshold)}
            onChange={(v) => v && setThreshold(Number(v))}
            allowDeselect={false}
          />
          <Select
            label="Recharge amount"
            data={options(AUTO_RECHARGE_OPTIONS.amount, (v) => `$${v}`)}
            value={String(amount)}
            onChange={(v) => v && setAmount(Number(v))}
            allowDeselect={false}
          />
          <Select
            label="Monthly limit"
            data={options(AUTO_RECHARGE_OPTIONS.monthlyLimit, (v) =>
              v === 0 ? monthlyLimitLabel(v) : `$${v}`,
            )}
            value={String(limit)}
            onChange={(v) => v !== null && setLimit(Number(v))}
            allowDeselect={false}
          />
        </SimpleGrid>
        <Group justify="space-between" wrap="wrap">
          <Text size="xs" c="dimmed">
            One charge each time the balance drops below the threshold.
          </Text>
          <Button onClick={() => void save()} loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
