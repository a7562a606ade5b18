import { useEffect, useState } from 'react';
import { Alert, Button, Center, Divider, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBrandGoogle } from '@tabler/icons-react';
import { Navigate, useSearchParams } from 'react-router-dom';
import {
  signInWithEmail,
  signInWithEmulatedGoogle,
  signInWithGoogle,
  signInWithToken,
} from '../../data/auth';
import { useAuthState } from '../../data/hooks/useAuthState';
import { env } from '../../env';
import { usePreferencesStore } from '../../store/preferences';
import { EmailSignInForm } from './components/EmailSignInForm';
import { EmulatedGoogleAccountForm } from './components/EmulatedGoogleAccountForm';
import { rememberReferral } from './referral';

/**
 * /login (and /signup): Google-style sign-in; `?token=` signs in with a
 * custom token; on the local stack an e-mail form is offered as well.
 * Signed-in users continue to `next` or their agents.
 */
export function LoginPage() {
  const auth = useAuthState();
  const [search] = useSearchParams();
  const lastRegion = usePreferencesStore((s) => s.lastRegion);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [chooserOpened, chooser] = useDisclosure(false);
  const token = search.get('token');

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

  if (auth.status === 'signedIn') {
    const next = search.get('next');
    return <Navigate to={next?.startsWith('/') ? next : `/app/${lastRegion}/agents`} replace />;
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

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="md" radius="lg" p="xl" w={400} maw="100%">
        <Stack>
          <Stack gap={4} align="center">
            <Title order={2}>VoiceGlow</Title>
            <Text c="dimmed" size="sm">
              Sign in to build and deploy your AI agents
            </Text>
          </Stack>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Button
            size="md"
            variant="default"
            leftSection={<IconBrandGoogle size={18} />}
            loading={busy}
            // On the local stack the emulator's account chooser replaces Google's popup.
            onClick={() => (env.VITE_USE_EMULATORS ? chooser.open() : void run(signInWithGoogle))}
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
