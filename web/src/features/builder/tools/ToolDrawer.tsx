import { useEffect, useState } from 'react';
import {
  ActionIcon,
  Button,
  Divider,
  Drawer,
  Group,
  Paper,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { TOOL_FIELD_LOCATIONS, TOOL_FIELD_TYPES, type Region } from '@vg/common';
import { newToolId, saveTool, type Tool } from '../../../data/tools';
import {
  EMPTY_FIELD,
  draftFromTool,
  fieldsFromDraft,
  toolDraftErrors,
  type ToolDraft,
} from './toolDraft';

const LOCATION_LABEL = { query: 'Query', body: 'Body', header: 'Header' } as const;

/**
 * Create or edit a tool of the workspace: what it is (name, description,
 * image), where it calls (server URL, secret) and its parameters.
 */
export function ToolDrawer({
  opened,
  tool,
  region,
  ownerId,
  onClose,
  onSaved,
}: {
  opened: boolean;
  /** null: a new tool. */
  tool: Tool | null;
  region: Region;
  ownerId: string;
  onClose: () => void;
  onSaved: (tool: Tool) => void;
}) {
  const form = useForm<ToolDraft>({
    initialValues: draftFromTool(tool),
    validate: toolDraftErrors,
  });
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!opened) return;
    const draft = draftFromTool(tool);
    form.setValues(draft);
    form.resetDirty(draft);
    form.clearErrors();
    // `form` is stable; reload when another tool is opened.
  }, [opened, tool?.id]);

  const submit = async (draft: ToolDraft) => {
    setSaving(true);
    const isNew = tool === null;
    const id = tool?.id ?? newToolId(region);
    const next: Tool = {
      ...(tool ?? {}),
      id,
      name: draft.name.trim(),
      description: draft.description.trim(),
      imageUrl: draft.imageUrl.trim(),
      serverUrl: draft.serverUrl.trim(),
      fields: fieldsFromDraft(draft.fields),
      ownerID: ownerId,
      userId: ownerId,
    };
    try {
      await saveTool(region, next, draft.secret === '' ? undefined : draft.secret, isNew);
      notifications.show({
        color: 'green',
        message: `Tool "${next.name}" saved.`,
        autoClose: 2000,
      });
      onSaved(next);
    } catch (error) {
      notifications.show({
        color: 'red',
        message: `Failed to save the tool, ${error instanceof Error ? error.message : String(error)}`,
        autoClose: 3000,
      });
    } finally {
      setSaving(false);
    }
  };

  const fields = form.getValues().fields;
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xl"
      title={tool ? `Edit ${tool.name}` : 'New tool'}
    >
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Stack gap="md">
          <TextInput label="Name" required {...form.getInputProps('name')} />
          <Textarea
            label="Description"
            description="What the tool does and when to use it: the model reads it, and without a model the question is matched against it."
            autosize
            minRows={2}
            {...form.getInputProps('description')}
          />
          <TextInput
            label="Image URL"
            placeholder="https://…"
            {...form.getInputProps('imageUrl')}
          />
          <TextInput
            label="Server URL"
            required
            placeholder="https://api.example.com/orders"
            description="The functions call it (never the visitor’s browser); private and internal addresses are refused."
            {...form.getInputProps('serverUrl')}
          />
          <PasswordInput
            label="Server secret"
            description={
              tool
                ? 'Sent as the bearer token. Stored privately and never shown again: leave empty to keep it, type to replace it.'
                : 'Sent as the bearer token to the server URL only. Stored privately.'
            }
            autoComplete="new-password"
            {...form.getInputProps('secret')}
          />
          <Divider />
          <Group justify="space-between">
            <Title order={3} size="h5">
              Parameters
            </Title>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} />}
              onClick={() => form.insertListItem('fields', { ...EMPTY_FIELD })}
            >
              Add parameter
            </Button>
          </Group>
          {fields.length === 0 && (
            <Text size="sm" c="dimmed">
              No parameters: the tool is called without any.
            </Text>
          )}
          {fields.map((_, index) => (
            <Paper key={index} withBorder p="sm" radius="md">
              <Stack gap="xs">
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
                  <TextInput label="Key" required {...form.getInputProps(`fields.${index}.key`)} />
                  <Select
                    label="Sent in"
                    data={TOOL_FIELD_LOCATIONS.map((value) => ({
                      value,
                      label: LOCATION_LABEL[value],
                    }))}
                    allowDeselect={false}
                    {...form.getInputProps(`fields.${index}.in`)}
                  />
                  <Select
                    label="Type"
                    data={[...TOOL_FIELD_TYPES]}
                    allowDeselect={false}
                    {...form.getInputProps(`fields.${index}.type`)}
                  />
                </SimpleGrid>
                <TextInput
                  label="Description"
                  description="What to fill in. List the choices after a colon (“Day: monday, tuesday”) to let questions pick one."
                  {...form.getInputProps(`fields.${index}.description`)}
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                  <TextInput
                    label="Fixed value"
                    description="Always sent; the agent does not fill it."
                    {...form.getInputProps(`fields.${index}.value`)}
                  />
                  <TextInput
                    label="Default value"
                    description="Sent when the agent has no value."
                    {...form.getInputProps(`fields.${index}.defaultValue`)}
                  />
                </SimpleGrid>
                <Group justify="space-between">
                  <Switch
                    label="Required"
                    {...form.getInputProps(`fields.${index}.required`, { type: 'checkbox' })}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove parameter ${fields[index]?.key || index + 1}`}
                    onClick={() => form.removeListItem('fields', index)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Stack>
            </Paper>
          ))}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Save tool
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
