import { Anchor, Badge, Loader, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { RecipientStatus } from '@vg/common';
import { useCampaignRecipients } from '../../../data/hooks/useCampaigns';
import type { InsightsViewer } from '../helpers/insightsViewer';

const STATUS: Record<RecipientStatus, { label: string; color: string }> = {
  pending: { label: 'Waiting', color: 'gray' },
  sending: { label: 'Sending', color: 'blue' },
  sent: { label: 'Sent', color: 'blue' },
  delivered: { label: 'Delivered', color: 'teal' },
  read: { label: 'Read', color: 'teal' },
  failed: { label: 'Failed', color: 'red' },
  skipped: { label: 'Skipped', color: 'gray' },
};

/** Each recipient of a campaign: where it went, what happened, and the reply. */
export function CampaignRecipients({
  viewer,
  campaignId,
  name,
}: {
  viewer: InsightsViewer;
  campaignId: string;
  name: string;
}) {
  const recipients = useCampaignRecipients(viewer.region, viewer.agentId, campaignId);
  if (recipients.status === 'loading') return <Loader size="sm" aria-label="Loading recipients" />;
  if (recipients.status === 'error')
    return <Text c="red">The recipients could not be loaded. Please refresh.</Text>;
  const rows = [...recipients.value].sort((a, b) =>
    (a.name || a.address).localeCompare(b.name || b.address),
  );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table withTableBorder aria-label={`Recipients of ${name}`} data-testid="campaign-recipients">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Recipient</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Reason</Table.Th>
            <Table.Th>Reply</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {r.name || r.address || '—'}
                </Text>
                {r.name && r.address && <Text size="xs">{r.address}</Text>}
              </Table.Td>
              <Table.Td miw={110}>
                <Badge color={STATUS[r.status].color} variant="light" autoContrast>
                  {STATUS[r.status].label}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{r.reason || '—'}</Text>
              </Table.Td>
              <Table.Td>
                {r.repliedAtMs === undefined ? (
                  '—'
                ) : r.conversationId && viewer.canOpen('convos') ? (
                  <Anchor
                    component={Link}
                    size="sm"
                    to={`${viewer.href('convos')}?convo=${encodeURIComponent(r.conversationId)}`}
                  >
                    Replied: open conversation
                  </Anchor>
                ) : (
                  <Text size="sm">Replied {new Date(r.repliedAtMs).toLocaleString()}</Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
