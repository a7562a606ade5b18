import { Alert, Stack, Title } from '@mantine/core';

/** Dashboard sections the spec lists that belong to other parts of the product. */
export function UnavailablePage({ title }: { title: string }) {
  return (
    <Stack maw={700}>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Alert color="gray">This section is not part of this dashboard build yet.</Alert>
    </Stack>
  );
}
