import { z } from 'zod';
import { WIDGET_THEMES } from '../widgetThemeNames';

export * from '../widgetThemeNames';

/**
 * A built-in theme name, for forms that write the field. Stored agents are
 * read with a plain string (older names must not make an agent unreadable);
 * `parseThemeName` resolves any text to a theme.
 */
export const widgetThemeNameSchema = z.enum(WIDGET_THEMES);
