import { Drawer, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../../../data/api';
import { inviteToWorkspace } from '../../../data/workspaces';
import { inviteResultMessage } from '@vg/common';
import { seatLimitOf } from '../helpers/seatLimit';
import { useWorkspace } from '../WorkspaceContext';
import { InviteUserForm } from './InviteUserForm';
import { showPlanLimitNotice } from '../../billing/components/showPlanLimitNotice';

export function InviteUserDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { current, region, user } = useWorkspace();
  const invite = async (email: string) => {
    try {
      await inviteToWorkspace(region, current, email);
      notifications.show({
        color: 'green',
        message: inviteResultMessage(email, true),
        autoClose: 3000,
      });
      onClose();
    } catch (error) {
      if (showPlanLimitNotice(region, error)) return;
      notifications.show({
        color: 'red',
        // The seat check answers 'Failed to add user to workspace, workspace does not have enough seats'.
        message: error instanceof ApiError ? error.message : inviteResultMessage(email, false),
        autoClose: 3000,
      });
    }
  };
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title="+ New User">
      <Text size="sm" c="dimmed" mb="md">
        {current.workspaceEmails.length} of {seatLimitOf(current)} seats used.
      </Text>
      <Text size="sm" mb="md">
        The person joins by signing in with this e-mail address. An address signed up with a
        password must be verified first (the link in our verification e-mail); Google accounts
        already are.
      </Text>
      {opened && <InviteUserForm workspace={current} ownEmail={user.email} onInvite={invite} />}
    </Drawer>
  );
}
