import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate } from 'react-router-dom';
import { useAuthState } from '../../data/hooks/useAuthState';
import { usePreferencesStore } from '../../store/preferences';

/** `/`: signed-in users go straight to their agents. */
export function HomePage() {
  const auth = useAuthState();
  const lastRegion = usePreferencesStore((s) => s.lastRegion);
  if (auth.status === 'signedIn') return <Navigate to={`/app/${lastRegion}/agents`} replace />;
  return (
    <Container size="md" py={80}>
      <Stack align="center" ta="center" gap="lg">
        <Title order={1}>AI chat agents for your website</Title>
        <Text c="dimmed" size="lg" maw={560}>
          Build an agent, teach it your knowledge, style the widget and embed it with one script.
        </Text>
        <Group>
          <Button component={Link} to="/login" size="md">
            Get started
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
