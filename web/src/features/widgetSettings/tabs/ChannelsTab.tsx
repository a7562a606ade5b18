import { useState } from 'react';
import { SimpleGrid, Stack } from '@mantine/core';
import { useTelegramBots } from '../../../data/hooks/useChannels';
import { useWorkspace } from '../../workspaces/WorkspaceContext';
import { AgentField } from '../form/AgentFields';
import { useAgentFormContext } from '../form/agentFormContext';
import { ChannelCard } from '../components/channels/ChannelCard';
import { CHANNEL_CARDS, type ChannelKey } from '../components/channels/channelCatalog';
import { TelegramChannelModal } from '../components/channels/TelegramChannelModal';

/** Channel cards: 'Active' + Configure when connected, otherwise Connect. */
export function ChannelsTab() {
  const form = useAgentFormContext();
  const agent = form.getValues();
  const { region } = useWorkspace();
  const [open, setOpen] = useState<ChannelKey | null>(null);
  const telegram = useTelegramBots(region, agent.ID || null, agent.ownerID || null);
  const telegramBots = telegram.status === 'ready' ? telegram.value : [];
  const active: Partial<Record<ChannelKey, boolean>> = {
    telegram: telegramBots.length > 0,
  };
  const openable: Partial<Record<ChannelKey, boolean>> = { telegram: telegram.status === 'ready' };
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
        {CHANNEL_CARDS.map((channel) => (
          <ChannelCard
            key={channel.key}
            channel={channel}
            active={active[channel.key] ?? false}
            {...(openable[channel.key] ? { onOpen: () => setOpen(channel.key) } : {})}
          />
        ))}
      </SimpleGrid>
      <TelegramChannelModal
        opened={open === 'telegram'}
        onClose={() => setOpen(null)}
        region={region}
        agentId={agent.ID}
        bots={telegramBots}
      />
    </Stack>
  );
}
