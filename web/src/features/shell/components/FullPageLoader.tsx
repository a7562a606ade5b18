import { Center, Loader, Stack, Text } from '@mantine/core';

/** Shown while the session or workspace loads, or with a short message when it cannot. */
export function FullPageLoader({ message }: { message?: string }) {
  return (
    <Center h="100vh">
      <Stack align="center" gap="sm">
        {message ? <Text c="dimmed">{message}</Text> : <Loader />}
      </Stack>
    </Center>
  );
}
