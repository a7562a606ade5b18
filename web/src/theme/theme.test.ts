import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, luminance } from '@mantine/core';
import { THEME_BASE_COLOURS } from '@vg/common/widgetThemeNames';
import { dashboardTheme } from './theme';

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('dashboard theme', () => {
  it.each(THEME_BASE_COLOURS.map((colour) => [colour]))(
    '%s: text on every filled surface (buttons, badges, the selected nav link) reads at 4.5:1',
    (colour) => {
      const theme = dashboardTheme(`${colour}-light`);
      const shade = (theme.primaryShade as { light: number }).light;
      expect(theme.autoContrast).toBe(true);
      // Every colour a filled component may take, at the theme's shade.
      for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
        const filled = shades[shade]!;
        // autoContrast puts Mantine's black on colours above the threshold, white below.
        const text = luminance(filled) > theme.luminanceThreshold! ? '#000000' : '#ffffff';
        expect(contrast(filled, text), `${name}[${shade}]`).toBeGreaterThanOrEqual(4.5);
      }
    },
  );
});
