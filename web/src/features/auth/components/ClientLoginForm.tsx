import { useState } from 'react';
import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { validateClientLogin } from '@vg/common';

/** What a login step answers: nothing on success, else a message and the field it is about. */
export type LoginOutcome = { message: string; field?: 'email' | 'password' | 'code' } | null;

export interface ClientLoginFormProps {
  onPasswordSignIn: (email: string, password: string) => Promise<LoginOutcome>;
  onSendCode: (email: string) => Promise<LoginOutcome>;
  onVerifyCode: (email: string, code: string) => Promise<LoginOutcome>;
  /** The agency turned password login off: codes only. */
  passwordLoginDisabled?: boolean;
}

/**
 * The client login screen: e-mail and password with 'Sign In', or 'Email
 * Login Code' which asks the server for a code and then shows the code
 * field with 'Resend Code' and 'Cancel' (Cancel starts over).
 */
export function ClientLoginForm(props: ClientLoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'credentials' | 'code'>('credentials');
  const [outcome, setOutcome] = useState<LoginOutcome>(null);
  const [busy, setBusy] = useState<null | 'password' | 'send' | 'verify'>(null);

  const run = async (kind: 'password' | 'send' | 'verify', action: () => Promise<LoginOutcome>) => {
    setOutcome(null);
    setBusy(kind);
    try {
      const result = await action();
      setOutcome(result);
      return result;
    } finally {
      setBusy(null);
    }
  };

  const signIn = () => {
    const invalid = validateClientLogin('password', email, password);
    if (invalid) return setOutcome({ message: invalid });
    void run('password', () => props.onPasswordSignIn(email.trim(), password));
  };
  const sendCode = async () => {
    const invalid = validateClientLogin('emailCode', email, password);
    if (invalid) return setOutcome({ message: invalid, field: 'email' });
    const result = await run('send', () => props.onSendCode(email.trim()));
    if (!result) setStep('code');
  };
  const verify = () => {
    if (code.trim() === '') return setOutcome({ message: 'Please enter the code.', field: 'code' });
    void run('verify', () => props.onVerifyCode(email.trim(), code.trim()));
  };
  const cancel = () => {
    setStep('credentials');
    setCode('');
    setOutcome(null);
  };

  const fieldError = (field: 'email' | 'password' | 'code') =>
    outcome?.field === field ? outcome.message : undefined;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (step === 'code') verify();
        else if (props.passwordLoginDisabled) void sendCode();
        else signIn();
      }}
    >
      <Stack gap="sm">
        {outcome && !outcome.field && (
          <Alert color="red" role="alert" py="xs">
            {outcome.message}
          </Alert>
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={fieldError('email')}
          readOnly={step === 'code'}
        />
        {step === 'credentials' ? (
          <>
            {!props.passwordLoginDisabled && (
              <PasswordInput
                label="Dashboard password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                error={fieldError('password')}
              />
            )}
            {!props.passwordLoginDisabled && (
              <Button type="submit" loading={busy === 'password'} disabled={busy !== null}>
                Sign In
              </Button>
            )}
            <Button
              variant="light"
              onClick={() => void sendCode()}
              loading={busy === 'send'}
              disabled={busy !== null}
            >
              Email Login Code
            </Button>
          </>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              We sent a login code to {email.trim()}.
            </Text>
            <TextInput
              label="Code"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              error={fieldError('code')}
            />
            <Button type="submit" loading={busy === 'verify'} disabled={busy !== null}>
              Sign In
            </Button>
            <Group grow>
              <Button
                variant="default"
                onClick={() => void run('send', () => props.onSendCode(email.trim()))}
                loading={busy === 'send'}
                disabled={busy !== null}
              >
                Resend Code
              </Button>
              <Button variant="subtle" color="gray" onClick={cancel} disabled={busy !== null}>
                Cancel
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </form>
  );
}
