import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { AgentField } from '../form/AgentFields';
import { useAgentFormContext, type AgentFormValues } from '../form/agentFormContext';

interface ChannelCard {
  key: string;
  name: string;
  description: string;
  connected: (agent: AgentFormValues) => boolean;
  unavailable?: string;
}

const CHANNELS: ChannelCard[] = [
  {
    key: 'whatsapp',
    name: 'WhatsApp',
    description: 'Answer WhatsApp Business messages.',
    connected: (a) => Boolean(a.whatsappNumberId),
  },
  {
    key: 'instagram',
    name: 'Instagram',
    description: 'Reply to Instagram direct messages.',
    connected: (a) => Boolean(a.igVerified || a.instagramOptions?.pageId),
  },
  {
    key: 'messenger',
    name: 'Messenger',
    description: 'Reply on your Facebook page.',
    connected: () => false,
  },
  {
    key: 'discord',
    name: 'Discord',
    description: 'Answer in a Discord channel.',
    connected: () => false,
  },
  {
    key: 'telegram',
    name: 'Telegram',
    description: 'Run the agent as a Telegram bot.',
    connected: () => false,
  },
  {
    key: 'google-business',
    name: 'Google Business Chat',
    description: 'Google has retired Business Messages.',
    connected: () => false,
    unavailable: 'Deprecated',
  },
  {
    key: 'email',
    name: 'Email',
    description: 'Answer e-mails.',
    connected: () => false,
    unavailable: 'Coming soon',
  },
];

/** Channel cards: 'Active' + Configure when connected, otherwise Connect. */
export function ChannelsTab() {
  const form = useAgentFormContext();
  const agent = form.getValues();
  return (
    <Stack gap="lg">
      <AgentField
        field={{
          kind: 'switch',
          path: 'smartInit',
          label: 'Smart Initialization',
          description: 'Start conversations on channels with the agent’s opening turn.',
        }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {CHANNELS.map((channel) => {
          const active = channel.connected(agent);
          return (
            <Card key={channel.key} withBorder padding="md" aria-label={`${channel.name} channel`}>
              <Group justify="space-between" mb="xs">
                <Text fw={600}>{channel.name}</Text>
                {active && <Badge color="green">Active</Badge>}
                {channel.unavailable && <Badge color="gray">{channel.unavailable}</Badge>}
              </Group>
              <Text size="sm" c="dimmed" mb="md">
                {channel.description}
              </Text>
              <Tooltip
                label="Connections are set up from the channel connection flow"
                disabled={Boolean(channel.unavailable)}
              >
                <Button variant="light" fullWidth disabled>
                  {active ? 'Configure' : 'Connect'}
                </Button>
              </Tooltip>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
