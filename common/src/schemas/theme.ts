import { z } from 'zod';
import { PALETTE_LIGHTNESS, PALETTE_SHADE_LABELS } from '../constants';
import { hexColorSchema } from './primitives';
import { THEME_MODES } from '../widgetThemeNames';

export const THEME_TYPES = THEME_MODES;

/**
 * One palette step. The specification says the palette holds
 * hue-saturation-lightness steps without fixing a notation, so each step is
 * any CSS colour text (e.g. `hsl(210 60% 95%)`).
 */
export const paletteStepSchema = z.string().min(1);

/**
 * Custom colour theme, stored as JSON (customThemeJSONString on an agent or
 * an agency). `nineColorPallet` (spelled as stored) has 9 shades in the
 * agency editor and 10 steps in the widget theme builder; both are accepted.
 * The widget applies the theme only when primary and palette both exist.
 */
export const customThemeSchema = z.looseObject({
  ownerID: z.string().optional(),
  themeType: z.enum(THEME_TYPES).default('light'),
  primary: hexColorSchema.optional(),
  nineColorPallet: z
    .array(paletteStepSchema)
    .min(PALETTE_SHADE_LABELS.length)
    .max(PALETTE_LIGHTNESS.length)
    .optional(),
});
export type CustomTheme = z.infer<typeof customThemeSchema>;
