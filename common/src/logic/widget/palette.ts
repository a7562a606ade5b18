import { PALETTE_LIGHTNESS, PALETTE_SHADE_LABELS } from '../../constants';
import { isValidHexColour } from './colourInput';

/**
 * Colour palettes built from one primary colour: the widget theme builder's
 * ten steps and the dashboard theme editor's nine labelled shades. Hue and
 * saturation come from the primary; lightness follows the fixed ladder
 * (95, 90 … 10), reversed for dark themes so step one is always the
 * background end.
 */

export type ThemeType = 'light' | 'dark';

export interface HslColour {
  h: number;
  s: number;
  l: number;
}

/** Hue in whole degrees, saturation and lightness in whole percent. */
export function hexToHsl(hex: string): HslColour {
  if (!isValidHexColour(hex)) throw new RangeError(`Not a 6-digit hex colour: ${hex}`);
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l: Math.round(l * 100) };
  const s = d / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === r) h = ((g - b) / d) % 6;
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  h = Math.round(h * 60);
  if (h < 0) h += 360;
  return { h: h % 360, s: Math.round(s * 100), l: Math.round(l * 100) };
}

export function formatHsl({ h, s, l }: HslColour): string {
  return `hsl(${h}, ${s}%, ${l}%)`;
}

export function paletteLightness(themeType: ThemeType): number[] {
  const ladder = [...PALETTE_LIGHTNESS];
  return themeType === 'dark' ? ladder.reverse() : ladder;
}

/** The widget theme builder's ten steps. */
export function tenStepPalette(primaryHex: string, themeType: ThemeType): HslColour[] {
  const { h, s } = hexToHsl(primaryHex);
  return paletteLightness(themeType).map((l) => ({ h, s, l }));
}

export type ShadeLabel = (typeof PALETTE_SHADE_LABELS)[number];

/**
 * The theme editor's nine shades 50, 100 … 800: the first nine steps of the
 * ten-step palette, keyed by their label.
 */
export function shadePalette(primaryHex: string, themeType: ThemeType): Record<ShadeLabel, string> {
  const steps = tenStepPalette(primaryHex, themeType);
  const result = {} as Record<ShadeLabel, string>;
  PALETTE_SHADE_LABELS.forEach((label, index) => {
    const step = steps[index];
    if (step) result[label] = formatHsl(step);
  });
  return result;
}

/** The theme applies only when both a primary colour and a palette exist. */
export function isThemeApplicable(theme: {
  primary?: string | null;
  nineColorPallet?: readonly unknown[] | null;
}): boolean {
  return Boolean(theme.primary) && (theme.nineColorPallet?.length ?? 0) > 0;
}
