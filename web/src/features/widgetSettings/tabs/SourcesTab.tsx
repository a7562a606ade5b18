import { useEffect, useState } from 'react';
import { Alert, Button, Grid, Group, Modal, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconEye, IconPlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';
import type { AddKnowledgeUrlsRequest, KnowledgeDocument, SkippedUrl } from '@vg/common';
import {
  addKnowledgeFile,
  addKnowledgeText,
  addKnowledgeUrls,
  deleteKnowledgeDoc,
  loadKnowledgeDoc,
  type AddedSource,
} from '../../../data/knowledge';
import { useKnowledgeDocs } from '../../../data/hooks/useAgents';
import { useWorkspace } from '../../workspaces/WorkspaceContext';
import { AddSourceForm } from '../components/sources/AddSourceForm';
import { IndexingProgress } from '../components/sources/IndexingProgress';
import { KnowledgeList } from '../components/sources/KnowledgeList';
import { KnowledgeViewer } from '../components/sources/KnowledgeViewer';

const PAGE_SIZE = 10;

/** Sources: the agent's long-term memory (voiceglow/{id}/kb). ?doc_id= opens one document. */
export function SourcesTab({ agentId }: { agentId: string }) {
  const { region } = useWorkspace();
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

  const failed = (error: unknown): false => {
    notifications.show({
      color: 'red',
      message: `Failed to add source: ${(error as Error).message}`,
      autoClose: 5000,
    });
    return false;
  };

  /** A source was made: say how reading it ended, close the dialog and open it. */
  const added = (name: string, result: AddedSource): true => {
    notifications.show(
      result.status === 'SUCCESS'
        ? { color: 'green', message: `Source "${name}" added.`, autoClose: 3000 }
        : {
            color: 'red',
            message: `"${name}" could not be read: ${result.error}`,
            autoClose: 8000,
          },
    );
    add.close();
    select(result.id);
    return true;
  };

  const addText = async (name: string, content: string, tags: string[]) => {
    try {
      return added(name, await addKnowledgeText(region, agentId, { name, content, tags }));
    } catch (error) {
      return failed(error);
    }
  };

  const addFile = async (file: File, tags: string[]) => {
    try {
      return added(file.name, await addKnowledgeFile(region, agentId, file, tags));
    } catch (error) {
      return failed(error);
    }
  };

  const addUrls = async (request: AddKnowledgeUrlsRequest): Promise<SkippedUrl[] | null> => {
    try {
      const result = await addKnowledgeUrls(region, agentId, request);
      const count = result.sourceIds.length;
      notifications.show({
        color: count > 0 ? 'green' : 'yellow',
        message:
          count > 0
            ? `${count} page${count === 1 ? '' : 's'} added as sources${result.skipped.length ? `, ${result.skipped.length} left out` : ''}.`
            : 'No page was added.',
        autoClose: 4000,
      });
      if (result.skipped.length === 0) add.close();
      return result.skipped;
    } catch (error) {
      failed(error);
      return null;
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
      <IndexingProgress region={region} agentId={agentId} />
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
        <AddSourceForm onAddText={addText} onAddFile={addFile} onAddUrls={addUrls} />
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
