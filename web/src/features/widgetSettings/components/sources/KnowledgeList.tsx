import { Button, NavLink, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconFileText, IconSearch } from '@tabler/icons-react';
import type { KnowledgeDocument } from '@vg/common';

/** Name filter, the documents loaded so far, and Load More. */
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
  const shown = needle ? docs.filter((d) => d.name.toLowerCase().includes(needle)) : docs;
  return (
    <Stack gap="xs">
      <TextInput
        placeholder="Search by name"
        aria-label="Search sources by name"
        leftSection={<IconSearch size={14} />}
        value={filter}
        onChange={(event) => onFilter(event.currentTarget.value)}
      />
      <ScrollArea.Autosize mah={420}>
        {shown.length === 0 ? (
          <Text c="dimmed" size="sm" p="xs">
            {docs.length === 0 ? 'No sources yet.' : 'No sources match this name.'}
          </Text>
        ) : (
          shown.map((doc) => (
            <NavLink
              key={doc.ID}
              label={doc.name}
              description={`${(doc.charCount ?? doc.content?.length ?? 0).toLocaleString('en-US')} characters`}
              leftSection={<IconFileText size={16} />}
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
