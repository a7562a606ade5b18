import { Alert, Stack, Title } from '@mantine/core';
import { clientNavItems } from './helpers/clientNavItems';

/** Client pages (home, kb, analytics, …) this dashboard build does not provide yet. */
export function ClientPagePlaceholder({ tab }: { tab: string }) {
  const label = clientNavItems({ canAccess: [`/${tab}`], agentPlatform: 'vg' })[0]?.label ?? tab;
  return (
    <Stack maw={700}>
      <Title order={2}>{label}</Title>
      <Alert color="gray">This page is not part of this dashboard build yet.</Alert>
    </Stack>
  );
}
