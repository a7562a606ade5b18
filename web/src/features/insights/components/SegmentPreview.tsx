import { useEffect, useState } from 'react';
import { Alert, Button, Loader, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  CAMPAIGN_MAX_RECIPIENTS,
  type CampaignChannel,
  type CampaignPreview,
  type CampaignSegment,
} from '@vg/common';
import { previewCampaignSegment } from '../../../data/campaigns';
import type { InsightsViewer } from '../helpers/insightsViewer';

type Shown =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; key: string; preview: CampaignPreview };

/**
 * Who the campaign would reach, as the function counts it: the number of
 * leads in the segment (and of those it would skip) and the first 50 of
 * them, with "Load more" for the next 50.
 */
export function SegmentPreview({
  viewer,
  channel,
  segment,
}: {
  viewer: InsightsViewer;
  channel: CampaignChannel;
  segment: CampaignSegment;
}) {
  const [request] = useDebouncedValue(JSON.stringify({ channel, segment }), 400);
  const [shown, setShown] = useState<Shown>({ status: 'loading' });
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    let current = true;
    setShown({ status: 'loading' });
    previewCampaignSegment(viewer.region, viewer.agentId, {
      ...(JSON.parse(request) as { channel: CampaignChannel; segment: CampaignSegment }),
      offset: 0,
    }).then(
      (preview) => current && setShown({ status: 'ready', key: request, preview }),
      () => current && setShown({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [viewer.region, viewer.agentId, request]);

  const loadMore = (preview: CampaignPreview) => {
    if (preview.nextOffset === null) return;
    setLoadingMore(true);
    previewCampaignSegment(viewer.region, viewer.agentId, {
      ...(JSON.parse(request) as { channel: CampaignChannel; segment: CampaignSegment }),
      offset: preview.nextOffset,
    })
      .then((next) =>
        setShown((now) =>
          now.status === 'ready' && now.key === request
            ? {
                ...now,
                preview: { ...next, leads: [...now.preview.leads, ...next.leads] },
              }
            : now,
        ),
      )
      .catch(() => setShown({ status: 'error' }))
      .finally(() => setLoadingMore(false));
  };

  if (shown.status === 'loading')
    return <Loader size="sm" aria-label="Counting the leads of this segment" />;
  if (shown.status === 'error')
    return (
      <Text size="sm" c="red">
        The segment could not be counted. Change a filter to try again.
      </Text>
    );
  const { preview } = shown;
  const what = channel === 'email' ? 'e-mail address' : 'WhatsApp number';
  return (
    <Stack gap="xs">
      <Text size="sm" role="status" data-testid="segment-preview">
        {preview.matching} {preview.matching === 1 ? 'lead matches' : 'leads match'}
        {preview.skipped > 0 && ` (${preview.skipped} will be skipped: opted out or no ${what})`}
      </Text>
      {preview.tooMany && (
        <Alert color="yellow">
          A campaign sends to at most {CAMPAIGN_MAX_RECIPIENTS.toLocaleString()} leads: narrow the
          segment by tag, channel or dates.
        </Alert>
      )}
      {preview.leads.length > 0 && (
        <Table.ScrollContainer minWidth={420} mah={320}>
          <Table
            withTableBorder
            striped
            aria-label="Leads of this segment"
            data-testid="segment-leads"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Lead</Table.Th>
                <Table.Th>Sent to</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.leads.map((lead) => (
                <Table.Tr key={lead.leadId}>
                  <Table.Td>{lead.name || lead.address || '—'}</Table.Td>
                  <Table.Td>
                    {lead.status === 'skipped' ? `Skipped: ${lead.reason}` : lead.address}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {preview.nextOffset !== null && (
        <Button
          variant="subtle"
          size="compact-sm"
          loading={loadingMore}
          onClick={() => loadMore(preview)}
          style={{ alignSelf: 'flex-start' }}
        >
          Load more ({preview.leads.length} of {preview.matching} shown)
        </Button>
      )}
    </Stack>
  );
}
