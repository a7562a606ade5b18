import { Avatar, Button, Group, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SEAT_LIMIT_MESSAGE, ensureHttps, validateWorkspaceSave } from '@vg/common';

export interface WorkspaceDraft {
  workspaceName: string;
  workspacePhotoURL: string;
  workspaceEmails: string[];
}

/**
 * Name, photo and member e-mails of a workspace. Checks run on submit:
 * a name is required, the editor cannot remove their own e-mail, and new
 * members must fit in the workspace's seats (as with '+ New User').
 */
export function EditWorkspaceForm({
  initial,
  ownEmail,
  seatLimit,
  submitLabel,
  onSubmit,
}: {
  initial: WorkspaceDraft;
  ownEmail: string;
  seatLimit: number;
  submitLabel: string;
  onSubmit: (draft: WorkspaceDraft) => Promise<void>;
}) {
  const form = useForm<WorkspaceDraft>({ initialValues: initial });
  // Rule failures concern the whole workspace, so they sit under the form rather than a field.
  const formError = form.errors.form;
  const setFormError = (message: string | null) => form.setFieldError('form', message);

  const submit = form.onSubmit(async (values) => {
    const draft = {
      ...values,
      workspacePhotoURL: ensureHttps(values.workspacePhotoURL),
      workspaceEmails: [
        ...new Set(values.workspaceEmails.map((e) => e.trim().toLowerCase()).filter(Boolean)),
      ],
    };
    // Members already there keep their seats; only additions are held to the limit.
    const added = draft.workspaceEmails.length > initial.workspaceEmails.length;
    const error =
      validateWorkspaceSave({
        workspaceName: draft.workspaceName,
        memberEmails: draft.workspaceEmails,
        previousMemberEmails: initial.workspaceEmails,
        currentUserEmail: ownEmail,
      }) ?? (added && draft.workspaceEmails.length > seatLimit ? SEAT_LIMIT_MESSAGE : null);
    if (error) {
      setFormError(error);
      return;
    }
    setFormError(null);
    await onSubmit(draft);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label="Workspace name" {...form.getInputProps('workspaceName')} />
        <Group align="flex-end" wrap="nowrap">
          <Avatar src={form.values.workspacePhotoURL || null} size="lg" radius="md" />
          <TextInput
            style={{ flex: 1 }}
            label="Photo URL"
            placeholder="https://…"
            {...form.getInputProps('workspacePhotoURL')}
            onBlur={() =>
              form.setFieldValue('workspacePhotoURL', ensureHttps(form.values.workspacePhotoURL))
            }
          />
        </Group>
        <TagsInput
          label="Member e-mails"
          description="People with these e-mails can open this workspace."
          placeholder="name@company.com"
          {...form.getInputProps('workspaceEmails')}
          splitChars={[',', ' ']}
        />
        {formError && (
          <Text c="red" size="sm" role="alert">
            {formError}
          </Text>
        )}
        <Button type="submit" loading={form.submitting}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
