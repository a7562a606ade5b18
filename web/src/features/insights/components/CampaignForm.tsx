import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  MultiSelect,
  Paper,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { CAMPAIGN_CHANNEL_LABEL, CONVERSATION_CHANNELS, type CampaignChannel } from '@vg/common';
import { ApiError } from '../../../data/api';
import { createCampaign, type CampaignRecord } from '../../../data/campaigns';
import type { InsightsViewer } from '../helpers/insightsViewer';
import {
  EMPTY_DRAFT,
  campaignRequest,
  draftErrors,
  draftSegment,
  type CampaignDraft,
} from '../helpers/campaignDraft';
import { SegmentPreview } from './SegmentPreview';
import { TemplatePicker } from './TemplatePicker';

/** Where a lead first came from: the widget or a messaging channel. */
const LEAD_CHANNELS = ['widget', ...CONVERSATION_CHANNELS];

/**
 * New campaign: who gets it (a segment of the leads), how (e-mail or an
 * approved WhatsApp template), what, and when. The functions send it.
 */
export function CampaignForm({
  viewer,
  tags,
  onDone,
  onCancel,
}: {
  viewer: InsightsViewer;
  tags: string[];
  onDone: (campaign: CampaignRecord) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<CampaignDraft>(EMPTY_DRAFT);
  const [id] = useState(() => crypto.randomUUID().replace(/-/g, ''));
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const errors = shown ? draftErrors(draft) : {};
  const set = (fields: Partial<CampaignDraft>) => setDraft((d) => ({ ...d, ...fields }));
  // The preview shows leads, so only to a viewer who may read them.
  const canPreview = viewer.canOpen('leads');

  const submit = async () => {
    setShown(true);
    if (Object.keys(draftErrors(draft)).length > 0) return;
    setBusy(true);
    setProblem(null);
    try {
      onDone(await createCampaign(viewer.region, viewer.agentId, campaignRequest(draft, id)));
    } catch (error) {
      setProblem(
        error instanceof ApiError
          ? error.message
          : 'The campaign could not be sent. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="new-campaign">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <Title order={2} size="h4" id="new-campaign">
            New campaign
          </Title>
          <TextInput
            label="Campaign name"
            required
            value={draft.name}
            error={errors.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="campaign-channel">
              Send by
            </Text>
            <SegmentedControl
              aria-labelledby="campaign-channel"
              value={draft.channel}
              onChange={(value) => set({ channel: value as CampaignChannel })}
              data={Object.entries(CAMPAIGN_CHANNEL_LABEL).map(([value, label]) => ({
                value,
                label,
              }))}
            />
          </Stack>
          <Title order={3} size="h5">
            Leads
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <MultiSelect
              label="Tags"
              description="Leads with any of these tags; none: every lead"
              data={tags}
              value={draft.tags}
              onChange={(value) => set({ tags: value })}
              clearable
            />
            <Select
              label="Came from"
              placeholder="Any channel"
              clearable
              data={LEAD_CHANNELS}
              value={draft.leadChannel}
              onChange={(value) => set({ leadChannel: value })}
            />
            <TextInput
              type="date"
              label="Last contact from"
              value={draft.from}
              error={errors.from}
              onChange={(e) => set({ from: e.currentTarget.value })}
            />
            <TextInput
              type="date"
              label="Last contact until"
              value={draft.to}
              error={errors.to}
              onChange={(e) => set({ to: e.currentTarget.value })}
            />
          </SimpleGrid>
          {canPreview && !errors.to && (
            <SegmentPreview viewer={viewer} channel={draft.channel} segment={draftSegment(draft)} />
          )}
          <Title order={3} size="h5">
            Message
          </Title>
          {draft.channel === 'email' ? (
            <TextInput
              label="Subject"
              required
              value={draft.subject}
              error={errors.subject}
              onChange={(e) => set({ subject: e.currentTarget.value })}
            />
          ) : (
            <TemplatePicker
              viewer={viewer}
              name={draft.templateName}
              language={draft.templateLanguage}
              error={errors.templateName}
              onChange={(template) =>
                set({ templateName: template.name, templateLanguage: template.language })
              }
            />
          )}
          <Textarea
            label="Message"
            required
            autosize
            minRows={3}
            maxLength={1024}
            value={draft.message}
            error={errors.message}
            onChange={(e) => set({ message: e.currentTarget.value })}
          />
          <Radio.Group
            label="When"
            value={draft.when}
            onChange={(value) => set({ when: value as CampaignDraft['when'] })}
          >
            <Group mt={4}>
              <Radio value="now" label="Send now" />
              <Radio value="later" label="Schedule" />
            </Group>
          </Radio.Group>
          {draft.when === 'later' && (
            <TextInput
              type="datetime-local"
              label="Send at"
              value={draft.sendAt}
              error={errors.sendAtMs}
              onChange={(e) => set({ sendAt: e.currentTarget.value })}
              maw={260}
            />
          )}
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={busy}>
              {draft.when === 'later' ? 'Schedule campaign' : 'Send campaign'}
            </Button>
            <Button variant="default" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
