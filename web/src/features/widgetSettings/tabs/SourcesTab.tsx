import { useEffect, useState } from 'react';
import { Alert, Button, Grid, Group, Modal, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconEye, IconPlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';
import type { KnowledgeDocument } from '@vg/common';
import { addKnowledgeText, deleteKnowledgeDoc, loadKnowledgeDoc } from '../../../data/knowledge';
import { useKnowledgeDocs } from '../../../data/hooks/useAgents';
import { useWorkspace } from '../../workspaces/WorkspaceContext';
import { AddSourceForm } from '../components/sources/AddSourceForm';
import { KnowledgeList } from '../components/sources/KnowledgeList';
import { KnowledgeViewer } from '../components/sources/KnowledgeViewer';

const PAGE_SIZE = 10;

/** Sources: the agent's long-term memory (voiceglow/{id}/kb). ?doc_id= opens one document. */
export function SourcesTab({ agentId }: { agentId: string }) {
  const { region, current } = useWorkspace();
  const [count, setCount] = useState(PAGE_SIZE);
  const docs = useKnowledgeDocs(region, agentId || null, count);
  const [search, setSearch] = useSearchParams();
  const [filter, setFilter] = useState('');
  const [addOpened, add] = useDisclosure(false);
  const [previewOpened, preview] = useDisclosure(false);
  const [opened, setOpened] = useState<KnowledgeDocument | null>(null);
  const selectedId = search.get('doc_id');
  const loaded = docs.status === 'ready' ? docs.value : [];

  useEffect(() => {
    if (!selectedId || !agentId) return setOpened(null);
    const inList = loaded.find((d) => d.ID === selectedId);
    if (inList) return setOpened(inList);
    let cancelled = false;
    loadKnowledgeDoc(region, agentId, selectedId).then(
      (doc) => !cancelled && setOpened(doc),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [selectedId, agentId, region, docs]);

  if (!agentId) return <Alert color="gray">Save the agent to add sources.</Alert>;

  const select = (docId: string | null) => {
    const params = new URLSearchParams(search);
    if (docId) params.set('doc_id', docId);
    else params.delete('doc_id');
    setSearch(params, { replace: true });
  };

  const addText = async (name: string, content: string) => {
    try {
      const created = await addKnowledgeText(region, agentId, current.uid, name, content);
      notifications.show({
        color: 'green',
        message: `Source "${created.name}" added.`,
        autoClose: 3000,
      });
      add.close();
      select(created.ID);
    } catch (error) {
      notifications.show({
        color: 'red',
        message: `Failed to add source: ${(error as Error).message}`,
        autoClose: 3000,
      });
    }
  };

  const remove = async (doc: KnowledgeDocument) => {
    try {
      await deleteKnowledgeDoc(region, agentId, doc.ID);
      select(null);
      notifications.show({
        color: 'green',
        message: `Source "${doc.name}" deleted.`,
        autoClose: 3000,
      });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: `Failed to delete source: ${(error as Error).message}`,
        autoClose: 3000,
      });
    }
  };

  const confirmRemove = (doc: KnowledgeDocument) =>
    modals.openConfirmModal({
      title: 'Delete this source?',
      children: (
        <Text size="sm">
          &quot;{doc.name}&quot; will be removed from the agent&apos;s memory. This cannot be
          undone.
        </Text>
      ),
      labels: { confirm: 'Delete source', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => void remove(doc),
    });

  return (
    <Stack>
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          Sources are added as the agent&apos;s long-term memory.
        </Text>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconEye size={16} />}
            onClick={preview.open}
            disabled={loaded.length === 0}
          >
            Preview KB
          </Button>
          <Button leftSection={<IconPlus size={16} />} onClick={add.open}>
            Add Source
          </Button>
        </Group>
      </Group>
      {docs.status === 'error' && (
        <Alert color="red">Could not load sources: {docs.error.message}</Alert>
      )}
      <Grid>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <KnowledgeList
            docs={loaded}
            filter={filter}
            onFilter={setFilter}
            selectedId={selectedId}
            onSelect={select}
            canLoadMore={loaded.length >= count}
            onLoadMore={() => setCount((c) => c + PAGE_SIZE)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {opened ? (
            <KnowledgeViewer
              doc={opened}
              onClose={() => select(null)}
              onDelete={() => confirmRemove(opened)}
            />
          ) : (
            <Paper withBorder p="lg" c="dimmed" ta="center">
              Pick a source to read it.
            </Paper>
          )}
        </Grid.Col>
      </Grid>
      <Modal opened={addOpened} onClose={add.close} title="Add Source" size="lg">
        <AddSourceForm onAddText={addText} />
      </Modal>
      <Modal opened={previewOpened} onClose={preview.close} title="Preview KB" size="xl">
        <ScrollArea.Autosize mah="70vh">
          <Stack>
            {loaded.map((doc) => (
              <Paper key={doc.ID} withBorder p="sm">
                <Text fw={600}>{doc.name}</Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} lineClamp={6}>
                  {doc.content}
                </Text>
              </Paper>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Modal>
    </Stack>
  );
}
