import {
  Alert,
  Button,
  Group,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import {
  TEXT,
  canSubmitPayment,
  defaultPaymentChoice,
  isAddressComplete,
  type PaymentChoice,
} from '@vg/common';
import { billingApi, type BillingAccount, type SavedCard } from '../../../data/billing';
import { loadStripeJs, type StripeCardElement, type StripeJs } from '../../../data/stripeJs';

const COUNTRIES = [
  ['US', 'United States'], ['GB', 'United Kingdom'], ['DE', 'Germany'], ['FR', 'France'], ['ES', 'Spain'],
  ['IT', 'Italy'], ['NL', 'Netherlands'], ['IE', 'Ireland'], ['AT', 'Austria'], ['BE', 'Belgium'],
  ['SE', 'Sweden'], ['PL', 'Poland'], ['CA', 'Canada'], ['AU', 'Australia'], ['CH', 'Switzerland'],
  ['IL', 'Israel'], ['IN', 'India'], ['BR', 'Brazil'], ['JP', 'Japan'], ['AE', 'United Arab Emirates'],
].map(([value, label]) => ({ value: value!, label: label! })); // prettier-ignore

/**
 * Payment method capture: the saved card (chosen by default) or a new card
 * through Stripe.js with the holder's e-mail and complete address. The card
 * goes to Stripe; only its id reaches the platform.
 */
export function PaymentMethodForm({
  account,
  savedCard,
  defaultEmail,
  submitLabel,
  onDone,
}: {
  account: BillingAccount;
  savedCard: SavedCard | null;
  defaultEmail: string;
  submitLabel: string;
  onDone: () => void;
}) {
  const [choice, setChoice] = useState<PaymentChoice>(defaultPaymentChoice(!!savedCard?.card));
  const [email, setEmail] = useState(savedCard?.billing_details.email ?? defaultEmail);
  const [name, setName] = useState(savedCard?.billing_details.name ?? '');
  const [address, setAddress] = useState({ line1: '', city: '', postal_code: '', country: '' });
  const [cardComplete, setCardComplete] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: StripeJs; card: StripeCardElement } | null>(null);

  useEffect(() => {
    if (choice !== 'new') return;
    let cancelled = false;
    loadStripeJs()
      .then((stripe) => {
        if (cancelled || !mountRef.current) return;
        const card = stripe.elements().create('card');
        card.mount(mountRef.current);
        card.on('change', (event) => {
          setCardComplete(event.complete);
          setError(event.error?.message ?? null);
        });
        stripeRef.current = { stripe, card };
      })
      .catch((e: unknown) =>
        setError(e instanceof Error ? e.message : 'Missing required configuration.'),
      );
    return () => {
      cancelled = true;
      stripeRef.current?.card.destroy();
      stripeRef.current = null;
      setCardComplete(false);
    };
  }, [choice]);

  const canSubmit = canSubmitPayment({
    email,
    choice,
    hasSavedCard: !!savedCard?.card,
    cardComplete,
    address,
    processing,
  });

  async function submit() {
    setError(null);
    if (choice === 'saved') return onDone();
    if (!isAddressComplete(address)) return setError(TEXT.addressIncomplete);
    const ready = stripeRef.current;
    if (!ready) return setError('Card or address form is missing.');
    setProcessing(true);
    try {
      const created = await ready.stripe.createPaymentMethod({
        type: 'card',
        card: ready.card,
        billing_details: { email, name: name || undefined, address },
      });
      if (created.error || !created.paymentMethod)
        throw new Error(created.error?.message ?? 'Failed to save payment information');
      await billingApi.upsertPaymentMethod(account, {
        paymentMethodId: created.paymentMethod.id,
        email,
        ...(name ? { name } : {}),
        address,
        isNewPaymentMethod: true,
      });
      onDone();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Failed to save payment information');
    } finally {
      setProcessing(false);
    }
  }

  return (
    <Stack
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {savedCard?.card && (
        <Radio.Group
          value={choice}
          onChange={(value) => setChoice(value as PaymentChoice)}
          label="Pay with"
        >
          <Stack gap="xs" mt="xs">
            <Radio
              value="saved"
              label={`Saved card: ${savedCard.card.brand} ending in ${savedCard.card.last4} (expires ${savedCard.card.exp_month}/${savedCard.card.exp_year})`}
            />
            <Radio value="new" label="A new card" />
          </Stack>
        </Radio.Group>
      )}
      <TextInput
        label="E-mail"
        type="email"
        required
        value={email}
        onChange={(e) => setEmail(e.currentTarget.value)}
        autoComplete="email"
      />
      {choice === 'new' && (
        <>
          <TextInput
            label="Name on card"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            autoComplete="cc-name"
          />
          <div ref={mountRef} data-testid="card-element" />
          <TextInput
            label="Address"
            required
            value={address.line1}
            onChange={(e) => setAddress({ ...address, line1: e.currentTarget.value })}
            autoComplete="address-line1"
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label="City"
              required
              value={address.city}
              onChange={(e) => setAddress({ ...address, city: e.currentTarget.value })}
              autoComplete="address-level2"
            />
            <TextInput
              label="Postal code"
              required
              value={address.postal_code}
              onChange={(e) => setAddress({ ...address, postal_code: e.currentTarget.value })}
              autoComplete="postal-code"
            />
          </SimpleGrid>
          <Select
            label="Country"
            required
            searchable
            data={COUNTRIES}
            value={address.country || null}
            onChange={(value) => setAddress({ ...address, country: value ?? '' })}
          />
          <Text size="xs" c="dimmed">
            Your card details go straight to Stripe, our payment provider.
          </Text>
        </>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button type="submit" disabled={!canSubmit} loading={processing}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
