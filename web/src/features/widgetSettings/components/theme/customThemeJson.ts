import {
  PALETTE_SHADE_LABELS,
  customThemeSchema,
  shadePalette,
  type CustomTheme,
  type ThemeType,
} from '@vg/common';

/** Reads customThemeJSONString; anything unreadable counts as no custom theme. */
export function readCustomTheme(json: string | undefined): CustomTheme | null {
  if (!json) return null;
  try {
    const parsed = customThemeSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A theme from a primary colour: its nine shades 50 … 800 as HSL. */
export function themeFromPrimary(
  primary: string,
  themeType: ThemeType,
  ownerID?: string,
): CustomTheme {
  const shades = shadePalette(primary, themeType);
  return {
    ownerID,
    themeType,
    primary,
    nineColorPallet: PALETTE_SHADE_LABELS.map((label) => shades[label]),
  };
}

export function writeCustomTheme(theme: CustomTheme): string {
  return JSON.stringify(theme);
}
