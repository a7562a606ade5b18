import { useEffect, useState } from 'react';
import { Alert, Loader, Select, Stack, Text } from '@mantine/core';
import type { WhatsappTemplatesAnswer } from '@vg/common';
import { ApiError } from '../../../data/api';
import { listCampaignTemplates } from '../../../data/campaigns';
import type { InsightsViewer } from '../helpers/insightsViewer';

type Loaded =
  | { status: 'loading' }
  | { status: 'ready'; value: WhatsappTemplatesAnswer }
  | { status: 'error'; message: string };

/**
 * The approved WhatsApp template a campaign sends, picked from the
 * templates of the number connected to the agent (asked of Meta when the
 * form opens), with its text so the owner sees where the message goes.
 */
export function TemplatePicker({
  viewer,
  name,
  language,
  error,
  onChange,
}: {
  viewer: InsightsViewer;
  name: string;
  language: string;
  error?: string | undefined;
  onChange: (template: { name: string; language: string }) => void;
}) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    listCampaignTemplates(viewer.region, viewer.agentId).then(
      (value) => current && setLoaded({ status: 'ready', value }),
      (cause: unknown) =>
        current &&
        setLoaded({
          status: 'error',
          message:
            cause instanceof ApiError
              ? cause.message
              : 'The templates could not be loaded. Please try again.',
        }),
    );
    return () => {
      current = false;
    };
  }, [viewer.region, viewer.agentId]);

  if (loaded.status === 'loading') return <Loader size="sm" aria-label="Loading templates" />;
  if (loaded.status === 'error')
    return (
      <Alert color="red" role="alert">
        {loaded.message}
      </Alert>
    );
  const { phoneNumber, templates } = loaded.value;
  if (!phoneNumber)
    return (
      <Alert color="yellow" title="No WhatsApp number">
        Connect a WhatsApp number to this agent on its Channels tab to send campaigns on WhatsApp.
      </Alert>
    );
  if (templates.length === 0)
    return (
      <Alert color="yellow" title="No approved template">
        {phoneNumber} has no approved message template yet. Create one in WhatsApp Manager; once
        Meta approves it, it appears here.
      </Alert>
    );
  const key = (t: { name: string; language: string }) => `${t.name}|${t.language}`;
  const chosen = templates.find((t) => t.name === name && t.language === language);
  return (
    <Stack gap={4}>
      <Select
        label="Approved template"
        description={`Templates of ${phoneNumber}; the message fills its {{1}}`}
        placeholder="Pick a template"
        required
        data={templates.map((t) => ({ value: key(t), label: `${t.name} (${t.language})` }))}
        value={chosen ? key(chosen) : null}
        error={error}
        onChange={(value) => {
          const picked = templates.find((t) => key(t) === value);
          onChange(
            picked ? { name: picked.name, language: picked.language } : { name: '', language },
          );
        }}
      />
      {chosen && (
        <Text size="sm" data-testid="template-body">
          {chosen.body}
        </Text>
      )}
    </Stack>
  );
}
