import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router-dom';
import type { MetaPageChoice, Region } from '@vg/common';
import {
  checkPageSubscriptions,
  connectMetaPage,
  removeMetaPage,
  type ConnectedMetaPage,
} from '../../../../data/channels';
import { useMetaLogin } from '../../hooks/useMetaLogin';
import { MetaLoginButton } from './MetaLoginButton';

const FAILED_CONNECT = 'Failed to connect the page.';

type Verification =
  | { status: 'idle' }
  | { status: 'checking'; pageId: string }
  | { status: 'done'; pageId: string; messages: string[]; ok: boolean };

/**
 * Messenger and Instagram: log in with Meta, pick a page in the page picker
 * (name, id, whether an Instagram account is connected, Continue), then the
 * subscription check ('Checking Subscriptions..', 'Connected Successfully
 * to an AI agent.', 'Not Connected Successfully', 'Not Connected to IG').
 * A page answers on Messenger and, through its linked account, on Instagram.
 */
export function MetaPagesModal({
  opened,
  onClose,
  region,
  agentId,
  pages,
  title,
}: {
  opened: boolean;
  onClose: () => void;
  region: Region;
  agentId: string;
  pages: readonly ConnectedMetaPage[];
  title: 'Messenger' | 'Instagram';
}) {
  const login = useMetaLogin(region, agentId);
  // The page being connected (its Continue spins) and the one being removed, apart:
  // a page just connected shows its Remove button while its subscription is checked.
  const [connecting, setConnecting] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [verification, setVerification] = useState<Verification>({ status: 'idle' });

  const verify = async (pageId: string) => {
    setVerification({ status: 'checking', pageId });
    try {
      const answer = await checkPageSubscriptions(region, agentId, pageId);
      setVerification({
        status: 'done',
        pageId,
        messages: answer.messages,
        ok: title === 'Instagram' ? answer.instagram : answer.messenger,
      });
    } catch (failure) {
      setVerification({
        status: 'done',
        pageId,
        messages: [`Error has occured: ${(failure as Error).message}`],
        ok: false,
      });
    }
  };

  const choose = async (page: MetaPageChoice) => {
    setConnecting(page.id);
    try {
      const answer = await connectMetaPage(region, agentId, page.id);
      notifications.show({ color: 'green', message: answer.message, autoClose: 3000 });
      await verify(page.id);
    } catch (failure) {
      const message = (failure as Error).message;
      notifications.show({
        color: 'red',
        message: message.startsWith(FAILED_CONNECT) ? message : `${FAILED_CONNECT} ${message}`,
        autoClose: 5000,
      });
    } finally {
      setConnecting(null);
    }
  };

  const remove = async (page: ConnectedMetaPage) => {
    setRemoving(page.pageId);
    try {
      const answer = await removeMetaPage(region, agentId, page.pageId);
      notifications.show({ color: 'green', message: answer.message, autoClose: 3000 });
      if (verification.status !== 'idle' && verification.pageId === page.pageId)
        setVerification({ status: 'idle' });
    } catch {
      notifications.show({ color: 'red', message: 'Failed to remove the page.', autoClose: 5000 });
    } finally {
      setRemoving(null);
    }
  };

  const verifying = verification.status !== 'idle';
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="lg">
      <Stack>
        {pages.map((page) => (
          <Card key={page.pageId} withBorder padding="sm">
            <Text>
              <strong>{page.pageName}</strong> answers as this agent on Messenger
              {page.igPageId ? ` and as @${page.igPageName} on Instagram` : ''}.
            </Text>
            <Group mt="xs">
              <Button variant="default" onClick={() => void verify(page.pageId)}>
                Check subscription
              </Button>
              <Button
                color="red"
                variant="light"
                loading={removing === page.pageId}
                onClick={() => void remove(page)}
              >
                Remove {page.pageName}
              </Button>
            </Group>
          </Card>
        ))}
        {verification.status === 'checking' && <Text role="status">Checking Subscriptions..</Text>}
        {verification.status === 'done' && (
          <Alert color={verification.ok ? 'green' : 'yellow'} role="status">
            {verification.messages.map((message) => (
              <Text key={message}>{message}</Text>
            ))}
          </Alert>
        )}
        {login.state.status !== 'ready' && (
          <Text size="sm">
            Log in with the Meta account that manages your Facebook page
            {title === 'Instagram' ? ' and its linked Instagram professional account' : ''}, then
            choose the page.
          </Text>
        )}
        {login.state.status === 'ready' && !verifying && (
          <Text size="sm">
            Choose the page that answers as this agent
            {title === 'Instagram' ? ' on Messenger and through its linked Instagram account' : ''}.
          </Text>
        )}
        <MetaLoginButton
          state={login.state}
          onStart={() => {
            setVerification({ status: 'idle' });
            login.start();
          }}
          waitingText="Loading Pages Information.."
          errorPrefix="Error has occured: "
        />
        {login.state.status === 'ready' && !verifying && (
          <Stack gap="xs" role="list" aria-label="Pages">
            {login.state.choices.pages.length === 0 && (
              <Text>This Meta login manages no pages.</Text>
            )}
            {login.state.choices.pages.map((page) => (
              <Card key={page.id} withBorder padding="sm" role="listitem">
                <Group justify="space-between" wrap="wrap">
                  <div>
                    <Text fw={600}>{page.name}</Text>
                    <Text size="sm" c="dimmed">
                      Page id {page.id}
                    </Text>
                    <Group gap={6} mt={4}>
                      <Text size="sm">Instagram connected:</Text>
                      <Badge color={page.connectedIgPage ? 'green' : 'gray'} variant="light">
                        {page.connectedIgPage ? 'Yes' : 'No'}
                      </Badge>
                    </Group>
                  </div>
                  <Button
                    loading={connecting === page.id}
                    disabled={connecting !== null && connecting !== page.id}
                    aria-label={`Continue with ${page.name}`}
                    onClick={() => void choose(page)}
                  >
                    Continue
                  </Button>
                </Group>
              </Card>
            ))}
          </Stack>
        )}
        {verification.status === 'done' && verification.ok && (
          <Button component={Link} to={`/app/${region}/agents/${agentId}/convos`} onClick={onClose}>
            Go to Conversations
          </Button>
        )}
        {login.state.status === 'ready' && verifying && (
          <Button variant="subtle" onClick={() => setVerification({ status: 'idle' })}>
            Choose another page
          </Button>
        )}
      </Stack>
    </Modal>
  );
}
