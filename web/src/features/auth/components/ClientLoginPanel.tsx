import { notifications } from '@mantine/notifications';
import type { Region } from '@vg/common';
import { signInWithPassword } from '../../../data/auth';
import { ssoClient } from '../../../data/clientLoginCode';
import {
  STORED_PASSWORD_MISMATCH,
  codeFailure,
  passwordFailure,
} from '../helpers/clientLoginOutcome';
import { ClientLoginForm, type LoginOutcome } from './ClientLoginForm';

// Login errors from the server show as a fail notice for 3 s (spec 4, section 8).
function notify(outcome: LoginOutcome): LoginOutcome {
  if (outcome) notifications.show({ color: 'red', message: outcome.message, autoClose: 3000 });
  return outcome;
}

/**
 * The client login screen wired to the account services: password sign-in,
 * and the `ssoClient` e-mail code whose verified answer signs in with the
 * client's dashboard password.
 */
export function ClientLoginPanel({ region, agencyId }: { region: Region; agencyId: string }) {
  const signIn = async (email: string, password: string): Promise<LoginOutcome> => {
    try {
      await signInWithPassword(email, password);
      return null;
    } catch (error) {
      return notify(passwordFailure(error));
    }
  };
  return (
    <ClientLoginForm
      onPasswordSignIn={signIn}
      onSendCode={async (email) => {
        try {
          await ssoClient(region, { email, agencyId });
          notifications.show({ color: 'green', message: `Code sent to ${email}`, autoClose: 3000 });
          return null;
        } catch (error) {
          return notify(codeFailure(error, 'send'));
        }
      }}
      onVerifyCode={async (email, code) => {
        let credentials;
        try {
          credentials = await ssoClient(region, { email, agencyId, code });
        } catch (error) {
          return notify(codeFailure(error, 'verify'));
        }
        if (!credentials?.dashboardPassword) return notify(STORED_PASSWORD_MISMATCH);
        try {
          await signInWithPassword(credentials.email, credentials.dashboardPassword);
          return null;
        } catch {
          return notify(STORED_PASSWORD_MISMATCH);
        }
      }}
    />
  );
}
