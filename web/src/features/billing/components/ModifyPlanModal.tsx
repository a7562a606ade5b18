import { ActionIcon, Alert, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import {
  planAddonChanges,
  stepManagerQuantity,
  type CountryBillingInfo,
  type CurrentPlan,
} from '@vg/common';
import { billingApi, type BillingAccount } from '../../../data/billing';
import { ADDON_CATALOGUE, formatMoney } from '../helpers/catalogue';
import { CancelSubscriptionForm } from './CancelSubscriptionForm';

const ADDON_KEYS = ADDON_CATALOGUE.map((addon) => addon.id);

/**
 * Modify Your Plan: the current plan, an upgrade block on Free, the add-on
 * manager (changes apply from the next billing cycle) and the danger zone
 * (cancel with a reason, or reactivate a scheduled cancellation).
 */
export function ModifyPlanModal({
  opened,
  onClose,
  account,
  plan,
  paid,
  info,
  onUpgrade,
}: {
  opened: boolean;
  onClose: () => void;
  account: BillingAccount;
  plan: CurrentPlan;
  paid: boolean;
  info: CountryBillingInfo;
  onUpgrade: () => void;
}) {
  const [current, setCurrent] = useState<Record<string, number>>({});
  const [edited, setEdited] = useState<Record<string, number>>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [cancelling, setCancelling] = useState(false);

  useEffect(() => {
    if (!opened || !paid) return;
    billingApi
      .checkAddonStatus(account, ADDON_KEYS)
      .then((status) => {
        const quantities = Object.fromEntries(status.addons.map((a) => [a.addonKey, a.quantity]));
        setCurrent(quantities);
        setEdited(quantities);
      })
      .catch(() =>
        notifications.show({
          color: 'red',
          message: 'Failed to load addon information',
          autoClose: 4000,
        }),
      );
  }, [opened, paid, account]);

  async function applyAddons() {
    const changes = planAddonChanges(current, edited, paid);
    if (!changes.ok) {
      notifications.show({ color: 'yellow', message: changes.error, autoClose: 3000 });
      setConfirming(false);
      return;
    }
    setBusy(true);
    try {
      if (changes.plan.toRemove.length)
        await billingApi.removeAddons(account, changes.plan.toRemove);
      let failed = 0;
      if (changes.plan.toAdd.length) {
        const answer = await billingApi.addAddons(
          account,
          changes.plan.toAdd.map((change) => {
            const addon = ADDON_CATALOGUE.find((a) => a.id === change.addonId)!;
            return {
              ...change,
              name: addon.name,
              price: addon.prices[info.currency]?.amount ?? 0,
              currency: info.currency,
            };
          }),
        );
        failed = answer.errors.length;
      }
      notifications.show(
        failed
          ? { color: 'yellow', message: 'Some addons could not be processed', autoClose: 4000 }
          : { color: 'green', message: 'Addons updated successfully', autoClose: 3000 },
      );
      setCurrent(edited);
    } catch {
      notifications.show({ color: 'red', message: 'Failed to update addons', autoClose: 4000 });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  async function reactivate() {
    setBusy(true);
    try {
      await billingApi.reactivateSubscription(account);
      notifications.show({
        color: 'green',
        message: 'Subscription reactivated successfully',
        autoClose: 3000,
      });
      onClose();
    } catch {
      notifications.show({
        color: 'red',
        message: 'Error reactivating subscription',
        autoClose: 4000,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Modify Your Plan" size="lg">
      <Stack>
        <Text>
          Current plan: <strong>{plan.name}</strong>
        </Text>
        {!paid && (
          <Card withBorder>
            <Stack gap="xs">
              <Title order={3} size="h5">
                Upgrade to Pay-As-You-Go
              </Title>
              <Text size="sm">
                Add-ons, top-ups and automatic recharge come with the paid plan.
              </Text>
              <Button w="fit-content" onClick={onUpgrade}>
                Upgrade
              </Button>
            </Stack>
          </Card>
        )}
        <Title order={3} size="h5">
          Available add-ons
        </Title>
        {ADDON_CATALOGUE.map((addon) => {
          const quantity = edited[addon.id] ?? 0;
          const step = (delta: 1 | -1) =>
            setEdited({ ...edited, [addon.id]: stepManagerQuantity(quantity, delta, paid) });
          return (
            <Group key={addon.id} justify="space-between" wrap="nowrap">
              <div>
                <Text fw={500}>{addon.name}</Text>
                <Text size="xs" c="dimmed">
                  {formatMoney(addon.prices[info.currency]?.amount ?? 0, info.currency)} / month,
                  non-refundable
                </Text>
              </div>
              <Group gap="xs" wrap="nowrap">
                <ActionIcon
                  variant="default"
                  aria-label={`One ${addon.name} fewer`}
                  disabled={!paid || quantity <= 0}
                  onClick={() => step(-1)}
                >
                  <IconMinus size={16} />
                </ActionIcon>
                <Text w={24} ta="center" aria-label={`${addon.name} quantity`}>
                  {quantity}
                </Text>
                <ActionIcon
                  variant="default"
                  aria-label={`One ${addon.name} more`}
                  disabled={!paid}
                  onClick={() => step(1)}
                >
                  <IconPlus size={16} />
                </ActionIcon>
              </Group>
            </Group>
          );
        })}
        <Text size="xs" c="dimmed">
          Changes apply on the next billing cycle.
        </Text>
        {confirming ? (
          <Alert color="blue" title="Confirm Addon Changes">
            <Stack gap="xs">
              {ADDON_CATALOGUE.filter((a) => (edited[a.id] ?? 0) !== (current[a.id] ?? 0)).map(
                (a) => (
                  <Text size="sm" key={a.id}>
                    {a.name}: {current[a.id] ?? 0} → {edited[a.id] ?? 0}
                  </Text>
                ),
              )}
              <Group>
                <Button size="xs" onClick={() => void applyAddons()} loading={busy}>
                  Confirm
                </Button>
                <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
                  Back
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <Button w="fit-content" disabled={!paid} onClick={() => setConfirming(true)}>
            Save add-on changes
          </Button>
        )}
        {paid && (
          <Card withBorder style={{ borderColor: 'var(--mantine-color-red-6)' }}>
            <Stack gap="xs">
              <Title order={3} size="h5" c="var(--mantine-color-red-text)">
                Danger zone
              </Title>
              {plan.cancels ? (
                <Button
                  color="green"
                  w="fit-content"
                  onClick={() => void reactivate()}
                  loading={busy}
                >
                  Reactivate subscription
                </Button>
              ) : cancelling ? (
                <CancelSubscriptionForm
                  account={account}
                  onDone={(cancelled) => {
                    setCancelling(false);
                    // The Current Plan card then shows the cancellation notice.
                    if (cancelled) onClose();
                  }}
                />
              ) : (
                <Button
                  color="red"
                  variant="outline"
                  w="fit-content"
                  onClick={() => setCancelling(true)}
                >
                  Cancel subscription
                </Button>
              )}
            </Stack>
          </Card>
        )}
      </Stack>
    </Modal>
  );
}
