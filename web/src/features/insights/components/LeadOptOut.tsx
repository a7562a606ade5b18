import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ApiError } from '../../../data/api';
import { setLeadOptOut, type LeadRecord } from '../../../data/leads';
import type { InsightsViewer } from '../helpers/insightsViewer';

/**
 * Whether campaigns reach a lead, and the team's way to opt it out (or
 * take its own opt-out back), each after a confirmation. A person's own
 * STOP is shown, not undoable here.
 */
export function LeadOptOut({
  viewer,
  lead,
  who,
  onChange,
}: {
  viewer: InsightsViewer;
  lead: LeadRecord;
  who: string;
  onChange: (lead: LeadRecord) => void;
}) {
  const [busy, setBusy] = useState(false);

  const save = async (optedOut: boolean) => {
    setBusy(true);
    try {
      onChange(await setLeadOptOut(viewer.region, viewer.agentId, lead.id, optedOut));
      notifications.show({
        color: 'teal',
        message: optedOut
          ? `${who} is opted out of campaigns.`
          : `${who} will receive campaigns again.`,
      });
    } catch (error) {
      notifications.show({
        color: 'red',
        message:
          error instanceof ApiError
            ? error.message
            : 'The change could not be saved. Please try again.',
      });
    } finally {
      setBusy(false);
    }
  };

  const confirm = (optedOut: boolean) =>
    modals.openConfirmModal({
      title: optedOut ? `Opt ${who} out of campaigns?` : `Opt ${who} back in to campaigns?`,
      children: (
        <Text size="sm">
          {optedOut
            ? 'No campaign will be sent to them, including scheduled ones, until you opt them back in. Their conversations with the agent are not affected.'
            : 'Campaigns will reach them again. Only do this if they asked to receive your messages.'}
        </Text>
      ),
      labels: { confirm: optedOut ? 'Opt out' : 'Opt back in', cancel: 'Cancel' },
      confirmProps: optedOut ? { color: 'red' } : {},
      onConfirm: () => void save(optedOut),
    });

  if (!lead.optedOut)
    return (
      <Group gap="xs" wrap="nowrap">
        <Text size="sm">Subscribed</Text>
        <Button
          size="compact-sm"
          variant="default"
          loading={busy}
          aria-label={`Opt out ${who}`}
          onClick={() => confirm(true)}
        >
          Opt out
        </Button>
      </Group>
    );
  return (
    <Stack gap={4} align="flex-start">
      <Badge color="gray" variant="light" autoContrast>
        Opted out
      </Badge>
      {lead.optedOutBy === 'person' ? (
        <Text size="xs">They replied STOP; they can write START to opt back in.</Text>
      ) : (
        <Button
          size="compact-sm"
          variant="default"
          loading={busy}
          aria-label={`Opt back in ${who}`}
          onClick={() => confirm(false)}
        >
          Opt back in
        </Button>
      )}
    </Stack>
  );
}
