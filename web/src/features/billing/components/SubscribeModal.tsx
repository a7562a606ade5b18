import {
  Alert,
  Button,
  Checkbox,
  CloseButton,
  Divider,
  Group,
  Loader,
  Modal,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import {
  ADDON_QUANTITY,
  checkoutTotals,
  clampConfirmQuantity,
  discountCheckError,
  validateDiscountCodeInput,
  type CountryBillingInfo,
  type Discount,
} from '@vg/common';
import {
  billingApi,
  type AddonSelection,
  type BillingAccount,
  type SavedCard,
} from '../../../data/billing';
import { ADDON_CATALOGUE, PLAN_CATALOGUE, formatMoney } from '../helpers/catalogue';
import { PaymentMethodForm } from './PaymentMethodForm';
import { AutoRechargeCard } from './AutoRechargeCard';

type Step = 'confirm' | 'payment' | 'creating' | 'success' | 'error';

/**
 * Confirm Subscription (add-ons 1–10, discount code) → Payment for the plan
 * → creating → Subscription Created! (with automatic recharge) or
 * Subscription Error.
 */
export function SubscribeModal({
  opened,
  onClose,
  account,
  info,
  savedCard,
  defaultEmail,
}: {
  opened: boolean;
  onClose: () => void;
  account: BillingAccount;
  info: CountryBillingInfo;
  savedCard: SavedCard | null;
  defaultEmail: string;
}) {
  const [step, setStep] = useState<Step>('confirm');
  const [addons, setAddons] = useState<Record<string, number>>({});
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [discount, setDiscount] = useState<Discount | null>(null);
  const [checking, setChecking] = useState(false);
  const plan = PLAN_CATALOGUE.find((p) => p.id === 'pay_as_you_go')!;
  const planPrice = plan.prices[info.currency]?.amount ?? plan.price;
  const chosen = ADDON_CATALOGUE.filter((addon) => addons[addon.id]);
  const subtotal =
    planPrice +
    chosen.reduce(
      (sum, addon) => sum + (addon.prices[info.currency]?.amount ?? 0) * (addons[addon.id] ?? 0),
      0,
    );
  const totals = checkoutTotals(subtotal, discount, info.taxRate);

  const close = () => {
    setStep('confirm');
    onClose();
  };

  async function applyCode() {
    const blank = validateDiscountCodeInput(code);
    if (blank) return setCodeError(blank);
    setChecking(true);
    setCodeError(null);
    try {
      const { discount: found } = await billingApi.checkDiscountCode(account, code.trim());
      const problem = discountCheckError(found);
      if (problem) setCodeError(problem);
      else setDiscount(found);
    } catch {
      setCodeError(discountCheckError(null));
    } finally {
      setChecking(false);
    }
  }

  async function create() {
    setStep('creating');
    const selection: AddonSelection[] = chosen.map((addon) => ({
      addonId: addon.id,
      name: addon.name,
      price: addon.prices[info.currency]?.amount ?? 0,
      quantity: addons[addon.id] ?? 1,
      currency: info.currency,
    }));
    try {
      await billingApi.createSubscription(account, selection, discount ? code.trim() : undefined);
      setStep('success');
    } catch {
      setStep('error');
    }
  }

  const title =
    step === 'payment'
      ? `Payment for ${plan.label}`
      : step === 'success'
        ? 'Subscription Created!'
        : step === 'error'
          ? 'Subscription Error'
          : 'Confirm Subscription';
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      size="lg"
      closeOnClickOutside={step !== 'creating'}
      withCloseButton={step !== 'creating'}
    >
      {step === 'confirm' && (
        <Stack>
          <Group justify="space-between">
            <Text fw={600}>{plan.label}</Text>
            <Text>{formatMoney(planPrice, info.currency)} / month</Text>
          </Group>
          <Title order={3} size="h5">
            Add-ons (billed monthly, non-refundable)
          </Title>
          {ADDON_CATALOGUE.map((addon) => {
            const price = addon.prices[info.currency]?.amount ?? 0;
            const quantity = addons[addon.id];
            return (
              <Group key={addon.id} justify="space-between" wrap="nowrap" align="flex-end">
                <Checkbox
                  label={`${addon.name} (${formatMoney(price, info.currency)} / month)`}
                  description={addon.description}
                  checked={!!quantity}
                  onChange={(e) =>
                    setAddons({ ...addons, [addon.id]: e.currentTarget.checked ? 1 : 0 })
                  }
                />
                {!!quantity && (
                  <NumberInput
                    w={90}
                    aria-label={`${addon.name} quantity`}
                    min={ADDON_QUANTITY.min}
                    max={ADDON_QUANTITY.max}
                    step={1}
                    allowDecimal={false}
                    value={quantity}
                    onChange={(value) =>
                      setAddons({ ...addons, [addon.id]: clampConfirmQuantity(Number(value)) })
                    }
                  />
                )}
              </Group>
            );
          })}
          <Divider />
          {discount ? (
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" data-testid="discount-summary">
                {discount.name ?? code}:{' '}
                {discount.percent_off
                  ? `${discount.percent_off}% off`
                  : `${formatMoney((discount.amount_off ?? 0) / 100, (discount.currency ?? info.currency).toUpperCase())} off`}{' '}
                ({discount.duration})
              </Text>
              <CloseButton
                aria-label="Remove discount code"
                onClick={() => {
                  setDiscount(null);
                  setCode('');
                }}
              />
            </Group>
          ) : (
            <Group align="flex-start" wrap="nowrap">
              <TextInput
                style={{ flexGrow: 1 }}
                label="Discount code"
                value={code}
                onChange={(e) => setCode(e.currentTarget.value)}
                error={codeError}
              />
              <Button mt={24} variant="light" onClick={() => void applyCode()} loading={checking}>
                Apply
              </Button>
            </Group>
          )}
          <Stack gap={2}>
            <Group justify="space-between">
              <Text size="sm">Subtotal</Text>
              <Text size="sm">{formatMoney(totals.subtotal, info.currency)}</Text>
            </Group>
            {totals.discount > 0 && (
              <Group justify="space-between">
                <Text size="sm">Discount</Text>
                <Text size="sm">−{formatMoney(totals.discount, info.currency)}</Text>
              </Group>
            )}
            {info.taxRate > 0 && (
              <Group justify="space-between">
                <Text size="sm">{info.taxDescription}</Text>
                <Text size="sm">{formatMoney(totals.tax, info.currency)}</Text>
              </Group>
            )}
            <Group justify="space-between">
              <Text fw={700}>Total today</Text>
              <Text fw={700} data-testid="total-today">
                {formatMoney(totals.total, info.currency)}
              </Text>
            </Group>
          </Stack>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={() => setStep('payment')}>Continue to payment</Button>
          </Group>
        </Stack>
      )}
      {step === 'payment' && (
        <PaymentMethodForm
          account={account}
          savedCard={savedCard}
          defaultEmail={defaultEmail}
          submitLabel={`Pay ${formatMoney(totals.total, info.currency)} and subscribe`}
          onDone={() => void create()}
        />
      )}
      {step === 'creating' && (
        <Stack align="center" py="xl" role="status">
          <Loader />
          <Text>Creating your subscription…</Text>
        </Stack>
      )}
      {step === 'success' && (
        <Stack>
          <Alert color="green">
            Subscription created successfully. Your plan and this month’s credits are on their way.
          </Alert>
          <AutoRechargeCard account={account} paid compact />
          <Group justify="flex-end">
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      )}
      {step === 'error' && (
        <Stack>
          <Alert color="red" role="alert">
            There was an error creating your subscription. Please try again.
          </Alert>
          <Group justify="flex-end">
            <Button onClick={close}>Close</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
