import { ActionIcon, Alert, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconHandStop, IconRobot } from '@tabler/icons-react';
import type { ConversationRecord } from '../../../data/conversations';
import { conversationActions, visitorLabel } from '../helpers/conversationState';
import { ReplyBox } from './ReplyBox';
import { ChannelBadge } from './ChannelBadge';
import { StateBadge } from './StateBadge';
import { TurnList } from './TurnList';

export interface ConversationViewProps {
  conversation: ConversationRecord;
  /** Uid of the team member looking at it. */
  uid: string;
  busy: boolean;
  onTakeOver: () => void;
  onReturnToAi: () => void;
  onReply: (text: string) => Promise<boolean>;
  /** Phones show one pane at a time: back to the list. */
  onBack?: () => void;
}

/**
 * One conversation, live: its turns, 'Take over' (the team answers, the
 * agent stops), the reply box for the member holding the chat, and
 * 'Return to AI'.
 */
export function ConversationView(props: ConversationViewProps) {
  const { conversation, uid, busy } = props;
  const actions = conversationActions(conversation, uid);
  return (
    <Stack gap={0} h="100%">
      <Group justify="space-between" p="sm" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          {props.onBack && (
            <ActionIcon variant="subtle" aria-label="Back to conversations" onClick={props.onBack}>
              <IconArrowLeft size={18} />
            </ActionIcon>
          )}
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700} truncate>
              {visitorLabel(conversation)}
            </Text>
            {conversation.userEmail && conversation.userName && (
              <Text size="xs" c="dimmed" truncate>
                {conversation.userEmail}
              </Text>
            )}
          </Stack>
          <ChannelBadge channel={conversation.channel} />
          <StateBadge state={conversation.state} />
        </Group>
        <Group gap="xs">
          {actions.canTakeOver && (
            <Button
              size="xs"
              leftSection={<IconHandStop size={14} />}
              onClick={props.onTakeOver}
              loading={busy}
            >
              Take over
            </Button>
          )}
          {actions.canReturnToAi && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconRobot size={14} />}
              onClick={props.onReturnToAi}
              disabled={busy}
            >
              Return to AI
            </Button>
          )}
        </Group>
      </Group>
      {conversation.state === 'requested_chat' && (
        <Alert color="orange" py={6} radius={0}>
          The visitor is waiting for a team member.
        </Alert>
      )}
      {actions.heldBySomeoneElse && (
        <Alert color="gray" py={6} radius={0}>
          Another team member is handling this chat.
        </Alert>
      )}
      <Divider />
      <TurnList turns={conversation.turns} />
      <Divider />
      <ReplyBox
        onSend={props.onReply}
        disabled={!actions.canReply}
        placeholder={actions.canReply ? 'Write a reply…' : 'Take over the chat to reply'}
      />
    </Stack>
  );
}
