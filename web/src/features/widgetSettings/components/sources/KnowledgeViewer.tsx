import { Alert, Anchor, Badge, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { KB_TEXTAREA_LINES, type KnowledgeDocument } from '@vg/common';
import { SourceStatusBadge } from './SourceStatusBadge';
import { REFRESH_LABELS, sourceKind, statusOf } from './sourceLabels';

/** One source: what it is, its status (with the reason when it failed), tags, and its text (22 lines). */
export function KnowledgeViewer({
  doc,
  onDelete,
  onClose,
}: {
  doc: KnowledgeDocument;
  onDelete: () => void;
  onClose: () => void;
}) {
  const status = statusOf(doc);
  const chars = doc.charCount ?? doc.content?.length;
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
          {doc.name}
        </Title>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="default" onClick={onClose}>
            Close
          </Button>
          <Button size="xs" color="red" variant="light" onClick={onDelete}>
            Delete
          </Button>
        </Group>
      </Group>
      <Group gap="xs">
        <SourceStatusBadge doc={doc} />
        <Text size="xs" c="dimmed">
          {sourceKind(doc)}
          {status === 'SUCCESS' &&
            chars !== undefined &&
            ` · ${chars.toLocaleString('en-US')} characters`}
          {doc.chunkCount ? ` · ${doc.chunkCount} passage${doc.chunkCount === 1 ? '' : 's'}` : ''}
          {doc.sourceType === 'url' && ` · Refresh: ${REFRESH_LABELS[doc.refreshRate]}`}
        </Text>
      </Group>
      {doc.url && (
        <Anchor
          href={doc.url}
          target="_blank"
          rel="noreferrer"
          size="sm"
          style={{ overflowWrap: 'anywhere' }}
        >
          {doc.url}
        </Anchor>
      )}
      {doc.fileURL && (
        <Anchor href={doc.fileURL} target="_blank" rel="noreferrer" size="sm">
          Open the original file ({doc.fileName})
        </Anchor>
      )}
      {doc.tags && doc.tags.length > 0 && (
        <Group gap={4}>
          {doc.tags.map((tag) => (
            <Badge key={tag} size="sm" variant="outline" color="gray">
              {tag}
            </Badge>
          ))}
        </Group>
      )}
      {status === 'ERROR' && (
        <Alert color="red" title="This source could not be read">
          {doc.error ?? 'The reason was not recorded: delete the source and add it again.'}
        </Alert>
      )}
      {status === 'SUCCESS' && doc.error && <Alert color="yellow">{doc.error}</Alert>}
      {(status === 'PENDING' || status === 'INITIALIZED') && (
        <Alert color="blue">
          The server is reading this source; its text shows here when done.
        </Alert>
      )}
      {(status === 'SUCCESS' || doc.content) && (
        <Textarea
          aria-label="Source content"
          value={doc.content ?? ''}
          rows={KB_TEXTAREA_LINES.viewer}
          readOnly
        />
      )}
    </Stack>
  );
}
