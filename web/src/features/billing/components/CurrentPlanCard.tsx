import { Alert, Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import {
  cancellationDate,
  showsNextBillingDate,
  statusBadgeColour,
  usageLevel,
  usagePercent,
  type CurrentPlan,
} from '@vg/common';
import { costThisMonth } from '../helpers/currentPlanOf';
import { formatMoney } from '../helpers/catalogue';

const LEVEL_COLOUR = { danger: 'red', warning: 'yellow', normal: 'blue' } as const;

function day(date: Date): string {
  return date.toLocaleDateString('en', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** Balance with top-up, plan and status, next billing date, this month's cost and usage. */
export function CurrentPlanCard({
  plan,
  paid,
  onTopUp,
  onModify,
}: {
  plan: CurrentPlan;
  paid: boolean;
  onTopUp: () => void;
  onModify: () => void;
}) {
  const percent = usagePercent(plan.credits.used, plan.credits.total);
  const cancelsOn = cancellationDate(plan.cancelsAt);
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component="section"
      aria-labelledby="current-plan-title"
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3" id="current-plan-title">
            Current Plan
          </Title>
          <Button variant="light" onClick={onModify}>
            Modify plan
          </Button>
        </Group>
        <Group justify="space-between" wrap="wrap" align="flex-end">
          <div>
            <Text size="sm" c="dimmed">
              USD balance
            </Text>
            <Text fz={28} fw={700} data-testid="usd-balance">
              {formatMoney(plan.usdBalance, 'USD')}
            </Text>
          </div>
          <Button onClick={onTopUp} disabled={!paid}>
            Top up
          </Button>
        </Group>
        <Group gap="xs">
          <Text fw={600} data-testid="plan-name">
            {plan.name}
          </Text>
          <Badge
            color={statusBadgeColour(plan.status) === 'green' ? 'green.5' : 'gray.5'}
            autoContrast
          >
            {plan.status}
          </Badge>
        </Group>
        {plan.renewalDate && showsNextBillingDate(plan) && (
          <Text size="sm">Next billing date: {day(new Date(plan.renewalDate))}</Text>
        )}
        <Text size="sm">Cost this month: {formatMoney(costThisMonth(plan), 'USD')}</Text>
        <div>
          <Group justify="space-between">
            <Text size="sm">Credits used</Text>
            <Text size="sm">
              {plan.credits.used.toLocaleString('en')} / {plan.credits.total.toLocaleString('en')}
            </Text>
          </Group>
          <Progress.Root size="lg">
            <Progress.Section
              value={percent}
              color={LEVEL_COLOUR[usageLevel(percent)]}
              aria-label={`Credits used: ${Math.round(percent)}%`}
            />
          </Progress.Root>
        </div>
        {plan.cancels && cancelsOn && (
          <Alert color="yellow" title="Cancellation scheduled">
            Your plan ends on {day(cancelsOn)}; the workspace then moves to the Free plan.
            Reactivate it under Modify plan to keep it.
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
