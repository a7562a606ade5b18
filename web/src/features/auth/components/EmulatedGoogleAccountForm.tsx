import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { emulatedGoogleAccountSchema } from '../emailSignInSchema';

/** The local stack's stand-in for Google's account chooser. */
export function EmulatedGoogleAccountForm({
  onSubmit,
}: {
  onSubmit: (account: { email: string; name: string }) => Promise<void>;
}) {
  const form = useForm({
    initialValues: { email: '', name: '' },
    validate: zod4Resolver(emulatedGoogleAccountSchema),
  });
  return (
    <form onSubmit={form.onSubmit((values) => onSubmit(values))} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Local stack: pick any Google account; the Auth emulator signs it in.
        </Text>
        <TextInput label="Google e-mail" autoComplete="email" {...form.getInputProps('email')} />
        <TextInput label="Name" autoComplete="name" {...form.getInputProps('name')} />
        <Button type="submit" loading={form.submitting}>
          Continue as this account
        </Button>
      </Stack>
    </form>
  );
}
