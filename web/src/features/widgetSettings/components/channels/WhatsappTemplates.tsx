import { useCallback, useEffect, useId, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  normaliseTemplateName,
  TEXT,
  validateWhatsappTemplate,
  WHATSAPP_TEMPLATE_CATEGORIES,
  type Region,
  type WhatsappTemplate,
  type WhatsappTemplateView,
} from '@vg/common';
import { createWhatsappTemplate, listWhatsappTemplates } from '../../../../data/channels';
import { TEMPLATE_LANGUAGES, templateStatus } from './whatsappTemplateLabels';

const EMPTY: WhatsappTemplate = { name: '', language: 'en', category: 'UTILITY', bodyText: '' };

/**
 * The message templates of a connected number's WhatsApp Business account
 * (what starts a conversation with someone who has not written in the
 * last 24 hours, as campaigns do): each with Meta's review status, and a
 * form that submits a new one (createTemplate). Notices: 'Template created
 * successfully', 'Invalid template info' (the name is made lowercase with
 * underscores before it is checked), 'Error: {Meta's message}'.
 */
export function WhatsappTemplates({
  region,
  agentId,
  phoneId,
}: {
  region: Region;
  agentId: string;
  phoneId: string;
}) {
  const headingId = useId();
  const [templates, setTemplates] = useState<WhatsappTemplateView[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [form, setForm] = useState<WhatsappTemplate>(EMPTY);
  const [saving, setSaving] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setTemplates(await listWhatsappTemplates(region, agentId, phoneId));
      setLoadError(null);
    } catch (failure) {
      setLoadError((failure as Error).message);
    } finally {
      setLoading(false);
    }
  }, [region, agentId, phoneId]);
  useEffect(() => {
    void load();
  }, [load]);

  const create = async () => {
    const template = { ...form, name: normaliseTemplateName(form.name) };
    setForm(template);
    const problem = validateWhatsappTemplate(template);
    if (problem) {
      notifications.show({ color: 'red', message: problem, autoClose: 4000 });
      return;
    }
    setSaving(true);
    try {
      const answer = await createWhatsappTemplate(region, agentId, phoneId, template);
      notifications.show({ color: 'green', message: answer.message, autoClose: 3000 });
      setTemplates((list) => [
        ...(list ?? []).filter((t) => t.id !== answer.template.id),
        answer.template,
      ]);
      setForm(EMPTY);
    } catch (failure) {
      const message = (failure as Error).message;
      notifications.show({
        color: 'red',
        message:
          message.startsWith('Error') || message === TEXT.whatsappTemplateInvalid
            ? message
            : `Error: ${message}`,
        autoClose: 5000,
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Title order={3} size="h5" id={headingId}>
          Message templates
        </Title>
        <Button variant="default" size="xs" loading={loading} onClick={() => void load()}>
          Refresh statuses
        </Button>
      </Group>
      <Text size="sm">
        A template starts a conversation with someone who has not written in the last 24 hours
        (campaigns). Meta reviews each new template; only approved ones can be sent.
      </Text>
      {loadError && (
        <Alert color="red" role="alert">
          {loadError}
        </Alert>
      )}
      {templates && templates.length === 0 && <Text size="sm">No templates yet.</Text>}
      {templates && templates.length > 0 && (
        <Stack gap="xs" role="list" aria-label="Message templates">
          {templates.map((template) => {
            const status = templateStatus(template.status);
            return (
              <Card key={template.id} withBorder padding="sm" role="listitem">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {template.name}
                  </Text>
                  <Badge color={status.color} variant="light">
                    {status.label}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {template.language} · {template.category}
                </Text>
                {template.bodyText && (
                  <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
                    {template.bodyText}
                  </Text>
                )}
              </Card>
            );
          })}
        </Stack>
      )}
      <Card withBorder padding="sm">
        <Stack gap="xs">
          <Text fw={600}>New template</Text>
          <TextInput
            label="Template name"
            description="Lowercase letters, numbers and underscores, e.g. order_ready"
            value={form.name}
            maxLength={512}
            onChange={(event) => setForm({ ...form, name: event.currentTarget.value })}
            onBlur={() => setForm((f) => ({ ...f, name: normaliseTemplateName(f.name) }))}
          />
          <Group grow wrap="wrap" align="start">
            <Select
              label="Language"
              data={TEMPLATE_LANGUAGES}
              value={form.language}
              allowDeselect={false}
              searchable
              onChange={(value) => setForm({ ...form, language: value ?? 'en' })}
            />
            <Select
              label="Category"
              data={[...WHATSAPP_TEMPLATE_CATEGORIES]}
              value={form.category}
              allowDeselect={false}
              onChange={(value) =>
                setForm({ ...form, category: (value ?? 'UTILITY') as WhatsappTemplate['category'] })
              }
            />
          </Group>
          <Textarea
            label="Body text"
            description="Up to 1,024 characters; {{1}}, {{2}} … are filled in when it is sent."
            autosize
            minRows={3}
            maxLength={1024}
            value={form.bodyText}
            onChange={(event) => setForm({ ...form, bodyText: event.currentTarget.value })}
          />
          <Group>
            <Button loading={saving} onClick={() => void create()}>
              Create template
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
