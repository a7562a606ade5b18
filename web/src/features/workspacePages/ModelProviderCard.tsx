import { useState } from 'react';
import { Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { removeModelProvider, saveModelProvider } from '../../data/workspaces';
import { useWorkspace } from '../workspaces/WorkspaceContext';

/**
 * Credentials' model server: the workspace's own OpenAI-compatible API
 * (address, key, model), used for its agents instead of the platform's.
 * The key is sent once and kept by the functions; the page shows only its
 * last four characters.
 */
export function ModelProviderCard() {
  const { region, current } = useWorkspace();
  const saved = current.modelProvider;
  const [baseUrl, setBaseUrl] = useState('https://api.openai.com/v1');
  const [apiKey, setApiKey] = useState('');
  const [model, setModel] = useState('');
  const [busy, setBusy] = useState<'save' | 'remove' | null>(null);

  const act = async (what: 'save' | 'remove', work: () => Promise<unknown>, done: string) => {
    setBusy(what);
    try {
      await work();
      setApiKey('');
      notifications.show({ color: 'green', message: done, autoClose: 3000 });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: error instanceof Error ? error.message : String(error),
        autoClose: 5000,
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Model server
        </Title>
        <Text size="sm">
          Your own OpenAI-compatible API (OpenAI, Azure, Ollama, vLLM…) answers for this
          workspace&apos;s agents instead of the platform&apos;s. The key is kept by the server and
          never shown again.
        </Text>
        {saved ? (
          <Stack gap={4}>
            <Text size="sm">
              <strong>Address:</strong> {saved.baseUrl}
            </Text>
            {saved.model && (
              <Text size="sm">
                <strong>Model:</strong> {saved.model}
              </Text>
            )}
            <Text size="sm" aria-label={`API key ending in ${saved.keyHint}`}>
              <strong>API key:</strong> ••••••••{saved.keyHint}
            </Text>
            <Group>
              <Button
                variant="default"
                color="red"
                loading={busy === 'remove'}
                onClick={() =>
                  void act(
                    'remove',
                    () => removeModelProvider(region, current.uid),
                    "Model server removed: the platform's model answers again.",
                  )
                }
              >
                Remove model server
              </Button>
            </Group>
          </Stack>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void act(
                'save',
                () =>
                  saveModelProvider(region, current.uid, {
                    baseUrl: baseUrl.trim(),
                    apiKey: apiKey.trim(),
                    ...(model.trim() ? { model: model.trim() } : {}),
                  }),
                'Model server saved: your agents answer with it from now on.',
              );
            }}
          >
            <Stack gap="sm">
              <TextInput
                label="API address"
                description="Ends in /v1 for most servers."
                value={baseUrl}
                onChange={(e) => setBaseUrl(e.currentTarget.value)}
                required
              />
              <PasswordInput
                label="API key"
                value={apiKey}
                onChange={(e) => setApiKey(e.currentTarget.value)}
                autoComplete="off"
                required
              />
              <TextInput
                label="Model"
                description="Optional: the model to ask, e.g. gpt-4o-mini; an agent's own model comes first."
                value={model}
                onChange={(e) => setModel(e.currentTarget.value)}
              />
              <Group>
                <Button type="submit" loading={busy === 'save'} disabled={!apiKey.trim()}>
                  Save model server
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
