import { useEffect } from 'react';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DEFAULT_DISABLED_ACCESS_MESSAGE } from '@vg/common/constants';
import { useSignOut } from '../../auth/hooks/useSignOut';
import { useClientSession } from '../ClientContext';

export const NO_AGENTS_NOTICE = 'This account has not agents';

/**
 * Blocking modals of a client: access disabled by the organisation (its
 * message or the default, only Log Out), or no agents at all.
 */
export function ClientAccessModals() {
  const session = useClientSession();
  const signOut = useSignOut();
  const disabled = session?.organisation?.settings?.disableClientAccess === true;
  const noAgents = !!session && !disabled && session.client.widgetIDs.length === 0;

  useEffect(() => {
    if (noAgents)
      notifications.show({
        id: 'client-no-agents',
        color: 'red',
        message: NO_AGENTS_NOTICE,
        autoClose: 3000,
      });
  }, [noAgents]);

  const message = disabled
    ? session?.organisation?.settings?.disableClientAccessMessage || DEFAULT_DISABLED_ACCESS_MESSAGE
    : 'This account has no access to any agent. Please contact us to get access.';
  return (
    <Modal
      opened={disabled || noAgents}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title={disabled ? 'Access disabled' : 'No agents'}
    >
      <Stack>
        <Text>{message}</Text>
        <Button color="red" variant="light" onClick={() => void signOut()}>
          Log Out
        </Button>
      </Stack>
    </Modal>
  );
}
