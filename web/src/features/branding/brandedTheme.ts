import {
  mergeThemeOverrides,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import { customThemeSchema, formatHsl, tenStepPalette, type AgencyBranding } from '@vg/common';
import { fontStack } from '../agency/helpers/brandingLook';

function agencyColours(json: string | undefined): MantineColorsTuple | null {
  try {
    const theme = customThemeSchema.safeParse(JSON.parse(json ?? ''));
    if (!theme.success || !theme.data.primary) return null;
    const steps = tenStepPalette(theme.data.primary, 'light').map(formatHsl);
    return steps.length === 10 ? (steps as unknown as MantineColorsTuple) : null;
  } catch {
    return null;
  }
}

/** The dashboard theme under an agency's brand: its font and, when set, its palette. */
export function brandedTheme(
  base: MantineThemeOverride,
  branding: AgencyBranding,
): MantineThemeOverride {
  const font = fontStack(branding.googleFont);
  const colours = agencyColours(branding.customThemeJSONString);
  return mergeThemeOverrides(base, {
    fontFamily: font,
    headings: { fontFamily: font },
    ...(colours ? { colors: { agency: colours }, primaryColor: 'agency', primaryShade: 6 } : {}),
  });
}
