import { Badge, Button, Group, NavLink, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconFile, IconFileText, IconSearch, IconWorld } from '@tabler/icons-react';
import type { KnowledgeDocument } from '@vg/common';
import { SourceStatusBadge } from './SourceStatusBadge';
import { statusOf } from './sourceLabels';

/** Whether a source matches the search: its name, its address or one of its tags. */
export function matchesSearch(doc: KnowledgeDocument, needle: string): boolean {
  if (!needle) return true;
  return [doc.name, doc.url ?? '', ...(doc.tags ?? [])].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

function iconOf(doc: KnowledgeDocument) {
  if (doc.sourceType === 'url') return <IconWorld size={16} aria-hidden />;
  return doc.fileName ? <IconFile size={16} aria-hidden /> : <IconFileText size={16} aria-hidden />;
}

function summaryOf(doc: KnowledgeDocument): string {
  const status = statusOf(doc);
  if (status === 'ERROR') return doc.error ?? 'Could not be read';
  if (status !== 'SUCCESS') return doc.url ?? doc.fileName ?? 'Waiting to be read';
  const chars = `${(doc.charCount ?? doc.content?.length ?? 0).toLocaleString('en-US')} characters`;
  return doc.url ? `${chars} · ${doc.url}` : chars;
}

/** Search by name, the sources loaded so far with their status and tags, and Load More. */
export function KnowledgeList({
  docs,
  filter,
  onFilter,
  selectedId,
  onSelect,
  canLoadMore,
  onLoadMore,
}: {
  docs: KnowledgeDocument[];
  filter: string;
  onFilter: (text: string) => void;
  selectedId: string | null;
  onSelect: (docId: string) => void;
  canLoadMore: boolean;
  onLoadMore: () => void;
}) {
  const needle = filter.trim().toLowerCase();
  const shown = docs.filter((doc) => matchesSearch(doc, needle));
  return (
    <Stack gap="xs">
      <TextInput
        placeholder="Search by name"
        aria-label="Search sources by name"
        leftSection={<IconSearch size={14} />}
        value={filter}
        onChange={(event) => onFilter(event.currentTarget.value)}
      />
      <ScrollArea.Autosize mah={480}>
        {shown.length === 0 ? (
          <Text c="dimmed" size="sm" p="xs">
            {docs.length === 0 ? 'No sources yet.' : 'No sources match this name.'}
          </Text>
        ) : (
          shown.map((doc) => (
            <NavLink
              key={doc.ID}
              component="button"
              type="button"
              label={
                <Group gap={6} wrap="nowrap" justify="space-between">
                  <Text size="sm" truncate>
                    {doc.name}
                  </Text>
                  <SourceStatusBadge doc={doc} />
                </Group>
              }
              description={
                <Stack gap={2} component="span">
                  <Text
                    component="span"
                    size="xs"
                    lineClamp={2}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {summaryOf(doc)}
                  </Text>
                  {doc.tags && doc.tags.length > 0 && (
                    <Group gap={4} component="span">
                      {doc.tags.map((tag) => (
                        <Badge key={tag} size="xs" variant="outline" color="gray" component="span">
                          {tag}
                        </Badge>
                      ))}
                    </Group>
                  )}
                </Stack>
              }
              leftSection={iconOf(doc)}
              active={doc.ID === selectedId}
              onClick={() => onSelect(doc.ID)}
            />
          ))
        )}
      </ScrollArea.Autosize>
      {canLoadMore && (
        <Button variant="subtle" size="xs" onClick={onLoadMore}>
          Load More
        </Button>
      )}
    </Stack>
  );
}
