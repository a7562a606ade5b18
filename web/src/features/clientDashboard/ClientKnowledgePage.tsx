import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { addKnowledgeText, deleteKnowledgeDoc } from '../../data/knowledge';
import { useKnowledgeDocs } from '../../data/hooks/useAgents';
import type { ClientSession } from '../clients/ClientContext';
import { IndexingProgress } from '../widgetSettings/components/sources/IndexingProgress';

const SHOWN_DOCS = 100;

/**
 * /kb for a client: the agent's knowledge base, which its clients may read
 * and extend (the rules give them the agent's kb): add a text document,
 * remove one.
 */
export function ClientKnowledgePage({
  session,
  agentId,
}: {
  session: ClientSession;
  agentId: string;
}) {
  const docs = useKnowledgeDocs(session.region, agentId, SHOWN_DOCS);
  const [name, setName] = useState('');
  const [content, setContent] = useState('');
  const [busy, setBusy] = useState(false);

  const add = async () => {
    if (!name.trim() || !content.trim()) {
      notifications.show({ color: 'red', message: 'Please fill out all fields.', autoClose: 2000 });
      return;
    }
    setBusy(true);
    try {
      await addKnowledgeText(session.region, agentId, { name, content });
      setName('');
      setContent('');
      notifications.show({ color: 'green', message: 'Saved successfully', autoClose: 2000 });
    } catch {
      notifications.show({ color: 'red', message: 'Error occured when trying to save..' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack maw={900}>
      <Title order={1} size="h2">
        Knowledge Base
      </Title>
      <IndexingProgress region={session.region} agentId={agentId} />
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={2} size="h5">
            Add a text document
          </Title>
          <TextInput
            label="Document name"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <Textarea
            label="Content"
            autosize
            minRows={4}
            value={content}
            onChange={(e) => setContent(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button onClick={() => void add()} loading={busy}>
              Add document
            </Button>
          </Group>
        </Stack>
      </Paper>
      {docs.status === 'loading' && <Loader role="status" aria-label="Loading documents" />}
      {docs.status === 'error' && (
        <Alert color="red">The knowledge base could not be loaded. Please refresh.</Alert>
      )}
      {docs.status === 'ready' && docs.value.length === 0 && (
        <Text>This agent has no documents yet.</Text>
      )}
      {docs.status === 'ready' &&
        docs.value.map((doc) => (
          <Paper key={doc.ID} withBorder p="sm">
            <Group justify="space-between" wrap="nowrap">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} truncate>
                  {doc.name}
                </Text>
                <Text size="xs">
                  {doc.url ?? `${doc.charCount ?? doc.content?.length ?? 0} characters`}
                </Text>
              </div>
              <Group gap="xs" wrap="nowrap">
                {doc.status && (
                  <Badge variant="light" color={doc.status === 'SUCCESS' ? 'green' : 'gray'}>
                    {doc.status}
                  </Badge>
                )}
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  aria-label={`Delete ${doc.name}`}
                  onClick={() => void deleteKnowledgeDoc(session.region, agentId, doc.ID)}
                >
                  Delete
                </Button>
              </Group>
            </Group>
          </Paper>
        ))}
    </Stack>
  );
}
