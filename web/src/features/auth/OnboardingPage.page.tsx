import { useState } from 'react';
import { Button, Center, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isRegion, type Region } from '@vg/common';
import type { AuthUser } from '../../data/auth';
import { useOwnWorkspace } from '../../data/hooks/useWorkspaceData';
import { finishOnboarding, saveWorkspace } from '../../data/workspaces';
import { usePreferencesStore } from '../../store/preferences';
import { FullPageLoader } from '../shell/components/FullPageLoader';
import { RequireAuth } from './components/RequireAuth';
import { storedReferral } from './referral';

/** /onboarding?region=: shown once after the first sign-in, without the dashboard layout. */
export function OnboardingPage() {
  const [search] = useSearchParams();
  const lastRegion = usePreferencesStore((s) => s.lastRegion);
  const requested = search.get('region');
  const region: Region = isRegion(requested) ? requested : lastRegion;
  return <RequireAuth>{(user) => <Onboarding region={region} user={user} />}</RequireAuth>;
}

function Onboarding({ region, user }: { region: Region; user: AuthUser }) {
  const own = useOwnWorkspace(region, user, storedReferral());
  const navigate = useNavigate();
  const [name, setName] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (own.status !== 'ready' || !own.value) return <FullPageLoader />;
  const workspace = own.value;
  const workspaceName = name ?? workspace.workspaceName ?? '';

  const finish = async () => {
    if (!workspaceName.trim()) return;
    setSaving(true);
    try {
      await saveWorkspace(region, workspace.uid, { workspaceName: workspaceName.trim() });
      await finishOnboarding(region, workspace.uid);
      navigate(`/app/${region}/agents`, { replace: true });
    } catch (error) {
      notifications.show({ color: 'red', message: (error as Error).message, autoClose: 3000 });
      setSaving(false);
    }
  };

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="md" radius="lg" p="xl" w={460} maw="100%">
        <Stack>
          <Title order={1} size="h2">
            Welcome{user.displayName ? `, ${user.displayName}` : ''}!
          </Title>
          <Text c="dimmed">
            Your workspace is ready with {workspace.loadTokens.toLocaleString('en-US')} free credits
            in {region === 'eu' ? 'Europe (Frankfurt)' : 'North America (Virginia)'}.
          </Text>
          <TextInput
            label="Workspace name"
            value={workspaceName}
            onChange={(event) => setName(event.currentTarget.value)}
            error={workspaceName.trim() ? null : 'Please enter a workspace name.'}
          />
          <Button onClick={() => void finish()} loading={saving} disabled={!workspaceName.trim()}>
            Get started
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
