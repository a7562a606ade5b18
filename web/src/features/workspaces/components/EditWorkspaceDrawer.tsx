import { Button, Divider, Drawer, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../../../data/api';
import { createWorkspace, deleteWorkspace, saveWorkspace } from '../../../data/workspaces';
import { DELETE_WORKSPACE_CONFIRMATION, canDeleteWorkspace } from '@vg/common';
import { useWorkspace } from '../WorkspaceContext';
import { seatLimitOf } from '../helpers/seatLimit';
import { EditWorkspaceForm, type WorkspaceDraft } from './EditWorkspaceForm';
import { showPlanLimitNotice } from '../../billing/components/showPlanLimitNotice';

/** Edit the current workspace, or with `creating` make a new one. */
export function EditWorkspaceDrawer({
  opened,
  onClose,
  creating,
}: {
  opened: boolean;
  onClose: () => void;
  creating: boolean;
}) {
  const { current, own, region, user, selectWorkspace } = useWorkspace();
  const ownEmail = user.email.toLowerCase();
  const initial: WorkspaceDraft = creating
    ? { workspaceName: '', workspacePhotoURL: '', workspaceEmails: ownEmail ? [ownEmail] : [] }
    : {
        workspaceName: current.workspaceName ?? '',
        workspacePhotoURL: current.workspacePhotoURL ?? '',
        workspaceEmails: current.workspaceEmails,
      };

  const save = async (draft: WorkspaceDraft) => {
    try {
      if (creating) {
        const created = await createWorkspace(region, draft.workspaceName);
        await saveWorkspace(region, created.uid, draft);
        selectWorkspace(created.uid);
      } else {
        await saveWorkspace(region, current.uid, draft);
      }
      notifications.show({
        color: 'green',
        message: 'Successfully saved workspace data.',
        autoClose: 2000,
      });
      onClose();
    } catch (error) {
      if (showPlanLimitNotice(region, error)) return;
      notifications.show({
        color: 'red',
        // A member list past the seats is refused with the reason.
        message: error instanceof ApiError ? error.message : 'Failed to save workspace.',
        autoClose: 3000,
      });
    }
  };

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Delete workspace?',
      children: (
        <Text c="red" fw={700}>
          {DELETE_WORKSPACE_CONFIRMATION}
        </Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await deleteWorkspace(region, current.uid);
          selectWorkspace(own.uid);
          notifications.show({
            color: 'green',
            message: 'Successfully deleted workspace.',
            autoClose: 2000,
          });
          onClose();
        } catch {
          notifications.show({
            color: 'red',
            message: 'Failed to delete workspace.',
            autoClose: 3000,
          });
        }
      },
    });

  // The creator's own workspace cannot be deleted, nor anyone else's: only drafts.
  const canDelete =
    !creating && canDeleteWorkspace(current.uid, user.uid) && Boolean(current.createdBy);

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      title={creating ? 'New Workspace' : 'Edit Workspace'}
    >
      {opened && (
        <Stack>
          <EditWorkspaceForm
            key={creating ? 'new' : current.uid}
            initial={initial}
            ownEmail={ownEmail}
            // A new workspace starts on the default seats.
            seatLimit={seatLimitOf(creating ? {} : current)}
            submitLabel={creating ? 'Create Workspace' : 'Save'}
            onSubmit={save}
          />
          {canDelete && (
            <>
              <Divider label="Danger zone" labelPosition="left" />
              <Button color="red" variant="light" onClick={confirmDelete}>
                Delete workspace
              </Button>
            </>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
