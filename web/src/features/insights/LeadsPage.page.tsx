import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Select,
  Stack,
  Table,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router-dom';
import { exportLeads, saveLeadTags, type LeadRecord } from '../../data/leads';
import { InsightsNav } from './components/InsightsNav';
import { LeadOptOut } from './components/LeadOptOut';
import { downloadCsv } from './helpers/downloadCsv';
import { LEAD_CSV_HEADER, SOURCE_LABEL, leadRows } from './helpers/leadCsv';
import type { InsightsViewer } from './helpers/insightsViewer';
import { useLeadsList } from './useLeadsList';

const MAX_TAGS = 20;

/**
 * Leads: every contact the agent captured, deduplicated, searchable,
 * tagged, exportable. The newest page is live and further pages load on
 * demand, so the page reads the same few documents at any number of leads.
 */
export function LeadsPage({
  viewer,
  suggestedTags,
}: {
  viewer: InsightsViewer;
  suggestedTags: string[];
}) {
  const { region, agentId } = viewer;
  const [search, setSearch] = useState('');
  const [source, setSource] = useState<string | null>(null);
  const [tag, setTag] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const filter = { source, tag };
  const { list, showMore, loadingMore, searching, total } = useLeadsList(
    region,
    agentId,
    filter,
    search,
  );
  // What an opt-out answered, over leads of pages that are not followed live.
  const [changed, setChanged] = useState<Record<string, LeadRecord>>({});
  const shown = (list.status === 'ready' ? list.value : []).map((lead) => {
    const newer = changed[lead.id];
    return newer && newer.optedOut !== lead.optedOut ? { ...lead, ...newer } : lead;
  });
  const tags = [...new Set([...suggestedTags, ...shown.flatMap((l) => l.tags)])].sort();
  const filtering = searching || !!source || !!tag;
  const exportCount = searching ? shown.length : total;

  const exportCsv = async () => {
    setExporting(true);
    try {
      // A search exports what it found; otherwise every lead the filters match.
      const leads = searching ? shown : await exportLeads(region, agentId, filter);
      downloadCsv(`${agentId}-leads.csv`, LEAD_CSV_HEADER, leadRows(leads));
    } catch {
      notifications.show({
        color: 'red',
        message: 'The leads could not be exported. Please try again.',
      });
    } finally {
      setExporting(false);
    }
  };

  const saveTags = async (leadId: string, next: string[]) => {
    try {
      await saveLeadTags(region, agentId, leadId, next.slice(0, MAX_TAGS));
    } catch {
      notifications.show({
        color: 'red',
        message: 'The tags could not be saved. Please try again.',
      });
    }
  };

  return (
    <Stack maw={1200}>
      <Title order={1} size="h2">
        Leads
      </Title>
      <InsightsNav viewer={viewer} current="leads" />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search leads"
          placeholder="Start of name, e-mail or phone"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={240}
        />
        <Select
          label="Source"
          placeholder="Any source"
          clearable
          data={Object.entries(SOURCE_LABEL).map(([value, label]) => ({ value, label }))}
          value={source}
          onChange={setSource}
          w={170}
        />
        <Select
          label="Tag"
          placeholder="Any tag"
          clearable
          data={tags}
          value={tag}
          onChange={setTag}
          w={170}
        />
        <Button
          variant="light"
          disabled={shown.length === 0}
          loading={exporting}
          onClick={() => void exportCsv()}
        >
          {exportCount === null ? 'Export as CSV' : `Export ${exportCount} as CSV`}
        </Button>
      </Group>
      {list.status === 'loading' && <Loader role="status" aria-label="Loading leads" />}
      {list.status === 'error' && (
        <Alert color="red">The leads could not be loaded. Please refresh.</Alert>
      )}
      {list.status === 'ready' && shown.length === 0 && filtering && <Text>No lead matches.</Text>}
      {list.status === 'ready' && shown.length === 0 && !filtering && (
        <Text>
          No leads yet. Visitors become leads when the widget knows their e-mail or phone (the
          embed&apos;s user fields, the e-mail form).
        </Text>
      )}
      {list.status === 'ready' && shown.length > 0 && (
        <>
          <Text size="sm">
            {searching
              ? `${shown.length} found`
              : total === null
                ? `${shown.length} shown`
                : `${shown.length} of ${total} ${total === 1 ? 'lead' : 'leads'}`}
          </Text>
          <Table.ScrollContainer minWidth={1040}>
            <Table striped withTableBorder data-testid="leads-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Contact</Table.Th>
                  <Table.Th>Source</Table.Th>
                  <Table.Th>First contact</Table.Th>
                  <Table.Th>Last contact</Table.Th>
                  <Table.Th>Tags</Table.Th>
                  <Table.Th>Campaigns</Table.Th>
                  <Table.Th>Conversation</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((lead) => {
                  const convo = lead.conversations.at(-1);
                  const who = lead.name || lead.email || lead.phone || lead.channelAddress;
                  return (
                    <Table.Tr key={lead.id}>
                      <Table.Td>
                        <Text fw={600} size="sm">
                          {who}
                        </Text>
                        <Text size="xs">
                          {[lead.email, lead.phone, lead.channelAddress]
                            .filter(Boolean)
                            .join(' · ')}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {lead.sources.map((s) => SOURCE_LABEL[s] ?? s).join(', ')}
                      </Table.Td>
                      <Table.Td>{new Date(lead.firstContactMs).toLocaleString()}</Table.Td>
                      <Table.Td>{new Date(lead.lastContactMs).toLocaleString()}</Table.Td>
                      <Table.Td miw={200}>
                        <TagsInput
                          size="xs"
                          aria-label={`Tags of ${who}`}
                          data={tags}
                          value={lead.tags}
                          maxTags={MAX_TAGS}
                          onChange={(next) => void saveTags(lead.id, next)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <LeadOptOut
                          viewer={viewer}
                          lead={lead}
                          who={who}
                          onChange={(next) => setChanged((c) => ({ ...c, [next.id]: next }))}
                        />
                      </Table.Td>
                      <Table.Td>
                        {convo && viewer.canOpen('convos') ? (
                          <Anchor
                            component={Link}
                            to={`${viewer.href('convos')}?convo=${encodeURIComponent(convo)}`}
                          >
                            Open
                          </Anchor>
                        ) : (
                          '—'
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {showMore && (
            <Button variant="subtle" loading={loadingMore} onClick={showMore}>
              Show more leads
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
