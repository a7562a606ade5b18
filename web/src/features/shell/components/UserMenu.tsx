import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useSignOut } from '../../auth/hooks/useSignOut';
import { useWorkspace } from '../../workspaces/WorkspaceContext';

export function UserMenu() {
  const { user } = useWorkspace();
  const signOut = useSignOut();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="Account menu">
          <Avatar src={user.photoURL || null} radius="xl" size="sm" aria-hidden>
            {(user.displayName || user.email).slice(0, 1).toUpperCase()}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email || user.uid}</Menu.Label>
        <Menu.Item leftSection={<IconLogout size={14} />} onClick={() => void signOut()}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
