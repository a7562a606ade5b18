import { Alert, Paper, Progress, Text } from '@mantine/core';
import { knowledgeIndexingText, type KnowledgeIndexProgress } from '@vg/common';

/**
 * While the background function embeds changed sources: "Indexing 3 of 12
 * documents" with a bar; nothing once it is done. A run that stopped says
 * why (the next change, or Cloud Tasks' retry, runs it again).
 */
export function IndexingStatus({ progress }: { progress: KnowledgeIndexProgress | null }) {
  if (!progress) return null;
  const { state, done, total, error } = progress;
  if (state === 'error') {
    return (
      <Alert color="red" title="Indexing stopped">
        {error?.replace(/^Indexing stopped: /, '') ?? 'The sources could not be indexed.'} Answers
        still use the sources&apos; words; the next change to a source indexes them again.
      </Alert>
    );
  }
  if (state !== 'indexing' || total === 0) return null;
  const text = knowledgeIndexingText({ done, total });
  return (
    <Paper withBorder p="sm" role="status" aria-live="polite">
      <Text size="sm" mb={6}>
        {text}
      </Text>
      <Progress value={(done / total) * 100} aria-label={text} animated />
    </Paper>
  );
}
