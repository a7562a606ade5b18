import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ConversationStats } from '../helpers/conversationStats';

/** The agent's numbers as cards. */
export function StatGrid({ stats }: { stats: ConversationStats }) {
  const cards = [
    ['Conversations', String(stats.total)],
    ['Waiting for a human', String(stats.waiting)],
    ['Hand-offs', String(stats.handoffs)],
    [
      'Average rating',
      stats.averageRating === null ? '—' : `${stats.averageRating} / 5 (${stats.rated})`,
    ],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }}>
      {cards.map(([label, value]) => (
        <Paper key={label} withBorder p="md" radius="md">
          <Text size="sm">{label}</Text>
          <Text size="xl" fw={700}>
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
