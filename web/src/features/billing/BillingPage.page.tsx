import { Alert, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { countryBillingInfo } from '@vg/common';
import { billingApi, type BillingAccount, type UserBillingData } from '../../data/billing';
import { useWorkspace } from '../workspaces/WorkspaceContext';
import { AutoRechargeCard } from './components/AutoRechargeCard';
import { CurrentPlanCard } from './components/CurrentPlanCard';
import { ModifyPlanModal } from './components/ModifyPlanModal';
import { PaymentMethodForm } from './components/PaymentMethodForm';
import { PlanCatalogue } from './components/PlanCatalogue';
import { SubscribeModal } from './components/SubscribeModal';
import { TopUpModal } from './components/TopUpModal';
import { currentPlanOf, hasPaidPlan } from './helpers/currentPlanOf';

type Open = 'none' | 'subscribe' | 'topUp' | 'modify' | 'card';

/**
 * /app/{region}/account/billing: the Current Plan card, automatic recharge,
 * the saved card, and the plan catalogue. Plan, balance and status come
 * live from the workspace document (written by the functions from Stripe's
 * events); the saved card and add-ons from Stripe through the billing calls.
 */
export function BillingPage() {
  const { region, current, user } = useWorkspace();
  const account: BillingAccount = useMemo(
    () => ({ region, userId: current.uid, secret: current.workspaceSecret ?? '' }),
    [region, current.uid, current.workspaceSecret],
  );
  const [data, setData] = useState<UserBillingData | null>(null);
  const [open, setOpen] = useState<Open>('none');
  const paid = hasPaidPlan(current);
  const plan = currentPlanOf(current);
  const info = countryBillingInfo(
    data?.paymentMethod?.billing_details.address?.country ?? current.internal?.countryCode,
  );
  const notice = (current as { billingNotice?: { message?: string } | null }).billingNotice;

  const reload = useCallback(() => {
    billingApi
      .getUserData(account)
      .then(setData)
      .catch(() =>
        notifications.show({
          color: 'red',
          message: 'Failed to load subscription data',
          autoClose: 4000,
        }),
      );
  }, [account]);
  useEffect(reload, [reload, current.stripeSubscriptionId, current.stripePlanId]);
  const close = () => {
    setOpen('none');
    reload();
  };

  if (!current.workspaceSecret)
    return <Alert color="red">Error: Cannot access workspace information.</Alert>;
  const card = data?.paymentMethod?.card;
  return (
    <Stack maw={1100} gap="lg">
      <Title order={1} size="h2">
        Billing
      </Title>
      {notice?.message && (
        <Alert color="red" title="Payment problem" role="alert">
          {notice.message}
        </Alert>
      )}
      <CurrentPlanCard
        plan={plan}
        paid={paid}
        onTopUp={() => setOpen('topUp')}
        onModify={() => setOpen('modify')}
      />
      {paid && <AutoRechargeCard account={account} paid={paid} />}
      <Card
        withBorder
        padding="lg"
        radius="md"
        component="section"
        aria-labelledby="payment-method-title"
      >
        <Group justify="space-between" wrap="wrap">
          <div>
            <Title order={2} size="h4" id="payment-method-title">
              Payment method
            </Title>
            <Text size="sm" data-testid="saved-card">
              {card
                ? `${card.brand} ending in ${card.last4}, expires ${card.exp_month}/${card.exp_year}`
                : 'No card saved yet.'}
            </Text>
          </div>
          <Button variant="light" onClick={() => setOpen('card')}>
            {card ? 'Update card' : 'Add a card'}
          </Button>
        </Group>
      </Card>
      <PlanCatalogue info={info} paid={paid} onSubscribe={() => setOpen('subscribe')} />
      <SubscribeModal
        opened={open === 'subscribe'}
        onClose={close}
        account={account}
        info={info}
        savedCard={data?.paymentMethod ?? null}
        defaultEmail={user.email ?? ''}
      />
      <TopUpModal
        opened={open === 'topUp'}
        onClose={close}
        account={account}
        info={info}
        paid={paid}
      />
      <ModifyPlanModal
        opened={open === 'modify'}
        onClose={close}
        account={account}
        plan={plan}
        paid={paid}
        info={info}
        onUpgrade={() => setOpen('subscribe')}
      />
      <Modal opened={open === 'card'} onClose={close} title="Payment method" size="lg">
        <PaymentMethodForm
          account={account}
          savedCard={null}
          defaultEmail={data?.paymentMethod?.billing_details.email ?? user.email ?? ''}
          submitLabel="Save card"
          onDone={() => {
            notifications.show({
              color: 'green',
              message: 'Payment information updated successfully.',
              autoClose: 3000,
            });
            close();
          }}
        />
      </Modal>
    </Stack>
  );
}
