import { ActionIcon, Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { truncateFor, type Agent, type Region } from '@vg/common';
import { setAgentStarred } from '../../../data/agents';

dayjs.extend(relativeTime);

export function AgentCard({ agent, region }: { agent: Agent; region: Region }) {
  const title = agent.title || 'Untitled agent';
  return (
    <Card
      withBorder
      padding="md"
      component={Link}
      to={`/app/${region}/agents/${agent.ID}/overview`}
    >
      <Group wrap="nowrap" align="flex-start">
        <Avatar src={agent.roundedImageURL || agent.avatarImageUrl || null} radius="xl" size="lg">
          {title.slice(0, 1).toUpperCase()}
        </Avatar>
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600} truncate title={title}>
            {truncateFor('agentOrWorkspaceName', title)}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {agent.description || 'No description'}
          </Text>
          <Group gap={6}>
            <Badge size="xs" variant="light">
              {agent.agentPlatform}
            </Badge>
            {agent.isDeployed && (
              <Badge size="xs" color="green" variant="light">
                Deployed
              </Badge>
            )}
            {agent.disabled && (
              <Badge size="xs" color="red" variant="light">
                Disabled
              </Badge>
            )}
            {agent.lastModified ? (
              <Text size="xs" c="dimmed">
                edited {dayjs.unix(agent.lastModified).fromNow()}
              </Text>
            ) : null}
          </Group>
        </Stack>
        <ActionIcon
          variant="subtle"
          color="yellow"
          aria-label={agent.starred ? `Unstar ${title}` : `Star ${title}`}
          onClick={(event) => {
            // The card is a link; the star must not open the agent.
            event.preventDefault();
            event.stopPropagation();
            setAgentStarred(region, agent.ID, !agent.starred).catch((error: unknown) =>
              console.error(error),
            );
          }}
        >
          {agent.starred ? <IconStarFilled size={18} /> : <IconStar size={18} />}
        </ActionIcon>
      </Group>
    </Card>
  );
}
