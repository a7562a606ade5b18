import { THEME_PRIMARY_COLOURS, parseThemeName } from '../../widgetThemeNames';
import { isValidHexColour } from './colourInput';
import { isThemeApplicable } from './palette';
import { readableOn } from './readableOn';

/** The owner's custom theme as far as the chat uses it: the primary colour and the palette steps. */
export interface CustomThemeColours {
  primary: string;
  palette: string[];
}

/**
 * The custom theme of `customThemeJSONString`, or null when it does not
 * apply: it applies only with a 6-digit hex primary colour and a palette,
 * and anything unreadable counts as no custom theme (a broken theme never
 * breaks the chat).
 */
export function readCustomThemeColours(json: string | undefined): CustomThemeColours | null {
  if (!json) return null;
  let theme: { primary?: unknown; nineColorPallet?: unknown } | null;
  try {
    theme = JSON.parse(json) as typeof theme;
  } catch {
    return null;
  }
  if (!theme || typeof theme !== 'object') return null;
  const primary = typeof theme.primary === 'string' ? theme.primary : null;
  const palette = Array.isArray(theme.nineColorPallet)
    ? theme.nineColorPallet.filter((step): step is string => typeof step === 'string' && !!step)
    : [];
  if (!primary || !isThemeApplicable({ primary, nineColorPallet: palette })) return null;
  return isValidHexColour(primary) ? { primary, palette } : null;
}

/**
 * The agent's primary colour and the text colour on it, as the chat paints
 * its header and the host page's launcher: the custom theme's primary when
 * it applies, else the built-in theme's (default 'blue-dark').
 */
export function agentColours(agent: { theme?: string; customThemeJSONString?: string }): {
  color: string;
  onColor: string;
} {
  const color =
    readCustomThemeColours(agent.customThemeJSONString)?.primary ??
    THEME_PRIMARY_COLOURS[parseThemeName(agent.theme).colour];
  return { color, onColor: readableOn(color) };
}
