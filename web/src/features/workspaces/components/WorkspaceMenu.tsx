import { Avatar, Button, Menu, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBuildingStore,
  IconCheck,
  IconChevronDown,
  IconPlus,
  IconSettings,
  IconUserPlus,
} from '@tabler/icons-react';
import { useState } from 'react';
import { truncateFor } from '@vg/common';
import type { Workspace } from '../../../data/workspaces';
import { useWorkspace } from '../WorkspaceContext';
import { EditWorkspaceDrawer } from './EditWorkspaceDrawer';
import { InviteUserDrawer } from './InviteUserDrawer';
import { VerifyEmailItems } from './VerifyEmailItems';

export function workspaceLabel(workspace: Workspace): string {
  return truncateFor(
    'agentOrWorkspaceName',
    workspace.workspaceName || workspace.email || 'Workspace',
  );
}

/** Current workspace, Settings, '+ New User', the workspace list and '+ New Workspace'. */
export function WorkspaceMenu() {
  const { current, workspaces, selectWorkspace, user } = useWorkspace();
  const [editOpened, edit] = useDisclosure(false);
  const [inviteOpened, invite] = useDisclosure(false);
  const [creating, setCreating] = useState(false);

  return (
    <>
      <Menu position="bottom-start" width={260} withinPortal>
        <Menu.Target>
          <Button
            variant="subtle"
            color="gray"
            px="xs"
            rightSection={<IconChevronDown size={14} />}
            leftSection={<WorkspaceAvatar workspace={current} />}
            // The name starts with what the button shows (WCAG 2.5.3, label in name).
            aria-label={`${workspaceLabel(current)}, workspace menu`}
          >
            {/* Hidden by the top bar where large text leaves no room for it (TopBar.module.css). */}
            <Text component="span" size="sm" fw={600} truncate className="vg-workspace-name">
              {workspaceLabel(current)}
            </Text>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{workspaceLabel(current)}</Menu.Label>
          <Menu.Item
            leftSection={<IconSettings size={14} />}
            onClick={() => {
              setCreating(false);
              edit.open();
            }}
          >
            Settings
          </Menu.Item>
          <Menu.Item leftSection={<IconUserPlus size={14} />} onClick={invite.open}>
            + New User
          </Menu.Item>
          <Menu.Divider />
          <Menu.Label>Workspaces</Menu.Label>
          {workspaces.map((workspace) => (
            <Menu.Item
              key={workspace.uid}
              leftSection={<WorkspaceAvatar workspace={workspace} />}
              rightSection={workspace.uid === current.uid ? <IconCheck size={14} /> : null}
              onClick={() => selectWorkspace(workspace.uid)}
            >
              {workspaceLabel(workspace)}
            </Menu.Item>
          ))}
          {user.email && !user.emailVerified && <VerifyEmailItems email={user.email} />}
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconPlus size={14} />}
            onClick={() => {
              setCreating(true);
              edit.open();
            }}
          >
            + New Workspace
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <EditWorkspaceDrawer opened={editOpened} onClose={edit.close} creating={creating} />
      <InviteUserDrawer opened={inviteOpened} onClose={invite.close} />
    </>
  );
}

function WorkspaceAvatar({ workspace }: { workspace: Workspace }) {
  return (
    // Decoration without text: the name beside it is the button's label (WCAG 2.5.3).
    <Avatar src={workspace.workspacePhotoURL || null} size={22} radius="sm" aria-hidden>
      <IconBuildingStore size={14} />
    </Avatar>
  );
}
