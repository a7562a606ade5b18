import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';

/** The local stack's stand-in for Google's account chooser. */
export function EmulatedGoogleAccountForm({
  onSubmit,
}: {
  onSubmit: (account: { email: string; name: string }) => Promise<void>;
}) {
  const form = useForm({
    initialValues: { email: '', name: '' },
    validate: {
      email: (value) =>
        /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? null : 'Please enter a valid email',
    },
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
