import { createTheme, type MantineThemeOverride } from '@mantine/core';
import { DEFAULT_FONT } from '@vg/common/constants';
import { parseThemeName, type ThemeBaseColour } from '@vg/common/widgetThemeNames';

/** Mantine's nearest palette for each theme colour. */
const MANTINE_COLOUR: Record<ThemeBaseColour, string> = {
  blue: 'blue',
  indigo: 'indigo',
  purple: 'violet',
  pink: 'pink',
  red: 'red',
  orange: 'orange',
  yellow: 'yellow',
  green: 'green',
  teal: 'teal',
  cyan: 'cyan',
  gray: 'gray',
  black: 'dark',
};

const fontStack = `'${DEFAULT_FONT}', -apple-system, BlinkMacSystemFont, 'Segoe UI', sans-serif`;

/** Mantine theme for a selector entry such as `violet-dark`. */
export function dashboardTheme(themeName: string): MantineThemeOverride {
  const { colour } = parseThemeName(themeName);
  return createTheme({
    fontFamily: fontStack,
    headings: { fontFamily: fontStack, fontWeight: '700' },
    primaryColor: MANTINE_COLOUR[colour],
    defaultRadius: 'md',
    cursorType: 'pointer',
  });
}
