import { useState } from 'react';
import { Anchor, Button, Code, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { validateTelegramToken, type Region } from '@vg/common';
import {
  connectTelegramBot,
  disconnectTelegramBot,
  type ConnectedTelegramBot,
} from '../../../../data/channels';

/**
 * Telegram: paste the token @BotFather gave, and the bot answers as the
 * agent; a connected bot can be disconnected. Notices are the spec's:
 * 'Telegram channel saved successfully', 'Failed to set webhook: {description}'.
 */
export function TelegramChannelModal({
  opened,
  onClose,
  region,
  agentId,
  bots,
}: {
  opened: boolean;
  onClose: () => void;
  region: Region;
  agentId: string;
  bots: readonly ConnectedTelegramBot[];
}) {
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const connect = async () => {
    const invalid = validateTelegramToken(token);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      const answer = await connectTelegramBot(region, agentId, token.trim());
      notifications.show({ color: 'green', message: answer.message, autoClose: 3000 });
      setToken('');
    } catch (failure) {
      const message = (failure as Error).message;
      setError(message);
      notifications.show({ color: 'red', message, autoClose: 4000 });
    } finally {
      setBusy(false);
    }
  };

  const disconnect = async (bot: ConnectedTelegramBot) => {
    setBusy(true);
    try {
      const answer = await disconnectTelegramBot(region, agentId, bot.botId);
      notifications.show({ color: 'green', message: answer.message, autoClose: 3000 });
    } catch (failure) {
      notifications.show({
        color: 'red',
        message: `Error occurred: ${(failure as Error).message}`,
        autoClose: 4000,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Telegram" centered>
      {bots.length > 0 ? (
        <Stack>
          {bots.map((bot) => (
            <Stack key={bot.botId} gap="xs">
              <Text>
                <strong>@{bot.botUsername}</strong> ({bot.botName}) answers as this agent. Everyone
                who writes to it talks to the agent; their chats appear in Conversations.
              </Text>
              <Group>
                <Anchor href={`https://t.me/${bot.botUsername}`} target="_blank" rel="noreferrer">
                  Open @{bot.botUsername} in Telegram
                </Anchor>
              </Group>
              <Button
                color="red"
                variant="light"
                loading={busy}
                onClick={() => void disconnect(bot)}
              >
                Disconnect @{bot.botUsername}
              </Button>
            </Stack>
          ))}
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void connect();
          }}
        >
          <Stack>
            <List type="ordered" size="sm" spacing={4}>
              <List.Item>
                In Telegram, open <strong>@BotFather</strong> and send <Code>/newbot</Code>.
              </List.Item>
              <List.Item>Choose its name and username; BotFather answers with a token.</List.Item>
              <List.Item>Paste the token here and connect.</List.Item>
            </List>
            <TextInput
              label="Bot token"
              placeholder="123456789:AAH…"
              value={token}
              onChange={(event) => {
                setToken(event.currentTarget.value);
                setError(null);
              }}
              error={error}
              autoComplete="off"
              spellCheck={false}
              data-autofocus
            />
            <Button type="submit" loading={busy}>
              Connect
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
