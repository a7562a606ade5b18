import { useState } from 'react';
import { Container, SegmentedControl, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { countryBillingInfo } from '@vg/common';
import { PlanCatalogue } from '../billing/components/PlanCatalogue';

/** A country of each billing currency: its tax and prices (spec 4 §9). */
const CURRENCIES = [
  { label: 'USD', value: 'US' },
  { label: 'EUR', value: 'DE' },
  { label: 'GBP', value: 'GB' },
] as const;

/** `/pricing` (spec 3 §2.1): the billing plan catalogue for visitors, in their currency. */
export function PricingPage() {
  const [country, setCountry] = useState<string>('US');
  const navigate = useNavigate();
  return (
    <Container size="lg" py="xl" component="main">
      <Stack gap="lg">
        <PlanCatalogue
          info={countryBillingInfo(country)}
          paid={null}
          onSubscribe={() => navigate('/signup')}
          headingLevel={1}
        />
        <SegmentedControl
          w="fit-content"
          value={country}
          onChange={setCountry}
          data={CURRENCIES.map((c) => ({ label: c.label, value: c.value }))}
          aria-label="Currency"
        />
        <Text size="sm" c="dimmed">
          Prices per month. Usage is billed in credits; add-ons (seats, call lines, phone numbers)
          are billed monthly and are non-refundable. EU and UK prices include the VAT shown.
        </Text>
      </Stack>
    </Container>
  );
}
