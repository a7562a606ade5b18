import { useState } from 'react';
import {
  Box,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
  returnConversationToAi,
  sendHumanReply,
  takeOverConversation,
} from '../../data/conversations';
import { sendChannelReply } from '../../data/channels';
import { useConversation } from '../../data/hooks/useConversations';
import { useClientSession } from '../clients/ClientContext';
import { useRegion } from '../shell/hooks/useRegion';
import { ConversationList } from './components/ConversationList';
import { ConversationView } from './components/ConversationView';
import { inboxOrder } from './helpers/inboxOrder';
import { useChatActor } from './useChatActor';
import { useInboxList } from './useInboxList';
import { useFillHeight } from './useFillHeight';
import { useSideBySide } from './useSideBySide';

/**
 * /app/{region}/agents/{id}/convos: the agent's conversations, live, for
 * its owner's team and its clients. `?convo={id}` opens one (notification
 * links point there).
 */
export function ConversationsPage() {
  const region = useRegion();
  const { agentId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const selectedId = search.get('convo');
  const actor = useChatActor();
  const isClient = useClientSession() !== null;
  const { ref: panesRef, height } = useFillHeight();
  const [find, setFind] = useState('');
  const { list, showOlder, loadingOlder, searching } = useInboxList(region, agentId, find);
  const selected = useConversation(region, agentId, selectedId);
  // One pane at a time on a phone, and wherever large text leaves no room for two.
  const onePane = !useSideBySide(panesRef);
  const [busy, setBusy] = useState(false);
  const [withOwnerChats, setWithOwnerChats] = useState(false);

  const select = (id: string | null) => {
    const next = new URLSearchParams(search);
    if (id) next.set('convo', id);
    else next.delete('convo');
    setSearch(next);
  };
  const act = async (label: string, action: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    try {
      await action();
      return true;
    } catch (error) {
      notifications.show({
        color: 'red',
        message: `${label}: ${(error as Error).message}`,
        autoClose: 4000,
      });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const conversation = selected.status === 'ready' ? selected.value : null;
  const showList = !onePane || !selectedId;
  const showView = !onePane || !!selectedId;

  return (
    <Stack gap="sm" maw={1500}>
      <Group justify="space-between">
        <Title order={1} size="h3">
          Conversations
        </Title>
        {!isClient && (
          <Button
            component={Link}
            to={`/app/${region}/agents/${agentId}/overview`}
            variant="subtle"
            size="xs"
            leftSection={<IconArrowLeft size={14} />}
          >
            Widget settings
          </Button>
        )}
      </Group>
      {!isClient && (
        <Switch
          label="Show my test chats"
          description="Chats you had in the live preview and Test Chatbot."
          checked={withOwnerChats}
          onChange={(event) => setWithOwnerChats(event.currentTarget.checked)}
        />
      )}
      <TextInput
        type="search"
        label="Search conversations"
        placeholder="Visitor e-mail or name"
        value={find}
        onChange={(event) => setFind(event.currentTarget.value)}
        maw={360}
      />
      <Group ref={panesRef} align="stretch" gap="md" wrap="nowrap" h={height} mih={420}>
        {showList && (
          <Paper withBorder radius="md" w={onePane ? '100%' : 320} style={{ flexShrink: 0 }}>
            {list.status === 'loading' && <PaneLoader />}
            {list.status === 'error' && <PaneMessage text={list.error.message} />}
            {list.status === 'ready' && (
              <ConversationList
                conversations={inboxOrder(list.value, { withOwnerChats })}
                selectedId={selectedId}
                onSelect={select}
                empty={searching ? 'No conversation matches.' : undefined}
                onEndReached={showOlder ?? undefined}
                loadingMore={loadingOlder}
                footer={
                  showOlder && (
                    <Button
                      variant="subtle"
                      size="xs"
                      fullWidth
                      loading={loadingOlder}
                      onClick={showOlder}
                    >
                      Show older conversations
                    </Button>
                  )
                }
              />
            )}
          </Paper>
        )}
        {showView && (
          <Paper withBorder radius="md" style={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>
            {!selectedId && <PaneMessage text="Choose a conversation." />}
            {selectedId && selected.status === 'loading' && <PaneLoader />}
            {selectedId && selected.status === 'error' && (
              <PaneMessage text={selected.error.message} />
            )}
            {selectedId && selected.status === 'ready' && !conversation && (
              <PaneMessage text="This conversation does not exist." />
            )}
            {conversation && actor && (
              <ConversationView
                conversation={conversation}
                uid={actor.uid}
                busy={busy}
                onBack={onePane ? () => select(null) : undefined}
                onTakeOver={() =>
                  void act('Could not take over', () =>
                    takeOverConversation(region, agentId, conversation.id, actor),
                  )
                }
                onReturnToAi={() =>
                  void act('Could not return to AI', () =>
                    returnConversationToAi(region, agentId, conversation.id),
                  )
                }
                onReply={(text) =>
                  act('Reply not sent', () =>
                    // A channel's conversation is answered through its channel, by a function.
                    conversation.channel
                      ? sendChannelReply(region, agentId, conversation.id, {
                          text,
                          agentName: actor.name,
                        })
                      : sendHumanReply(region, agentId, conversation.id, {
                          text,
                          agentName: actor.name,
                          agentUid: actor.uid,
                        }),
                  )
                }
              />
            )}
          </Paper>
        )}
      </Group>
    </Stack>
  );
}

function PaneLoader() {
  return (
    <Center h="100%">
      <Loader size="sm" />
    </Center>
  );
}

function PaneMessage({ text }: { text: string }) {
  return (
    <Center h="100%" p="md">
      <Box>
        <Text c="dimmed" size="sm" ta="center">
          {text}
        </Text>
      </Box>
    </Center>
  );
}
