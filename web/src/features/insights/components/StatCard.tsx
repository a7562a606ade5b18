import { Paper, Text } from '@mantine/core';

/** One number with its label (and an optional line below). */
export function StatCard({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={label}>
      <Text size="sm">{label}</Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
      {note && <Text size="xs">{note}</Text>}
    </Paper>
  );
}
