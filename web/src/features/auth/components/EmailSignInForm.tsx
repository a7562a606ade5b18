import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { emailSignInSchema } from '../emailSignInSchema';

export function EmailSignInForm({
  onSubmit,
}: {
  onSubmit: (email: string, password: string) => Promise<void>;
}) {
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: zod4Resolver(emailSignInSchema),
  });
  return (
    <form
      onSubmit={form.onSubmit(({ email, password }) => onSubmit(email.trim(), password))}
      noValidate
    >
      <Stack gap="sm">
        <TextInput label="E-mail" autoComplete="email" {...form.getInputProps('email')} />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={form.submitting}>
          Sign in with e-mail
        </Button>
      </Stack>
    </form>
  );
}
