import { Drawer, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { inviteToWorkspace } from '../../../data/workspaces';
import { workspaceSeats } from '../../../pending/workspaceRules.pending-common';
import { useWorkspace } from '../WorkspaceContext';
import { InviteUserForm } from './InviteUserForm';

export function InviteUserDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { current, region, user } = useWorkspace();
  const invite = async (email: string) => {
    try {
      await inviteToWorkspace(region, current.uid, email);
      notifications.show({
        color: 'green',
        message: `Successfully invited ${email}`,
        autoClose: 3000,
      });
      onClose();
    } catch {
      notifications.show({ color: 'red', message: `Failed to invite ${email}`, autoClose: 3000 });
    }
  };
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title="+ New User">
      <Text size="sm" c="dimmed" mb="md">
        {current.workspaceEmails.length} of {workspaceSeats(current)} seats used.
      </Text>
      {opened && <InviteUserForm workspace={current} ownEmail={user.email} onInvite={invite} />}
    </Drawer>
  );
}
