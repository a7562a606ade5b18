import { useState } from 'react';
import { SimpleGrid, Stack } from '@mantine/core';
import {
  useDiscordChannels,
  useMetaPages,
  useTelegramBots,
  useWhatsappNumbers,
} from '../../../data/hooks/useChannels';
import { useWorkspace } from '../../workspaces/WorkspaceContext';
import { AgentField } from '../form/AgentFields';
import { useAgentFormContext } from '../form/agentFormContext';
import { ChannelCard } from '../components/channels/ChannelCard';
import { CHANNEL_CARDS, type ChannelKey } from '../components/channels/channelCatalog';
import { DiscordChannelModal } from '../components/channels/DiscordChannelModal';
import { MetaPagesModal } from '../components/channels/MetaPagesModal';
import { TelegramChannelModal } from '../components/channels/TelegramChannelModal';
import { WhatsappChannelModal } from '../components/channels/WhatsappChannelModal';

/** Channel cards: 'Active' + Configure when connected, otherwise Connect. */
export function ChannelsTab() {
  const form = useAgentFormContext();
  const agent = form.getValues();
  const { region } = useWorkspace();
  const [open, setOpen] = useState<ChannelKey | null>(null);
  const ids = [region, agent.ID || null, agent.ownerID || null] as const;
  const telegram = useTelegramBots(...ids);
  const whatsapp = useWhatsappNumbers(...ids);
  const meta = useMetaPages(...ids);
  const discord = useDiscordChannels(...ids);
  const discordChannels = discord.status === 'ready' ? discord.value : [];
  const telegramBots = telegram.status === 'ready' ? telegram.value : [];
  const numbers = whatsapp.status === 'ready' ? whatsapp.value : [];
  const pages = meta.status === 'ready' ? meta.value : [];
  const active: Partial<Record<ChannelKey, boolean>> = {
    telegram: telegramBots.length > 0,
    whatsapp: numbers.length > 0,
    messenger: pages.length > 0,
    instagram: pages.some((page) => page.igPageId !== null),
    discord: discordChannels.length > 0,
  };
  const openable: Partial<Record<ChannelKey, boolean>> = {
    telegram: telegram.status === 'ready',
    whatsapp: whatsapp.status === 'ready',
    messenger: meta.status === 'ready',
    instagram: meta.status === 'ready',
    discord: discord.status === 'ready',
  };
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
      <WhatsappChannelModal
        opened={open === 'whatsapp'}
        onClose={() => setOpen(null)}
        region={region}
        agentId={agent.ID}
        numbers={numbers}
      />
      <DiscordChannelModal
        opened={open === 'discord'}
        onClose={() => setOpen(null)}
        region={region}
        agentId={agent.ID}
        channels={discordChannels}
      />
      {(open === 'messenger' || open === 'instagram') && (
        <MetaPagesModal
          opened
          onClose={() => setOpen(null)}
          region={region}
          agentId={agent.ID}
          pages={pages}
          title={open === 'messenger' ? 'Messenger' : 'Instagram'}
        />
      )}
    </Stack>
  );
}
