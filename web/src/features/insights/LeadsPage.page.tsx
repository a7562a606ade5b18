import { useMemo, useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Pagination,
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
import { saveLeadTags } from '../../data/insights';
import { useLeads } from '../../data/hooks/useInsights';
import { InsightsNav } from './components/InsightsNav';
import { downloadCsv } from './helpers/downloadCsv';
import { LEAD_CSV_HEADER, SOURCE_LABEL, filterLeads, leadRows } from './helpers/filterLeads';
import type { InsightsViewer } from './helpers/insightsViewer';

const PAGE_SIZE = 25;
const MAX_TAGS = 20;

/** Leads: every contact the agent captured, deduplicated, searchable, tagged, exportable. */
export function LeadsPage({
  viewer,
  suggestedTags,
}: {
  viewer: InsightsViewer;
  suggestedTags: string[];
}) {
  const { region, agentId } = viewer;
  const leads = useLeads(region, agentId);
  const [search, setSearch] = useState('');
  const [source, setSource] = useState<string | null>(null);
  const [tag, setTag] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const all = leads.status === 'ready' ? leads.value : [];
  const shown = useMemo(
    () => filterLeads(all, { search, source, tag }),
    [all, search, source, tag],
  );
  const tags = [...new Set([...suggestedTags, ...all.flatMap((l) => l.tags)])].sort();
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const visible = shown.slice(
    (Math.min(page, pages) - 1) * PAGE_SIZE,
    Math.min(page, pages) * PAGE_SIZE,
  );

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
          placeholder="Name, e-mail or phone"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={240}
        />
        <Select
          label="Source"
          placeholder="Any source"
          clearable
          data={Object.entries(SOURCE_LABEL).map(([value, label]) => ({ value, label }))}
          value={source}
          onChange={(value) => {
            setSource(value);
            setPage(1);
          }}
          w={170}
        />
        <Select
          label="Tag"
          placeholder="Any tag"
          clearable
          data={tags}
          value={tag}
          onChange={(value) => {
            setTag(value);
            setPage(1);
          }}
          w={170}
        />
        <Button
          variant="light"
          disabled={shown.length === 0}
          onClick={() => downloadCsv(`${agentId}-leads.csv`, LEAD_CSV_HEADER, leadRows(shown))}
        >
          Export {shown.length} as CSV
        </Button>
      </Group>
      {leads.status === 'loading' && <Loader aria-label="Loading leads" />}
      {leads.status === 'error' && (
        <Alert color="red">The leads could not be loaded. Please refresh.</Alert>
      )}
      {leads.status === 'ready' && all.length === 0 && (
        <Text>
          No leads yet. Visitors become leads when the widget knows their e-mail or phone (the
          embed&apos;s user fields, the e-mail form).
        </Text>
      )}
      {leads.status === 'ready' && all.length > 0 && (
        <>
          <Text size="sm">
            {shown.length} of {all.length} leads
          </Text>
          <Table.ScrollContainer minWidth={900}>
            <Table striped withTableBorder data-testid="leads-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Contact</Table.Th>
                  <Table.Th>Source</Table.Th>
                  <Table.Th>First contact</Table.Th>
                  <Table.Th>Last contact</Table.Th>
                  <Table.Th>Tags</Table.Th>
                  <Table.Th>Conversation</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {visible.map((lead) => {
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
          {pages > 1 && (
            <Pagination
              total={pages}
              value={Math.min(page, pages)}
              onChange={setPage}
              aria-label="Leads pages"
            />
          )}
        </>
      )}
    </Stack>
  );
}
