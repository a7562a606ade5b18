import { useState } from 'react';
import { Avatar, Button, FileButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { checkUploadSize, ICON_MAX_MB, type Region } from '@vg/common';
import { uploadAgencyIcon } from '../../../data/agency';

/** A square logo: its URL, or a file uploaded through the server (1 MB at most). */
export function LogoField({
  region,
  agencyId,
  variant,
  label,
  value,
  onChange,
}: {
  region: Region;
  agencyId: string;
  variant: 'light' | 'dark';
  label: string;
  value: string;
  onChange: (url: string) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const upload = async (file: File | null) => {
    if (!file) return;
    const tooBig = checkUploadSize(file.size, ICON_MAX_MB);
    if (tooBig) return setError(tooBig);
    setError(null);
    setBusy(true);
    try {
      onChange(await uploadAgencyIcon(region, agencyId, variant, file));
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={4}>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <Avatar
          src={value || null}
          alt=""
          radius="sm"
          size={48}
          bg={variant === 'dark' ? 'dark.7' : 'gray.1'}
        />
        <TextInput
          label={label}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          placeholder="https://…/logo.png"
          error={error}
          style={{ flex: 1 }}
        />
        <FileButton
          onChange={(file) => void upload(file)}
          accept="image/png,image/jpeg,image/webp,image/gif"
        >
          {(props) => (
            <Button {...props} variant="default" loading={busy} aria-label={`Upload ${label}`}>
              Upload
            </Button>
          )}
        </FileButton>
      </Group>
      <Text size="xs" c="dimmed">
        Square PNG, 256x256 suggested. {ICON_MAX_MB} MB maximum.
      </Text>
    </Stack>
  );
}
