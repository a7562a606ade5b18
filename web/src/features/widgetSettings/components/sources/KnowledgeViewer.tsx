import { Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { KB_TEXTAREA_LINES, type KnowledgeDocument } from '@vg/common';

/** Read-only view of one document's content (22 lines). */
export function KnowledgeViewer({
  doc,
  onDelete,
  onClose,
}: {
  doc: KnowledgeDocument;
  onDelete: () => void;
  onClose: () => void;
}) {
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={5}>{doc.name}</Title>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={onClose}>
            Close
          </Button>
          <Button size="xs" color="red" variant="light" onClick={onDelete}>
            Delete
          </Button>
        </Group>
      </Group>
      <Text size="xs" c="dimmed">
        {doc.sourceType === 'url' && doc.url ? doc.url : 'Text source'} · {doc.status ?? 'SUCCESS'}
      </Text>
      <Textarea
        aria-label="Source content"
        value={doc.content ?? ''}
        rows={KB_TEXTAREA_LINES.viewer}
        readOnly
      />
    </Stack>
  );
}
