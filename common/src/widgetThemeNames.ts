import { DEFAULT_THEME } from './constants';

// Plain data without zod: the widget's first paint and the dashboard's first
// screen need the theme names, and zod would weigh on both.

export const THEME_MODES = ['light', 'dark'] as const;

/**
 * The built-in widget themes the agent's `theme` field names: a base colour
 * with a light or dark suffix (default 'blue-dark'). The dashboard offers
 * them in its selectors; the widget turns them into CSS variables.
 */
export const THEME_BASE_COLOURS = [
  'blue',
  'indigo',
  'purple',
  'pink',
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'cyan',
  'gray',
  'black',
] as const;
export type ThemeBaseColour = (typeof THEME_BASE_COLOURS)[number];
export type ThemeMode = (typeof THEME_MODES)[number];
export type WidgetThemeName = `${ThemeBaseColour}-${ThemeMode}`;

/** Every built-in theme name, light before dark for each colour. */
export const WIDGET_THEMES: readonly WidgetThemeName[] = THEME_BASE_COLOURS.flatMap((colour) =>
  THEME_MODES.map((mode): WidgetThemeName => `${colour}-${mode}`),
);

/** The primary colour of each base colour, the same in light and dark mode. */
export const THEME_PRIMARY_COLOURS: Record<ThemeBaseColour, string> = {
  blue: '#2563eb',
  indigo: '#4f46e5',
  purple: '#7c3aed',
  pink: '#db2777',
  red: '#dc2626',
  orange: '#ea580c',
  yellow: '#ca8a04',
  green: '#16a34a',
  teal: '#0d9488',
  cyan: '#0891b2',
  gray: '#475569',
  black: '#111827',
};

/**
 * Colour and mode of a theme name. Unknown colours fall back to the
 * default theme's colour, and anything but '-light' is dark, as in the
 * default 'blue-dark'.
 */
export function parseThemeName(name: string | undefined): {
  colour: ThemeBaseColour;
  mode: ThemeMode;
} {
  const [defaultColour] = DEFAULT_THEME.split('-') as [ThemeBaseColour];
  const [colour, mode] = (name || DEFAULT_THEME).split('-');
  const known = (THEME_BASE_COLOURS as readonly string[]).includes(colour ?? '');
  return {
    colour: known ? (colour as ThemeBaseColour) : defaultColour,
    mode: mode === 'light' ? 'light' : 'dark',
  };
}
