import { Alert, Button, FileInput, Stack, Tabs, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { KB_TEXTAREA_LINES } from '@vg/common';

export const SOURCE_TEXT = {
  nameRequired: 'Please enter a document name',
  contentRequired: 'Please enter the document content',
} as const;

/**
 * Add Source: Text (name + content) is the working path; File and URL(s)
 * are shown but not wired yet.
 */
export function AddSourceForm({
  onAddText,
}: {
  onAddText: (name: string, content: string) => Promise<void>;
}) {
  const form = useForm({
    initialValues: { name: '', content: '' },
    validate: {
      name: (value) => (value.trim() ? null : SOURCE_TEXT.nameRequired),
      content: (value) => (value.trim() ? null : SOURCE_TEXT.contentRequired),
    },
  });
  const submit = form.onSubmit(async ({ name, content }) => {
    await onAddText(name.trim(), content);
    form.reset();
  });

  return (
    <Tabs defaultValue="text">
      <Tabs.List mb="md">
        <Tabs.Tab value="text">Text</Tabs.Tab>
        <Tabs.Tab value="file">File</Tabs.Tab>
        <Tabs.Tab value="urls">URL(s)</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="text">
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput label="Document name" {...form.getInputProps('name')} />
            <Textarea
              label="Content"
              rows={KB_TEXTAREA_LINES.editor}
              {...form.getInputProps('content')}
            />
            <Button type="submit" loading={form.submitting}>
              Add Source
            </Button>
          </Stack>
        </form>
      </Tabs.Panel>
      <Tabs.Panel value="file">
        <Stack>
          <FileInput label="File" placeholder="PDF, DOCX or TXT" disabled />
          <Alert color="gray">File sources are not available yet; paste the text under Text.</Alert>
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="urls">
        <Stack>
          <Textarea label="URLs, one per line" rows={KB_TEXTAREA_LINES.editor} disabled />
          <Alert color="gray">Crawling URLs is not available yet.</Alert>
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
