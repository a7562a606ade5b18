import { useEffect, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  List,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { Region } from '@vg/common';
import { clientPlans, startPlanCheckout, type ClientPlans } from '../../../data/agencyBilling';

/**
 * The plans a client's organisation buys from its agency (spec 3 §4.3):
 * each plan's monthly price, credits and features; Subscribe opens the
 * agency's Stripe Checkout and comes back here. The credits reach the
 * organisation when Stripe reports the payment, so the header's balance
 * goes up by itself.
 */
export function ClientPlansModal({
  opened,
  onClose,
  region,
}: {
  opened: boolean;
  onClose: () => void;
  region: Region;
}) {
  const [offer, setOffer] = useState<ClientPlans | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [buying, setBuying] = useState<string | null>(null);

  useEffect(() => {
    if (!opened) return;
    let live = true;
    setError(null);
    clientPlans(region)
      .then((answer) => live && setOffer(answer))
      .catch((failure: unknown) => live && setError(messageOf(failure)));
    return () => {
      live = false;
    };
  }, [opened, region]);

  async function subscribe(priceId: string) {
    if (!offer?.agencyAccountId) return;
    setBuying(priceId);
    setError(null);
    try {
      const url = await startPlanCheckout(
        region,
        offer.agencyAccountId,
        priceId,
        window.location.pathname,
      );
      window.location.assign(url);
    } catch (failure) {
      setBuying(null);
      setError(messageOf(failure));
    }
  }

  const current = offer?.subscription?.status === 'active' ? offer.subscription.priceId : null;
  return (
    <Modal opened={opened} onClose={onClose} title="Buy credits" size="lg">
      <Stack>
        {error && (
          <Alert color="red" role="alert">
            Error: {error}
          </Alert>
        )}
        {!offer && !error && <Loader aria-label="Loading plans" />}
        {offer && offer.plans.length === 0 && (
          <Text>Your agency does not offer plans yet. Ask them to set up billing.</Text>
        )}
        {offer && offer.plans.length > 0 && (
          <>
            <Text size="sm">
              A plan adds its credits to your organisation every month. You pay your agency through
              Stripe.
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {offer.plans.map((plan) => {
                const titleId = `client-plan-${plan.priceId}`;
                return (
                  <Card
                    key={plan.priceId}
                    withBorder
                    padding="md"
                    component="section"
                    aria-labelledby={titleId}
                  >
                    <Stack gap="xs">
                      <Title order={3} size="h4" id={titleId}>
                        {plan.name}
                      </Title>
                      {plan.isPopular && (
                        <Badge color="blue.7" w="fit-content">
                          Popular
                        </Badge>
                      )}
                      <Text fz={24} fw={700}>
                        ${plan.price.toFixed(2)}
                        <Text span size="sm" fw={400}>
                          {' '}
                          / month
                        </Text>
                      </Text>
                      <Text size="sm">{plan.credits.toLocaleString('en')} credits every month</Text>
                      <List size="sm">
                        {plan.features.map((feature) => (
                          <List.Item key={feature}>{feature}</List.Item>
                        ))}
                      </List>
                      {current === plan.priceId ? (
                        <Badge color="green.8" w="fit-content">
                          Your current plan
                        </Badge>
                      ) : (
                        <Button
                          loading={buying === plan.priceId}
                          disabled={buying !== null && buying !== plan.priceId}
                          onClick={() => plan.priceId && void subscribe(plan.priceId)}
                          aria-label={`Subscribe to ${plan.name}`}
                        >
                          Subscribe
                        </Button>
                      )}
                    </Stack>
                  </Card>
                );
              })}
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Modal>
  );
}

function messageOf(failure: unknown): string {
  return failure instanceof Error ? failure.message : String(failure);
}
