import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  addPlanFeature,
  agencyPlanPrice,
  removePlanFeature,
  validateAgencyPlansFeatures,
  withCredits,
  type AgencyPlan,
} from '@vg/common';

/**
 * The subscription plans an agency sells to its clients: name, credits
 * (the price follows: credits × the final credit price), 1–5 features and
 * the popular flag. Saving hands the plans to `onSave`.
 */
export function AgencyPlansEditor({
  initial,
  creditPrice,
  onSave,
}: {
  initial: AgencyPlan[];
  creditPrice: number;
  onSave: (plans: AgencyPlan[]) => Promise<void>;
}) {
  const [plans, setPlans] = useState<AgencyPlan[]>(initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change = (index: number, next: Partial<AgencyPlan>) =>
    setPlans((all) => all.map((plan, at) => (at === index ? { ...plan, ...next } : plan)));
  const editFeatures = (index: number, edit: { features: string[]; error: string | null }) => {
    setError(edit.error);
    if (!edit.error) change(index, { features: edit.features });
  };

  const save = async () => {
    const invalid = validateAgencyPlansFeatures(plans);
    setError(invalid);
    if (invalid) return;
    setSaving(true);
    try {
      await onSave(plans);
      notifications.show({ color: 'green', message: 'Plans saved successfully', autoClose: 3000 });
    } catch (failure) {
      notifications.show({
        color: 'red',
        message:
          failure instanceof Error
            ? `Failed to save plans: ${failure.message}`
            : 'Failed to save plans',
        autoClose: 4000,
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        Subscription plans
      </Title>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {plans.map((plan, index) => (
          <Card
            key={index}
            withBorder
            padding="md"
            aria-label={`Plan ${index + 1}`}
            component="section"
          >
            <Stack gap="xs">
              <TextInput
                label="Plan name"
                value={plan.name}
                onChange={(event) => change(index, { name: event.currentTarget.value })}
              />
              <NumberInput
                label="Credits"
                min={1}
                step={1000}
                allowDecimal={false}
                value={plan.credits}
                onChange={(value) =>
                  typeof value === 'number' &&
                  value > 0 &&
                  setPlans((all) =>
                    all.map((p, at) => (at === index ? withCredits(p, value, creditPrice) : p)),
                  )
                }
              />
              <Text size="sm">
                Price: <strong>${agencyPlanPrice(plan.credits, creditPrice).toFixed(2)}</strong> per
                month
              </Text>
              <Text size="sm" fw={600} id={`plan-${index}-features`}>
                Features
              </Text>
              {plan.features.map((feature, at) => (
                <Group key={at} gap="xs" wrap="nowrap">
                  <TextInput
                    flex={1}
                    aria-label={`Plan ${index + 1} feature ${at + 1}`}
                    value={feature}
                    onChange={(event) => {
                      const value = event.currentTarget.value;
                      change(index, {
                        features: plan.features.map((f, i) => (i === at ? value : f)),
                      });
                    }}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove feature ${at + 1} of plan ${index + 1}`}
                    onClick={() => editFeatures(index, removePlanFeature(plan.features, at))}
                  >
                    ×
                  </ActionIcon>
                </Group>
              ))}
              <Button
                variant="light"
                size="xs"
                w="fit-content"
                onClick={() => editFeatures(index, addPlanFeature(plan.features))}
              >
                Add feature
              </Button>
              <Switch
                label="Popular"
                checked={plan.isPopular}
                onChange={(event) => change(index, { isPopular: event.currentTarget.checked })}
              />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Button w="fit-content" loading={saving} onClick={() => void save()}>
        Save plans
      </Button>
    </Stack>
  );
}
