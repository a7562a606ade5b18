import { useEffect } from 'react';
import { Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { widgetOrigin } from '../../env';
import { useRegion } from '../shell/hooks/useRegion';
import { loaderUrl } from '../widgetSettings/components/script/embedSnippets';

/**
 * /app/{region}/demo/{id}/page1: a sample website with the agent embedded
 * through the real loader script, exactly as a customer's site would.
 */
export function DemoPage() {
  const region = useRegion();
  const { agentId = '' } = useParams();

  useEffect(() => {
    if (!agentId) return;
    (window as unknown as { VG_CONFIG: object }).VG_CONFIG = {
      ID: agentId,
      region,
      render: 'bottom-right',
    };
    const script = document.createElement('script');
    script.src = loaderUrl(widgetOrigin(), 'live');
    script.defer = true;
    document.body.appendChild(script);
    // The loader owns the page from here; this page is opened on its own tab.
  }, [agentId, region]);

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>Acme Outdoor Co.</Title>
          <Text c="dimmed">A demo website. The chat in the corner is your agent.</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {['Hiking boots', 'Tents', 'Backpacks'].map((item) => (
            <Paper key={item} withBorder p="lg" radius="md" h={160}>
              <Text fw={600}>{item}</Text>
              <Text size="sm" c="dimmed">
                Ask the assistant about sizes, delivery or returns.
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
