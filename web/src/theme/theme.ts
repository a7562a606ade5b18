import {
  Drawer,
  Modal,
  Notification,
  NumberInput,
  createTheme,
  darken,
  type CSSVariablesResolver,
  type MantineThemeOverride,
} from '@mantine/core';
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

/**
 * The luminance at which black and white text have the same contrast on a
 * colour ((L + 0.05) / 0.05 = 1.05 / (L + 0.05)). With it as autoContrast's
 * threshold, text on every filled surface is whichever of the two reads
 * better, which is always at least 4.58:1 (WCAG AA); Mantine's default (0.3)
 * keeps white on orange or yellow at 3:1.
 */
export const EQUAL_CONTRAST_LUMINANCE = 0.179;

/** Mantine theme for a selector entry such as `violet-dark`. */
export function dashboardTheme(themeName: string): MantineThemeOverride {
  const { colour } = parseThemeName(themeName);
  return createTheme({
    fontFamily: fontStack,
    headings: { fontFamily: fontStack, fontWeight: '700' },
    primaryColor: MANTINE_COLOUR[colour],
    // Shade 8 keeps white text on most filled buttons and badges at 4.5:1 (6 is 3.5:1);
    // autoContrast turns the text dark where a colour is too light for white (yellow, orange).
    primaryShade: { light: 8, dark: 8 },
    autoContrast: true,
    luminanceThreshold: EQUAL_CONTRAST_LUMINANCE,
    defaultRadius: 'md',
    cursorType: 'pointer',
    components: {
      // Every notice's × (notifications.show included) says what it does.
      // Its text under a title is Mantine's gray-6 / dark-2 (3.3:1 and 3.5:1); 'dimmed' here is 4.5:1+.
      Notification: Notification.extend({
        defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
        styles: { description: { color: 'var(--mantine-color-dimmed)' } },
      }),
      // The 12 px steppers are too small a target; the arrow keys step the value.
      NumberInput: NumberInput.extend({ defaultProps: { hideControls: true } }),
      Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
      Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    },
  });
}

/**
 * Text colours with at least 4.5:1 contrast (WCAG 2.2 AA) on every surface
 * the dashboard draws (body, cards, inputs, hovered and selected rows), in
 * both schemes. Mantine's own 'dimmed' (#828282 in dark, #868e96 in light)
 * and light-variant colours (selected rows, light badges and buttons) fall
 * below that, so they are set here once instead of page by page.
 */
export const dashboardCssVariables: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = { '--mantine-color-dimmed': '#5c636a' };
  const dark: Record<string, string> = { '--mantine-color-dimmed': '#a6a6a6' };
  for (const [name, shades] of Object.entries(theme.colors)) {
    // Text of the 'light' variant (selected rows, light buttons, badges, alert titles).
    light[`--mantine-color-${name}-light-color`] = darken(shades[9]!, 0.3);
    dark[`--mantine-color-${name}-light-color`] = shades[2]!;
  }
  const primary = theme.colors[theme.primaryColor]!;
  light['--mantine-primary-color-light-color'] = darken(primary[9]!, 0.3);
  dark['--mantine-primary-color-light-color'] = primary[2]!;
  return { variables: {}, light, dark };
};
