import { Stack, Text, Textarea, TextInput } from '@mantine/core';
import { textOf, type DraftProps } from '../helpers/draftFields';

/** What the client footer shows: support e-mail, terms, privacy policy, address, website. */
export function FooterTab({ draft, update }: DraftProps) {
  const field = (name: string, label: string, type = 'text') => (
    <TextInput
      label={label}
      type={type}
      value={textOf(draft, name)}
      onChange={(event) => update({ [name]: event.currentTarget.value })}
    />
  );
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Shown in the footer of your clients&apos; dashboard.
      </Text>
      {field('supportEmail', 'Support email', 'email')}
      {field('tosPage', 'Terms of service page', 'url')}
      {field('privacyPolicypPage', 'Privacy policy page', 'url')}
      <Textarea
        label="Address"
        autosize
        minRows={2}
        value={textOf(draft, 'address')}
        onChange={(event) => update({ address: event.currentTarget.value })}
      />
      {field('mainWebsite', 'Main website', 'url')}
    </Stack>
  );
}
