import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { validateInvite } from '@vg/common';
import { seatLimitOf } from '../helpers/seatLimit';
import type { Workspace } from '../../../data/workspaces';

/** '+ New User': e-mail checks (format, not yourself, seat limit) before inviting. */
export function InviteUserForm({
  workspace,
  ownEmail,
  onInvite,
}: {
  workspace: Pick<Workspace, 'workspaceEmails' | 'internal' | 'v2StripeConfig'>;
  ownEmail: string;
  onInvite: (email: string) => Promise<void>;
}) {
  const form = useForm({
    initialValues: { email: '' },
    validate: {
      email: (value) =>
        validateInvite({
          email: value,
          inviterEmail: ownEmail,
          memberEmails: workspace.workspaceEmails,
          seatLimit: seatLimitOf(workspace),
        }),
    },
    validateInputOnBlur: false,
  });
  const submit = form.onSubmit(async ({ email }) => {
    await onInvite(email.trim().toLowerCase());
    form.reset();
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label="E-mail"
          placeholder="teammate@company.com"
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={form.submitting}>
          Invite User
        </Button>
      </Stack>
    </form>
  );
}
