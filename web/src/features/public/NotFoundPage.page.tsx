import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <Center mih="100vh">
      <Stack align="center">
        <Title order={1}>404</Title>
        <Text c="dimmed">This page or agent does not exist.</Text>
        <Button component={Link} to="/">
          Go home
        </Button>
      </Stack>
    </Center>
  );
}
