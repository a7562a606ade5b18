/**
 * Theme names offered by the dashboard's theme selector and the agent's
 * `theme` field: a base colour with a light or dark suffix (default
 * blue-dark). The colours are the widget's built-in ones (widget/src/app/theme);
 * the list belongs in @vg/common beside DEFAULT_THEME so both read one source.
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
export type ThemeMode = 'light' | 'dark';
export type ThemeName = `${ThemeBaseColour}-${ThemeMode}`;

export const THEME_NAMES: readonly ThemeName[] = THEME_BASE_COLOURS.flatMap((colour) => [
  `${colour}-light` as const,
  `${colour}-dark` as const,
]);

export function parseThemeName(name: string): { colour: ThemeBaseColour; mode: ThemeMode } {
  const [colour, mode] = name.split('-');
  const known = (THEME_BASE_COLOURS as readonly string[]).includes(colour ?? '');
  return {
    colour: known ? (colour as ThemeBaseColour) : 'blue',
    mode: mode === 'light' ? 'light' : 'dark',
  };
}
