import { Fragment, useState } from 'react';
import { Alert, Badge, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CAMPAIGN_CHANNEL_LABEL, type CampaignStatus } from '@vg/common';
import { useCampaigns } from '../../data/hooks/useCampaigns';
import { useLeadsPage } from '../../data/hooks/useInsights';
import { CampaignForm } from './components/CampaignForm';
import { CampaignRecipients } from './components/CampaignRecipients';
import { InsightsNav } from './components/InsightsNav';
import type { InsightsViewer } from './helpers/insightsViewer';

const STATUS_LABEL: Record<CampaignStatus, string> = {
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
};

const NO_FILTER = { source: null, tag: null };

const COUNTS = ['sent', 'delivered', 'failed', 'skipped', 'replied'] as const;

/** Campaigns: messages to a segment of the leads, with what became of each, live. */
export function CampaignsPage({
  viewer,
  suggestedTags,
}: {
  viewer: InsightsViewer;
  suggestedTags: string[];
}) {
  const { region, agentId } = viewer;
  const campaigns = useCampaigns(region, agentId);
  // The tags of the leads' first page are offered beside the organisation's
  // (a client reads leads only with Leads).
  const leads = useLeadsPage(region, viewer.canOpen('leads') ? agentId : '', NO_FILTER);
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const page = leads.status === 'ready' ? leads.value : null;
  const tags = [
    ...new Set([...suggestedTags, ...(page?.leads ?? []).flatMap((l) => l.tags)]),
  ].sort();

  return (
    <Stack maw={1200}>
      <Title order={1} size="h2">
        Campaigns
      </Title>
      <InsightsNav viewer={viewer} current="campaigns" />
      {creating ? (
        <CampaignForm
          viewer={viewer}
          tags={tags}
          onCancel={() => setCreating(false)}
          onDone={(campaign) => {
            setCreating(false);
            setOpen(campaign.id);
            notifications.show({
              message:
                campaign.status === 'scheduled'
                  ? `${campaign.name} is scheduled.`
                  : `${campaign.name} is on its way.`,
            });
          }}
        />
      ) : (
        <Group>
          <Button onClick={() => setCreating(true)}>New campaign</Button>
        </Group>
      )}
      {campaigns.status === 'loading' && <Loader aria-label="Loading campaigns" />}
      {campaigns.status === 'error' && (
        <Alert color="red">The campaigns could not be loaded. Please refresh.</Alert>
      )}
      {campaigns.status === 'ready' && campaigns.value.length === 0 && (
        <Text>
          No campaigns yet. A campaign sends one message to the leads you pick, by e-mail or on
          WhatsApp, now or at a set time; replies land in the inbox.
        </Text>
      )}
      {campaigns.status === 'ready' && campaigns.value.length > 0 && (
        <Table.ScrollContainer minWidth={820}>
          <Table withTableBorder data-testid="campaigns-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Campaign</Table.Th>
                <Table.Th>Channel</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Recipients</Table.Th>
                {COUNTS.map((count) => (
                  <Table.Th key={count} tt="capitalize">
                    {count}
                  </Table.Th>
                ))}
                <Table.Th>Details</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {campaigns.value.map((c) => (
                <Fragment key={c.id}>
                  <Table.Tr data-testid={`campaign-${c.id}`}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {c.name}
                      </Text>
                      <Text size="xs">
                        {c.status === 'scheduled' ? 'Sends ' : 'Sent '}
                        {new Date(c.sendAtMs).toLocaleString()}
                      </Text>
                    </Table.Td>
                    <Table.Td>{CAMPAIGN_CHANNEL_LABEL[c.channel]}</Table.Td>
                    <Table.Td>
                      <Badge
                        variant="light"
                        autoContrast
                        color={c.status === 'sent' ? 'teal' : 'blue'}
                      >
                        {STATUS_LABEL[c.status]}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{c.counts.recipients}</Table.Td>
                    {COUNTS.map((count) => (
                      <Table.Td key={count} data-count={count}>
                        {c.counts[count]}
                      </Table.Td>
                    ))}
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="subtle"
                        aria-expanded={open === c.id}
                        aria-label={`${open === c.id ? 'Hide' : 'Show'} recipients of ${c.name}`}
                        onClick={() => setOpen(open === c.id ? null : c.id)}
                      >
                        {open === c.id ? 'Hide' : 'Recipients'}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                  {open === c.id && (
                    <Table.Tr>
                      <Table.Td colSpan={COUNTS.length + 5}>
                        <CampaignRecipients viewer={viewer} campaignId={c.id} name={c.name} />
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
