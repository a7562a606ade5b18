import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

/** What an address that leads nowhere shows: a page of its own, or inside the dashboard. */
export function NotFoundMessage({ home = '/', homeLabel = 'Go home' }) {
  return (
    <Stack align="center" gap="sm" py="xl">
      <Text fz={48} fw={800} lh={1} aria-hidden>
        404
      </Text>
      <Title order={1}>Page not found</Title>
      <Text c="dimmed" ta="center">
        This page or agent does not exist.
      </Text>
      <Button component={Link} to={home}>
        {homeLabel}
      </Button>
    </Stack>
  );
}
