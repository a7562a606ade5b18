import { notifications } from '@mantine/notifications';
import type { Region } from '@vg/common';
import {
  requestClientLoginCode,
  signInClientWithCode,
  signInClientWithPassword,
} from '../../../data/clientSignIn';
import { codeFailure, passwordFailure } from '../helpers/clientLoginOutcome';
import { ClientLoginForm, type LoginOutcome } from './ClientLoginForm';

// Login errors from the server show as a fail notice for 3 s (spec 4, section 8).
function notify(outcome: LoginOutcome): LoginOutcome {
  if (outcome) notifications.show({ color: 'red', message: outcome.message, autoClose: 3000 });
  return outcome;
}

/**
 * The client login screen wired to the client login functions: the
 * password is checked on the server, the e-mail code is sent and checked
 * by `ssoClient`; either answer signs the browser in.
 */
export function ClientLoginPanel({
  region,
  agencyId,
  passwordLoginDisabled,
}: {
  region: Region;
  agencyId: string;
  passwordLoginDisabled?: boolean;
}) {
  return (
    <ClientLoginForm
      passwordLoginDisabled={passwordLoginDisabled}
      onPasswordSignIn={async (email, password) => {
        try {
          await signInClientWithPassword(region, { email, password, agencyId });
          return null;
        } catch (error) {
          return notify(passwordFailure(error));
        }
      }}
      onSendCode={async (email) => {
        try {
          await requestClientLoginCode(region, { email, agencyId });
          notifications.show({ color: 'green', message: `Code sent to ${email}`, autoClose: 3000 });
          return null;
        } catch (error) {
          return notify(codeFailure(error, 'send'));
        }
      }}
      onVerifyCode={async (email, code) => {
        try {
          await signInClientWithCode(region, { email, agencyId, code });
          return null;
        } catch (error) {
          return notify(codeFailure(error, 'verify'));
        }
      }}
    />
  );
}
