import { useState } from 'react';
import {
  ColorSwatch,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { PALETTE_SHADE_LABELS, TEXT, isValidHexColour, type ThemeType } from '@vg/common';
import { readCustomTheme, themeFromPrimary, writeCustomTheme } from './customThemeJson';

const DEFAULT_PRIMARY = '#2563eb';

/**
 * Custom colour theme: a primary colour (exactly # + 6 hex digits) from
 * which nine shades 50 … 800 are derived as HSL; each shade can be tuned.
 * Stored as customThemeJSONString; off means no custom theme.
 */
export function PaletteEditor({
  value,
  onChange,
  ownerID,
}: {
  value: string | undefined;
  onChange: (json: string | undefined) => void;
  ownerID?: string;
}) {
  const theme = readCustomTheme(value);
  const [primaryText, setPrimaryText] = useState(theme?.primary ?? DEFAULT_PRIMARY);
  const primaryError = isValidHexColour(primaryText) ? null : TEXT.invalidHex;
  const themeType: ThemeType = theme?.themeType ?? 'light';

  const enable = (on: boolean) =>
    onChange(
      on
        ? writeCustomTheme(themeFromPrimary(validPrimary(primaryText), themeType, ownerID))
        : undefined,
    );

  const setPrimary = (text: string) => {
    setPrimaryText(text);
    if (theme && isValidHexColour(text))
      onChange(writeCustomTheme(themeFromPrimary(text, themeType, ownerID)));
  };

  const setThemeType = (next: ThemeType) => {
    if (theme?.primary) onChange(writeCustomTheme(themeFromPrimary(theme.primary, next, ownerID)));
  };

  const setShade = (index: number, text: string) => {
    if (!theme?.nineColorPallet) return;
    const palette = [...theme.nineColorPallet];
    palette[index] = text;
    onChange(writeCustomTheme({ ...theme, nineColorPallet: palette }));
  };

  return (
    <Stack gap="sm">
      <Switch
        label="Custom colour theme"
        description="Overrides the theme above when a primary colour and a palette are set."
        checked={theme !== null}
        onChange={(event) => enable(event.currentTarget.checked)}
      />
      {theme && (
        <>
          <Group align="flex-start" wrap="wrap">
            <TextInput
              label="Primary colour"
              value={primaryText}
              error={primaryError}
              onChange={(event) => setPrimary(event.currentTarget.value)}
              leftSection={
                <ColorSwatch color={primaryError ? 'transparent' : primaryText} size={16} />
              }
              w={200}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                Mode
              </Text>
              <SegmentedControl
                value={themeType}
                onChange={(next) => setThemeType(next as ThemeType)}
                data={[
                  { value: 'light', label: 'Light' },
                  { value: 'dark', label: 'Dark' },
                ]}
              />
            </Stack>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
            {PALETTE_SHADE_LABELS.map((label, index) => {
              const shade = theme.nineColorPallet?.[index] ?? '';
              return (
                <TextInput
                  key={label}
                  label={String(label)}
                  aria-label={`Shade ${label}`}
                  size="xs"
                  value={shade}
                  leftSection={<ColorSwatch color={shade || 'transparent'} size={14} />}
                  onChange={(event) => setShade(index, event.currentTarget.value)}
                />
              );
            })}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}

function validPrimary(text: string): string {
  return isValidHexColour(text) ? text : DEFAULT_PRIMARY;
}
