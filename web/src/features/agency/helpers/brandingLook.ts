import {
  customThemeSchema,
  DEFAULT_AGENCY_FONT,
  shadePalette,
  PALETTE_SHADE_LABELS,
} from '@vg/common';

/** Families bundled with the dashboard (@fontsource); others fall back to the system font. */
export const BUNDLED_FONTS = ['Rubik', 'DM Sans'];

const DEFAULT_PRIMARY = '#3b5bdb';

export interface BrandingFields {
  [field: string]: unknown;
  googleFont?: unknown;
  themeVariant?: unknown;
  themeColorUsage?: unknown;
  customThemeJSONString?: unknown;
}

export interface BrandingLook {
  fontFamily: string;
  primary: string;
  palette: string[];
  variant: 'default' | 'bordered' | 'faded' | 'flat';
  colorUsage: 'plain' | 'colorful' | 'gradient';
  headerBackground: string;
  headerText: string;
}

function readPalette(json: unknown): { primary: string; palette: string[] } {
  try {
    const theme = customThemeSchema.safeParse(JSON.parse(String(json)));
    if (theme.success && theme.data.primary && theme.data.nineColorPallet)
      return { primary: theme.data.primary, palette: theme.data.nineColorPallet.slice(0, 9) };
  } catch {
    // no custom theme: the default palette below
  }
  const shades = shadePalette(DEFAULT_PRIMARY, 'light');
  return { primary: DEFAULT_PRIMARY, palette: PALETTE_SHADE_LABELS.map((label) => shades[label]) };
}

/** CSS font stack: the agency's family first, then the bundled default and the system font. */
export function fontStack(family: unknown): string {
  const name = typeof family === 'string' && family.trim() ? family.trim() : DEFAULT_AGENCY_FONT;
  if (name === 'inherit') return 'inherit';
  return `"${name.replace(/["\\]/g, '')}", "DM Sans", system-ui, sans-serif`;
}

/** How the client dashboard looks for these branding fields. */
export function brandingLook(fields: BrandingFields): BrandingLook {
  const { primary, palette } = readPalette(fields.customThemeJSONString);
  const variant =
    (['default', 'bordered', 'faded', 'flat'] as const).find((v) => v === fields.themeVariant) ??
    'default';
  const colorUsage =
    (['plain', 'colorful', 'gradient'] as const).find((v) => v === fields.themeColorUsage) ??
    'plain';
  const deep = palette[6] ?? primary;
  const headerBackground =
    colorUsage === 'gradient'
      ? `linear-gradient(90deg, ${primary}, ${deep})`
      : colorUsage === 'colorful'
        ? deep
        : '#ffffff';
  return {
    fontFamily: fontStack(fields.googleFont),
    primary,
    palette,
    variant,
    colorUsage,
    headerBackground,
    headerText: colorUsage === 'plain' ? '#1a1b1e' : '#ffffff',
  };
}
