import { Stack, Textarea, TextInput } from '@mantine/core';
import type { Region } from '@vg/common';
import { LogoField } from '../components/LogoField';
import { textOf, type DraftProps } from '../helpers/draftFields';

/** Name, branding text (markdown), square logos, support e-mail and main website. */
export function OverviewTab({ region, draft, update }: DraftProps & { region: Region }) {
  return (
    <Stack gap="md">
      <TextInput
        label="Agency name"
        value={textOf(draft, 'name')}
        onChange={(event) => update({ name: event.currentTarget.value })}
      />
      <Textarea
        label="Branding text"
        description="Markdown, shown to your clients (e.g. Powered by **Your Agency**)."
        autosize
        minRows={2}
        value={textOf(draft, 'brandingText')}
        onChange={(event) => update({ brandingText: event.currentTarget.value })}
      />
      <LogoField
        region={region}
        agencyId={draft.ID}
        variant="light"
        label="Square logo"
        value={textOf(draft, 'squarePhotoURL')}
        onChange={(url) => update({ squarePhotoURL: url })}
      />
      <LogoField
        region={region}
        agencyId={draft.ID}
        variant="dark"
        label="Square logo (dark mode)"
        value={textOf(draft, 'darkModeSquarePhotourl')}
        onChange={(url) => update({ darkModeSquarePhotourl: url })}
      />
      <TextInput
        label="Support email"
        type="email"
        value={textOf(draft, 'supportEmail')}
        onChange={(event) => update({ supportEmail: event.currentTarget.value })}
      />
      <TextInput
        label="Main website"
        type="url"
        value={textOf(draft, 'mainWebsite')}
        onChange={(event) => update({ mainWebsite: event.currentTarget.value })}
      />
    </Stack>
  );
}
