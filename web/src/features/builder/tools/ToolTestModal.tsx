import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Code, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { Region } from '@vg/common';
import { testTool, type Tool, type ToolTestResult } from '../../../data/tools';

const sample = (value: unknown) =>
  value === undefined || value === null
    ? ''
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/**
 * The Test button's dialog: sample values for the tool's open parameters,
 * a request made by the functions (as a chat would), and what came back.
 */
export function ToolTestModal({
  tool,
  region,
  onClose,
}: {
  tool: Tool | null;
  region: Region;
  onClose: () => void;
}) {
  const open = (tool?.fields ?? []).filter(
    (field) => field.value === undefined || field.value === '',
  );
  const [args, setArgs] = useState<Record<string, string>>({});
  const [result, setResult] = useState<ToolTestResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    setArgs(Object.fromEntries(open.map((field) => [field.key, sample(field.defaultValue)])));
    setResult(null);
    setFailure(null);
    // Reset for each tool opened.
  }, [tool?.id]);

  const send = async () => {
    if (!tool) return;
    setSending(true);
    setFailure(null);
    try {
      const filled = Object.fromEntries(Object.entries(args).filter(([, value]) => value !== ''));
      setResult(await testTool(region, tool.id, filled));
    } catch (error) {
      setResult(null);
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal opened={tool !== null} onClose={onClose} title={`Test ${tool?.name ?? ''}`} size="lg">
      <Stack gap="sm">
        {open.length === 0 && (
          <Text size="sm" c="dimmed">
            This tool has no parameters to fill.
          </Text>
        )}
        {open.map((field) => (
          <TextInput
            key={field.key}
            label={field.key}
            description={field.description}
            required={field.required}
            value={args[field.key] ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setArgs((current) => ({ ...current, [field.key]: value }));
            }}
          />
        ))}
        <Group justify="flex-end">
          <Button onClick={() => void send()} loading={sending}>
            Send test request
          </Button>
        </Group>
        {failure && (
          <Alert color="red" title="The test could not run">
            {failure}
          </Alert>
        )}
        {result && (
          <Stack gap="xs" aria-live="polite">
            <Group gap="xs">
              <Badge variant="default" size="lg">
                {result.ok ? 'OK' : 'Failed'} ·{' '}
                {result.status !== undefined ? `HTTP ${result.status}` : 'no answer'}
              </Badge>
              <Text size="sm" c="dimmed">
                {result.ms} ms
              </Text>
            </Group>
            {result.error && (
              <Text size="sm" c="red.8">
                {result.error}
              </Text>
            )}
            {result.body !== undefined && (
              <Code
                block
                tabIndex={0}
                role="region"
                aria-label="Response"
                style={{ maxHeight: 300, overflow: 'auto' }}
              >
                {typeof result.body === 'string'
                  ? result.body
                  : JSON.stringify(result.body, null, 2)}
              </Code>
            )}
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
