import { useState } from 'react';
import { Button, Card, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Region } from '@vg/common';
import {
  connectWhatsappNumber,
  removeWhatsappNumber,
  type ConnectedWhatsappNumber,
} from '../../../../data/channels';
import { useMetaLogin } from '../../hooks/useMetaLogin';
import { MetaLoginButton } from './MetaLoginButton';
import { WhatsappLegacyForm } from './WhatsappLegacyForm';
import { WhatsappTemplates } from './WhatsappTemplates';
import { WhatsappTestMessage } from './WhatsappTestMessage';

const withErrorPrefix = (message: string) =>
  message.startsWith('Error') ? message : `Error: ${message}`;

/**
 * WhatsApp (Cloud API): log in with Meta, pick one of the business's
 * numbers, and it answers as the agent; a connected number can be removed.
 * Notices: 'Number is connected successfully', 'Number removed
 * successfully', 'Error: {message}'. Once a number is connected, its
 * business account's message templates are listed and made here.
 */
export function WhatsappChannelModal({
  opened,
  onClose,
  region,
  agentId,
  numbers,
}: {
  opened: boolean;
  onClose: () => void;
  region: Region;
  agentId: string;
  numbers: readonly ConnectedWhatsappNumber[];
}) {
  const login = useMetaLogin(region, agentId);
  const [busy, setBusy] = useState<string | null>(null);
  // Spec 2: two methods, Legacy (manual tokens) and New (Meta login, then a list of numbers).
  const [method, setMethod] = useState<'new' | 'legacy'>('new');
  const connected = new Set(numbers.map((n) => n.phoneId));

  const run = async (id: string, action: () => Promise<{ message: string }>) => {
    setBusy(id);
    try {
      const answer = await action();
      notifications.show({ color: 'green', message: answer.message, autoClose: 3000 });
    } catch (failure) {
      notifications.show({
        color: 'red',
        message: withErrorPrefix((failure as Error).message),
        autoClose: 5000,
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="WhatsApp" centered size="lg">
      <Stack>
        {numbers.map((number) => (
          <Card key={number.phoneId} withBorder padding="sm">
            <Text>
              <strong>{number.phoneNumber || number.phoneId}</strong> answers as this agent. Chats
              appear in Conversations.
            </Text>
            <Button
              mt="xs"
              color="red"
              variant="light"
              loading={busy === number.phoneId}
              onClick={() =>
                void run(number.phoneId, () =>
                  removeWhatsappNumber(region, agentId, number.phoneId),
                )
              }
            >
              Remove {number.phoneNumber || number.phoneId}
            </Button>
          </Card>
        ))}
        {numbers[0] && (
          <>
            <WhatsappTestMessage region={region} agentId={agentId} phoneId={numbers[0].phoneId} />
            {/* Templates belong to the number's business account. */}
            <WhatsappTemplates region={region} agentId={agentId} phoneId={numbers[0].phoneId} />
          </>
        )}
        <SegmentedControl
          value={method}
          onChange={(value) => setMethod(value as 'new' | 'legacy')}
          data={[
            { value: 'new', label: 'New (Meta login)' },
            { value: 'legacy', label: 'Legacy (manual tokens)' },
          ]}
          aria-label="How to connect a number"
          fullWidth
        />
        {method === 'legacy' ? (
          <WhatsappLegacyForm region={region} agentId={agentId} />
        ) : (
          <>
            <Text size="sm">
              Log in with the Meta account that manages your WhatsApp Business account, then choose
              the number that should answer as this agent.
            </Text>
            <MetaLoginButton
              state={login.state}
              onStart={login.start}
              waitingText="Finish logging in with Meta in the window that opened."
            />
            {login.state.status === 'ready' && (
              <Stack gap="xs" role="list" aria-label="WhatsApp numbers">
                {login.state.choices.numbers.length === 0 && (
                  <Text>This Meta login manages no WhatsApp numbers.</Text>
                )}
                {login.state.choices.numbers.map((choice) => (
                  <Card key={choice.phoneId} withBorder padding="sm" role="listitem">
                    <Group justify="space-between" wrap="wrap">
                      <div>
                        <Text fw={600}>{choice.phoneNumber}</Text>
                        <Text size="sm" c="dimmed">
                          {choice.verifiedName} · id {choice.phoneId}
                        </Text>
                      </div>
                      <Button
                        disabled={connected.has(choice.phoneId)}
                        loading={busy === choice.phoneId}
                        aria-label={`${connected.has(choice.phoneId) ? 'Connected' : 'Connect'} ${choice.phoneNumber}`}
                        onClick={() =>
                          void run(choice.phoneId, () =>
                            connectWhatsappNumber(region, agentId, choice.phoneId),
                          )
                        }
                      >
                        {connected.has(choice.phoneId) ? 'Connected' : 'Connect'}
                      </Button>
                    </Group>
                  </Card>
                ))}
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Modal>
  );
}
