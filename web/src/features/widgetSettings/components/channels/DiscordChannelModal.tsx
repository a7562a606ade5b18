import { useEffect, useState } from 'react';
import { Anchor, Button, Card, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { validateDiscordChannel, type Region } from '@vg/common';
import {
  connectDiscordChannel,
  discordInstallUrl,
  removeDiscordChannel,
  type ConnectedDiscordChannel,
} from '../../../../data/channels';

/**
 * Discord: add the platform's bot to the server (it needs Manage Server),
 * then give the channel's ID and a webhook URL made in that channel
 * (both required: 'Please fill out all fields.'); people there talk to
 * the agent with /ask. Notices: 'Agent channels saved successfully',
 * 'Failed to save agent channels: …'.
 */
export function DiscordChannelModal({
  opened,
  onClose,
  region,
  agentId,
  channels,
}: {
  opened: boolean;
  onClose: () => void;
  region: Region;
  agentId: string;
  channels: readonly ConnectedDiscordChannel[];
}) {
  const [channelId, setChannelId] = useState('');
  const [webhookUrl, setWebhookUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [installUrl, setInstallUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!opened) return;
    discordInstallUrl(region).then(setInstallUrl, (failure: unknown) =>
      setError((failure as Error).message),
    );
  }, [opened, region]);

  const save = async () => {
    const invalid = validateDiscordChannel({ channelId, webhookUrl });
    setError(invalid);
    if (invalid) return;
    setBusy('save');
    try {
      const answer = await connectDiscordChannel(region, agentId, {
        channelId: channelId.trim(),
        webhookUrl: webhookUrl.trim(),
      });
      notifications.show({ color: 'green', message: answer.message, autoClose: 3000 });
      setChannelId('');
      setWebhookUrl('');
    } catch (failure) {
      const message = (failure as Error).message;
      setError(message);
      notifications.show({ color: 'red', message, autoClose: 5000 });
    } finally {
      setBusy(null);
    }
  };

  const remove = async (channel: ConnectedDiscordChannel) => {
    setBusy(channel.channelId);
    try {
      const answer = await removeDiscordChannel(region, agentId, channel.channelId);
      notifications.show({ color: 'green', message: answer.message, autoClose: 3000 });
    } catch (failure) {
      notifications.show({
        color: 'red',
        message: `Error occurred: ${(failure as Error).message}`,
        autoClose: 5000,
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Discord" centered size="lg">
      <Stack>
        {channels.map((channel) => (
          <Card key={channel.channelId} withBorder padding="sm">
            <Text>
              <strong>#{channel.channelName || channel.channelId}</strong> answers as this agent:
              people there write with <code>/ask</code>. Chats appear in Conversations.
            </Text>
            <Button
              mt="xs"
              color="red"
              variant="light"
              loading={busy === channel.channelId}
              onClick={() => void remove(channel)}
            >
              Remove #{channel.channelName || channel.channelId}
            </Button>
          </Card>
        ))}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <Stack>
            <List type="ordered" size="sm" spacing={4}>
              <List.Item>
                {installUrl ? (
                  <Anchor href={installUrl} target="_blank" rel="noreferrer">
                    Add the VoiceGlow bot to your server
                  </Anchor>
                ) : (
                  'Add the VoiceGlow bot to your server'
                )}{' '}
                (it needs the Manage Server permission).
              </List.Item>
              <List.Item>
                In the channel’s settings, open Integrations → Webhooks, make a webhook and copy its
                URL.
              </List.Item>
              <List.Item>Copy the channel’s ID and paste both here.</List.Item>
            </List>
            <TextInput
              label="Channel ID"
              value={channelId}
              onChange={(event) => {
                setChannelId(event.currentTarget.value);
                setError(null);
              }}
              autoComplete="off"
              data-autofocus
            />
            <TextInput
              label="Webhook URL"
              value={webhookUrl}
              onChange={(event) => {
                setWebhookUrl(event.currentTarget.value);
                setError(null);
              }}
              error={error}
              autoComplete="off"
              spellCheck={false}
            />
            <Button type="submit" loading={busy === 'save'}>
              Save
            </Button>
          </Stack>
        </form>
      </Stack>
    </Modal>
  );
}
