import { useState } from 'react';
import {
  Alert,
  Button,
  FileInput,
  List,
  SegmentedControl,
  Select,
  Stack,
  Tabs,
  TagsInput,
  type TagsInputProps,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  KB_TEXTAREA_LINES,
  KNOWLEDGE_CRAWL_PAGE_LIMIT,
  KNOWLEDGE_REFRESH_RATES,
  type AddKnowledgeUrlsRequest,
  type SkippedUrl,
} from '@vg/common';
import { REFRESH_LABELS } from './sourceLabels';
import {
  checkKnowledgeFile,
  KNOWLEDGE_FILE_ACCEPT,
  KNOWLEDGE_FILE_HINT,
} from './knowledgeFileCheck';

export const SOURCE_TEXT = {
  nameRequired: 'Please enter a document name',
  contentRequired: 'Please enter the document content',
  fileRequired: 'Choose a file to add',
  urlsRequired: 'Enter at least one URL',
  siteRequired: "Enter the website's address",
} as const;

/** Each resolves false (or null) when the request failed, so the form keeps what was entered. */
export interface AddSourceHandlers {
  onAddText: (name: string, content: string, tags: string[]) => Promise<boolean>;
  onAddFile: (file: File, tags: string[]) => Promise<boolean>;
  /** Resolves with the URLs that were left out (empty when every URL became a source). */
  onAddUrls: (request: AddKnowledgeUrlsRequest) => Promise<SkippedUrl[] | null>;
}

/** Add Source: a typed text, a file, or URLs (pages or a whole site), each read by the server. */
export function AddSourceForm(handlers: AddSourceHandlers) {
  return (
    <Tabs defaultValue="text">
      <Tabs.List mb="md">
        <Tabs.Tab value="text">Text</Tabs.Tab>
        <Tabs.Tab value="file">File</Tabs.Tab>
        <Tabs.Tab value="urls">URL(s)</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="text">
        <TextSourceForm onAdd={handlers.onAddText} />
      </Tabs.Panel>
      <Tabs.Panel value="file">
        <FileSourceForm onAdd={handlers.onAddFile} />
      </Tabs.Panel>
      <Tabs.Panel value="urls">
        <UrlSourceForm onAdd={handlers.onAddUrls} />
      </Tabs.Panel>
    </Tabs>
  );
}

function TagsField(props: TagsInputProps) {
  return (
    <TagsInput
      label="Tags"
      description="Optional: press Enter after each tag"
      maxTags={20}
      clearable
      {...props}
    />
  );
}

function TextSourceForm({ onAdd }: { onAdd: AddSourceHandlers['onAddText'] }) {
  const form = useForm({
    initialValues: { name: '', content: '', tags: [] as string[] },
    validate: {
      name: (value) => (value.trim() ? null : SOURCE_TEXT.nameRequired),
      content: (value) => (value.trim() ? null : SOURCE_TEXT.contentRequired),
    },
  });
  const submit = form.onSubmit(async ({ name, content, tags }) => {
    if (await onAdd(name.trim(), content, tags)) form.reset();
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label="Document name" {...form.getInputProps('name')} />
        <Textarea
          label="Content"
          rows={KB_TEXTAREA_LINES.editor}
          {...form.getInputProps('content')}
        />
        <TagsField {...form.getInputProps('tags')} />
        <Button type="submit" loading={form.submitting}>
          Add Source
        </Button>
      </Stack>
    </form>
  );
}

function FileSourceForm({ onAdd }: { onAdd: AddSourceHandlers['onAddFile'] }) {
  const form = useForm({
    initialValues: { file: null as File | null, tags: [] as string[] },
    validate: {
      file: (file) => (file ? checkKnowledgeFile(file) : SOURCE_TEXT.fileRequired),
    },
  });
  const submit = form.onSubmit(async ({ file, tags }) => {
    if (!file) return;
    if (await onAdd(file, tags)) form.reset();
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FileInput
          label="File"
          description={KNOWLEDGE_FILE_HINT}
          placeholder="Choose a file"
          accept={KNOWLEDGE_FILE_ACCEPT}
          clearable
          {...form.getInputProps('file')}
        />
        <TagsField {...form.getInputProps('tags')} />
        <Button type="submit" loading={form.submitting}>
          Add Source
        </Button>
      </Stack>
    </form>
  );
}

function UrlSourceForm({ onAdd }: { onAdd: AddSourceHandlers['onAddUrls'] }) {
  const [skipped, setSkipped] = useState<SkippedUrl[] | null>(null);
  const form = useForm({
    initialValues: {
      crawl: 'pages' as AddKnowledgeUrlsRequest['crawl'] & string,
      urls: '',
      site: '',
      refreshRate: 'never' as (typeof KNOWLEDGE_REFRESH_RATES)[number],
      tags: [] as string[],
    },
    validate: {
      urls: (value, values) =>
        values.crawl === 'pages' && lines(value).length === 0 ? SOURCE_TEXT.urlsRequired : null,
      site: (value, values) =>
        values.crawl === 'sitemap' && value.trim() === '' ? SOURCE_TEXT.siteRequired : null,
    },
  });
  const submit = form.onSubmit(async ({ crawl, urls, site, refreshRate, tags }) => {
    setSkipped(null);
    const left = await onAdd({
      crawl,
      urls: crawl === 'sitemap' ? [site.trim()] : lines(urls),
      refreshRate,
      tags,
    });
    setSkipped(left);
    if (left?.length === 0) form.reset();
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <div>
          <Text size="sm" fw={500} id="crawl-label" mb={4}>
            What to read
          </Text>
          <SegmentedControl
            aria-labelledby="crawl-label"
            fullWidth
            data={[
              { value: 'pages', label: 'These pages' },
              { value: 'sitemap', label: 'Whole site (sitemap)' },
            ]}
            {...form.getInputProps('crawl')}
          />
        </div>
        {form.values.crawl === 'pages' ? (
          <Textarea
            label="URLs, one per line"
            description={`Up to ${KNOWLEDGE_CRAWL_PAGE_LIMIT} pages; each becomes a source with the page's main text.`}
            placeholder="https://example.com/pricing"
            rows={KB_TEXTAREA_LINES.editor}
            {...form.getInputProps('urls')}
          />
        ) : (
          <TextInput
            label="Website address"
            description={`The pages its sitemap lists on the same site, up to ${KNOWLEDGE_CRAWL_PAGE_LIMIT}; robots.txt is honoured.`}
            placeholder="https://example.com"
            {...form.getInputProps('site')}
          />
        )}
        <Select
          label="Refresh rate"
          description="How often the pages are read again; only pages that changed are re-read."
          data={KNOWLEDGE_REFRESH_RATES.map((rate) => ({
            value: rate,
            label: REFRESH_LABELS[rate],
          }))}
          allowDeselect={false}
          {...form.getInputProps('refreshRate')}
        />
        <TagsField {...form.getInputProps('tags')} />
        {skipped && skipped.length > 0 && (
          <Alert color="yellow" title={`${skipped.length} URL(s) were left out`}>
            <List size="sm" spacing={4}>
              {skipped.map((item) => (
                <List.Item key={item.url} style={{ overflowWrap: 'anywhere' }}>
                  {item.reason}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Button type="submit" loading={form.submitting}>
          Add Source
        </Button>
      </Stack>
    </form>
  );
}

function lines(text: string): string[] {
  return text
    .split(/\s*\n\s*/)
    .map((line) => line.trim())
    .filter(Boolean);
}
