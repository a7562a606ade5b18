import { parseThemeName, THEME_PRIMARY_COLOURS } from '@vg/common/widgetThemeNames';
import { readableOn } from '@vg/common/logic/widget/readableOn';

/**
 * Built-in themes, named `{colour}-{mode}` (default 'blue-dark'). A theme is
 * a set of CSS variables; the stylesheet only ever uses the variables, so a
 * custom theme or the owner's CSS can restyle everything.
 */
export type ThemeVariables = Record<`--vg-${string}`, string>;

const LIGHT = {
  '--vg-bg': '#ffffff',
  '--vg-surface': '#f1f5f9',
  '--vg-surface-2': '#e2e8f0',
  '--vg-border': '#e2e8f0',
  '--vg-text': '#0f172a',
  // Slate 600: 4.5:1 or more on every light surface (slate 500 was 4.34:1 on the tab bar).
  '--vg-muted': '#475569',
  '--vg-bot-bg': '#f1f5f9',
  '--vg-bot-text': '#0f172a',
};

const DARK = {
  '--vg-bg': '#0b1220',
  '--vg-surface': '#162033',
  '--vg-surface-2': '#1f2b41',
  '--vg-border': '#26344d',
  '--vg-text': '#e2e8f0',
  '--vg-muted': '#94a3b8',
  '--vg-bot-bg': '#162033',
  '--vg-bot-text': '#e2e8f0',
};

export function builtInTheme(name: string | undefined): ThemeVariables {
  const { colour, mode } = parseThemeName(name);
  const primary = THEME_PRIMARY_COLOURS[colour];
  const onPrimary = readableOn(primary);
  return {
    ...(mode === 'light' ? LIGHT : DARK),
    '--vg-primary': primary,
    '--vg-on-primary': onPrimary,
    // The header's gradient runs towards black under white text, towards white under dark text.
    '--vg-primary-shade': onPrimary === '#ffffff' ? '#000000' : '#ffffff',
    '--vg-user-bg': primary,
    '--vg-user-text': onPrimary,
  };
}
