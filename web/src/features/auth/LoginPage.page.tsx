import { useEffect, useState } from 'react';
import { Alert, Button, Center, Divider, Modal, Paper, Stack, Tabs, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBrandGoogle } from '@tabler/icons-react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { isRegion } from '@vg/common/endpoints';
import {
  signInWithEmail,
  signInWithEmulatedGoogle,
  signInWithGoogle,
  signInWithToken,
} from '../../data/auth';
import { useAuthState } from '../../data/hooks/useAuthState';
import { env } from '../../env';
import { usePreferencesStore } from '../../store/preferences';
import { FullPageLoader } from '../shell/components/FullPageLoader';
import { ClientLoginPanel } from './components/ClientLoginPanel';
import { EmailSignInForm } from './components/EmailSignInForm';
import { EmulatedGoogleAccountForm } from './components/EmulatedGoogleAccountForm';
import { useLandingPath } from './hooks/useLandingPath';
import { useLinkSignIn } from './hooks/useLinkSignIn';
import { useAdminEntry } from './hooks/useAdminEntry';
import { rememberReferral } from './referral';
import { BrandName } from '../branding/BrandName';
import { brandedRegion, hostBranding } from '../branding/hostBranding';

/**
 * /login (and /signup). Workspace users: Google-style sign-in, `?token=`
 * custom tokens, and an e-mail form on the local stack. Clients: the client
 * login screen (`?as=client` opens it). `?username=&password=` signs in on
 * its own. Signed-in users continue to `next`, a client to its first
 * widget's first page, others to their agents.
 */
export function LoginPage() {
  const auth = useAuthState();
  const [search] = useSearchParams();
  const lastRegion = usePreferencesStore((s) => s.lastRegion);
  const regionParam = search.get('region');
  const branding = hostBranding();
  const region = brandedRegion() ?? (isRegion(regionParam) ? regionParam : lastRegion);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [chooserOpened, chooser] = useDisclosure(false);
  const token = search.get('token');
  // On an agency's own domain the host names the agency.
  const agencyId = branding?.agencyId ?? search.get('agency') ?? window.location.hostname;
  const link = useLinkSignIn(auth, search.get('username'), search.get('password'), {
    region,
    agencyId,
  });
  const admin = useAdminEntry(auth, search.get('username'), { region, agencyId });
  const landing = useLandingPath(
    auth.status === 'signedIn' && !link.busy && !admin.busy ? auth.user : null,
    region,
    search.get('next'),
  );

  useEffect(() => {
    rememberReferral(search.get('ref'));
  }, [search]);

  useEffect(() => {
    if (!token || auth.status !== 'signedOut') return;
    setBusy(true);
    signInWithToken(token)
      .catch((e: Error) => setError(e.message))
      .finally(() => setBusy(false));
  }, [token, auth.status]);

  if (link.busy || admin.busy) return <FullPageLoader />;
  if (auth.status === 'signedIn') {
    return landing ? <Navigate to={landing} replace /> : <FullPageLoader />;
  }

  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    setBusy(true);
    try {
      await action();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const shownError = error ?? link.error ?? admin.error;

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="md" radius="lg" p="xl" w={400} maw="100%">
        <Stack>
          <Stack gap={4} align="center">
            <BrandName fw={700} fz="h2" component="h1" m={0} />
            <Text c="dimmed" size="sm">
              {branding
                ? 'Sign in to your dashboard'
                : 'Sign in to build and deploy your AI agents'}
            </Text>
          </Stack>
          {shownError && (
            <Alert color="red" role="alert">
              {shownError}
            </Alert>
          )}
          <Tabs
            defaultValue={search.get('as') === 'client' || branding ? 'client' : 'workspace'}
            keepMounted={false}
          >
            <Tabs.List grow mb="md">
              <Tabs.Tab value="workspace">Workspace</Tabs.Tab>
              <Tabs.Tab value="client">Client</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="workspace">
              <Stack>
                <Button
                  size="md"
                  variant="default"
                  leftSection={<IconBrandGoogle size={18} />}
                  loading={busy}
                  // On the local stack the emulator's account chooser replaces Google's popup.
                  onClick={() =>
                    env.VITE_USE_EMULATORS ? chooser.open() : void run(signInWithGoogle)
                  }
                >
                  Continue with Google
                </Button>
                {env.VITE_USE_EMULATORS && (
                  <>
                    <Divider label="or with e-mail (local stack)" labelPosition="center" />
                    <EmailSignInForm
                      onSubmit={(email, password) => run(() => signInWithEmail(email, password))}
                    />
                  </>
                )}
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="client">
              <ClientLoginPanel region={region} agencyId={agencyId} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      </Paper>
      <Modal opened={chooserOpened} onClose={chooser.close} title="Sign in with Google">
        <EmulatedGoogleAccountForm
          onSubmit={async (account) => {
            chooser.close();
            await run(() => signInWithEmulatedGoogle(account));
          }}
        />
      </Modal>
    </Center>
  );
}
