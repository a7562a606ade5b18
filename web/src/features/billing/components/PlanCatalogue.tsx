import {
  Badge,
  Button,
  Card,
  List,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { yearlyPrice, type CountryBillingInfo } from '@vg/common';
import { PLAN_CATALOGUE, formatMoney } from '../helpers/catalogue';

/**
 * Free, Pay as you go and Enterprise in the buyer's currency (EU: EUR,
 * GB: GBP, else USD), VAT shown where it applies; a year costs ten months.
 * On the public pricing page (`paid` null) no plan is current and
 * Subscribe starts a sign-up.
 */
export function PlanCatalogue({
  info,
  paid,
  onSubscribe,
  headingLevel = 2,
}: {
  info: CountryBillingInfo;
  paid: boolean | null;
  onSubscribe: () => void;
  headingLevel?: 1 | 2;
}) {
  const [cycle, setCycle] = useState<'monthly' | 'yearly'>('monthly');
  return (
    <Stack component="section" aria-labelledby="plans-title">
      <Title order={headingLevel} size={headingLevel === 1 ? 'h2' : 'h3'} id="plans-title">
        Plans
      </Title>
      <SegmentedControl
        w="fit-content"
        value={cycle}
        onChange={(value) => setCycle(value as 'monthly' | 'yearly')}
        data={[
          { label: 'Monthly', value: 'monthly' },
          { label: 'Yearly', value: 'yearly' },
        ]}
        aria-label="Billing period"
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {PLAN_CATALOGUE.map((plan) => {
          const price = plan.prices[info.currency] ?? { amount: plan.price };
          const amount = cycle === 'yearly' ? yearlyPrice(price.amount) : price.amount;
          const original =
            price.originalAmount !== undefined
              ? cycle === 'yearly'
                ? yearlyPrice(price.originalAmount)
                : price.originalAmount
              : null;
          const current = paid !== null && plan.id === (paid ? 'pay_as_you_go' : 'free');
          return (
            <Card
              key={plan.id}
              withBorder
              radius="md"
              padding="lg"
              aria-labelledby={`plan-${plan.id}`}
            >
              <Stack gap="xs" h="100%">
                <Title order={headingLevel === 1 ? 2 : 3} size="h4" id={`plan-${plan.id}`}>
                  {plan.label} {current && <Badge ml="xs">Current</Badge>}
                </Title>
                <Text size="sm" c="dimmed">
                  {plan.description}
                </Text>
                <Text fz={26} fw={700}>
                  {plan.id === 'enterprise' && 'From '}
                  {original !== null && (
                    <Text
                      span
                      td="line-through"
                      c="dimmed"
                      fz={18}
                      mr={6}
                      aria-label={`was ${formatMoney(original, info.currency)}`}
                    >
                      {formatMoney(original, info.currency)}
                    </Text>
                  )}
                  {formatMoney(amount, info.currency)}
                  <Text span size="sm" fw={400}>
                    {' '}
                    / {cycle === 'yearly' ? 'year' : plan.period}
                  </Text>
                </Text>
                {plan.id === 'pay_as_you_go' && <Text size="sm">{plan.additionalInfo}</Text>}
                {info.taxRate > 0 && plan.price > 0 && (
                  <Text size="xs">+ {info.taxDescription}</Text>
                )}
                <List size="sm" spacing={4} style={{ flexGrow: 1 }}>
                  {plan.features.map((feature) => (
                    <List.Item key={feature}>{feature}</List.Item>
                  ))}
                </List>
                {plan.id === 'pay_as_you_go' && !paid && (
                  <Button onClick={onSubscribe}>Subscribe</Button>
                )}
                {plan.id === 'enterprise' && (
                  <>
                    <Button
                      component="a"
                      href="mailto:sales@voiceglow.app?subject=Enterprise%20demo"
                      variant="light"
                    >
                      Book a demo
                    </Button>
                    <Button
                      component="a"
                      href="mailto:sales@voiceglow.app?subject=Enterprise%20plan"
                      variant="subtle"
                    >
                      Contact sales
                    </Button>
                  </>
                )}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
      {cycle === 'yearly' && (
        <Text size="sm" c="dimmed">
          Yearly billing is arranged with our sales team; subscriptions here are monthly.
        </Text>
      )}
    </Stack>
  );
}
