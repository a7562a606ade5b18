import { Alert, Button, Text } from '@mantine/core';
import type { MetaLoginState } from '../../hooks/useMetaLogin';

/** "Continue with Meta" and what the login is doing; `waitingText` while the dialog is open. */
export function MetaLoginButton({
  state,
  onStart,
  waitingText,
  errorPrefix = '',
}: {
  state: MetaLoginState;
  onStart: () => void;
  waitingText: string;
  errorPrefix?: string;
}) {
  return (
    <>
      {state.status === 'error' && (
        <Alert color="red" role="alert">
          {errorPrefix}
          {state.message}
        </Alert>
      )}
      {state.status === 'waiting' && (
        <Text size="sm" role="status">
          {waitingText}
        </Text>
      )}
      {state.status !== 'ready' && (
        <Button onClick={onStart} loading={state.status === 'waiting'}>
          Continue with Meta
        </Button>
      )}
    </>
  );
}
