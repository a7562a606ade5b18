import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSearchParams } from 'react-router-dom';
import {
  DEFAULT_USD_PER_CREDIT,
  checkPlansSetupAllowed,
  creditsForUsd,
  defaultAgencyPlans,
  finalCreditPrice,
  parseUsdPerCredit,
  type AgencyPlan,
  type Region,
} from '@vg/common';
import {
  connectStatus,
  saveAgencyPlans,
  saveUsdPerCredit,
  startConnectOnboarding,
  type ConnectStatus,
} from '../../../data/agencyBilling';
import { AgencyPlansEditor } from './AgencyPlansEditor';

/**
 * The agency's Auto Billing tab (spec 3 §4.3): 1. connect a Stripe account
 * (create, account link, onboarding, back here: 'Account Connected'),
 * 2. USD per credit with what $10 buys, then the subscription plans its
 * clients buy through Checkout (the platform keeps 5 % per payment).
 */
export function AutoBillingTab({ region, uid }: { region: Region; uid: string }) {
  const [params] = useSearchParams();
  const [status, setStatus] = useState<ConnectStatus | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [connecting, setConnecting] = useState(false);
  const [usd, setUsd] = useState('');
  const [usdError, setUsdError] = useState<string | null>(null);
  const [savedUsd, setSavedUsd] = useState<number | null>(null);
  const returned = params.get('connect') === 'return';

  useEffect(() => {
    let live = true;
    connectStatus(region, uid)
      .then((answer) => {
        if (!live) return;
        setStatus(answer);
        setUsd(String(answer.usdPerCredit ?? DEFAULT_USD_PER_CREDIT));
        setSavedUsd(typeof answer.usdPerCredit === 'number' ? answer.usdPerCredit : null);
        if (returned && answer.isConnected)
          notifications.show({ color: 'green', message: 'Account Connected', autoClose: 3000 });
      })
      .catch(
        (error: unknown) =>
          live && setLoadError(error instanceof Error ? error.message : String(error)),
      );
    return () => {
      live = false;
    };
  }, [region, uid, returned]);

  if (loadError) return <Alert color="red">Could not load billing settings: {loadError}</Alert>;
  if (!status) return <Loader role="status" aria-label="Loading billing settings" />;

  const connect = async () => {
    setConnecting(true);
    try {
      window.location.assign(await startConnectOnboarding(region, uid));
    } catch (error) {
      setConnecting(false);
      notifications.show({
        color: 'red',
        message: error instanceof Error ? error.message : 'Could not connect the account.',
        autoClose: 4000,
      });
    }
  };

  const parsed = parseUsdPerCredit(usd);
  const creditPrice = finalCreditPrice(parsed.ok ? parsed.value : (savedUsd ?? undefined));
  const saveSettings = async () => {
    if (!parsed.ok) {
      setUsdError(parsed.error);
      return;
    }
    setUsdError(null);
    try {
      await saveUsdPerCredit(region, uid, parsed.value);
      setSavedUsd(parsed.value);
      notifications.show({ color: 'green', message: 'Billing settings saved.', autoClose: 3000 });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: error instanceof Error ? error.message : 'Could not save billing settings.',
        autoClose: 4000,
      });
    }
  };

  const blocked = checkPlansSetupAllowed({
    isConnected: status.isConnected,
    USDPerToken: savedUsd,
  });
  const savedPrice = finalCreditPrice(savedUsd ?? undefined);
  return (
    <Stack gap="lg">
      <Stack gap="xs" component="section" aria-labelledby="connect-step">
        <Title order={3} size="h4" id="connect-step">
          1. Connect a Stripe account
        </Title>
        <Text size="sm">
          Your clients pay into your own Stripe account. The platform keeps a 5 % fee per payment.
        </Text>
        {status.isConnected ? (
          <Group gap="xs">
            <Badge color="green">Account Connected</Badge>
            <Text size="sm" c="dimmed">
              {status.accountId}
            </Text>
          </Group>
        ) : (
          <Button w="fit-content" loading={connecting} onClick={() => void connect()}>
            {status.accountId ? 'Finish connecting Stripe' : 'Connect Stripe account'}
          </Button>
        )}
      </Stack>

      <Stack gap="xs" component="section" aria-labelledby="price-step">
        <Title order={3} size="h4" id="price-step">
          2. Price per credit
        </Title>
        <TextInput
          label="USD per credit"
          description="What you add on top of the platform's cost of a credit"
          inputMode="decimal"
          value={usd}
          error={usdError}
          onChange={(event) => setUsd(event.currentTarget.value)}
          maw={320}
        />
        <Text size="sm" aria-live="polite">
          {parsed.ok
            ? `Clients pay $${creditPrice.toFixed(4)} per credit: $10 buys ${creditsForUsd(10, creditPrice).toLocaleString('en-US')} credits.`
            : ' '}
        </Text>
        <Button w="fit-content" onClick={() => void saveSettings()}>
          Save billing settings
        </Button>
      </Stack>

      {blocked ? (
        <Alert color="yellow">{blocked}</Alert>
      ) : (
        <AgencyPlansEditor
          key={savedPrice}
          initial={
            status.plans.length > 0
              ? status.plans
              : defaultAgencyPlans(savedPrice).map((plan): AgencyPlan => ({ ...plan }))
          }
          creditPrice={savedPrice}
          onSave={async (plans) => {
            const stored = await saveAgencyPlans(region, uid, status.accountId ?? '', plans);
            setStatus({ ...status, plans: stored, allowPlans: true });
          }}
        />
      )}
    </Stack>
  );
}
