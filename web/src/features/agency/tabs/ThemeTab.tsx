import { useEffect, useState } from 'react';
import { Select, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  INVALID_FONT_MESSAGE,
  THEME_COLOR_USAGES,
  THEME_VARIANTS,
  needsFontLookup,
  type Region,
} from '@vg/common';
import { checkFontName } from '../../../data/agency';
import { PaletteEditor } from '../../widgetSettings/components/theme/PaletteEditor';
import { BUNDLED_FONTS } from '../helpers/brandingLook';
import { textOf, type DraftProps } from '../helpers/draftFields';

const LABELS: Record<string, string> = {
  default: 'Default',
  bordered: 'Bordered',
  faded: 'Faded',
  flat: 'Flat',
  plain: 'Plain',
  colorful: 'Colorful',
  gradient: 'Gradient',
};

/** Palette, theme variant, colour usage, Google font (checked by the font service) and custom CSS. */
export function ThemeTab({ region, draft, update }: DraftProps & { region: Region }) {
  const font = textOf(draft, 'googleFont');
  const fontError = useFontCheck(region, font);
  return (
    <Stack gap="md">
      <PaletteEditor
        value={textOf(draft, 'customThemeJSONString') || undefined}
        onChange={(json) => update({ customThemeJSONString: json ?? '' })}
        ownerID={draft.userId}
      />
      <Select
        label="Theme variant"
        data={THEME_VARIANTS.map((value) => ({ value, label: LABELS[value] ?? value }))}
        value={textOf(draft, 'themeVariant') || 'default'}
        onChange={(value) => value && update({ themeVariant: value })}
        allowDeselect={false}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="agency-colour-usage">
          Colour usage
        </Text>
        <SegmentedControl
          aria-labelledby="agency-colour-usage"
          data={THEME_COLOR_USAGES.map((value) => ({ value, label: LABELS[value] ?? value }))}
          value={textOf(draft, 'themeColorUsage') || 'plain'}
          onChange={(value) => update({ themeColorUsage: value })}
        />
      </Stack>
      <TextInput
        label="Google font"
        description={`Any Google Fonts family name, or inherit. ${BUNDLED_FONTS.join(' and ')} are served with the dashboard; other families show in the system font unless the device has them.`}
        value={font}
        error={fontError}
        onChange={(event) => update({ googleFont: event.currentTarget.value })}
      />
      <Textarea
        label="Custom CSS"
        description="Applied to your clients' dashboard and prototype pages (classes: vg-client-header, vg-client-nav, vg-card, vg-footer)."
        autosize
        minRows={4}
        styles={{ input: { fontFamily: 'monospace' } }}
        value={textOf(draft, 'customCSS')}
        onChange={(event) => update({ customCSS: event.currentTarget.value })}
      />
    </Stack>
  );
}

/** The font service's verdict on the typed name, asked once typing pauses. */
function useFontCheck(region: Region, font: string): string | null {
  const [debounced] = useDebouncedValue(font.trim(), 500);
  const [verdict, setVerdict] = useState<{ font: string; error: string | null } | null>(null);
  useEffect(() => {
    if (!debounced || !needsFontLookup(debounced)) return;
    let cancelled = false;
    checkFontName(region, debounced).then(
      (valid) =>
        !cancelled && setVerdict({ font: debounced, error: valid ? null : INVALID_FONT_MESSAGE }),
      () => undefined, // an unreachable service blocks nothing
    );
    return () => {
      cancelled = true;
    };
  }, [region, debounced]);
  return verdict && verdict.font === font.trim() ? verdict.error : null;
}
