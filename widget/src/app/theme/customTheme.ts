import { readCustomThemeColours } from '@vg/common/logic/widget/agentColours';
import { readableOn } from '@vg/common/logic/widget/readableOn';
import type { ThemeVariables } from './themes';

/**
 * The owner's custom theme (customThemeJSONString: themeType, primary and a
 * palette whose first step is the background end). Applied only when both a
 * primary colour and a palette exist; anything unreadable is ignored so a
 * broken theme never breaks the chat.
 */
export function customThemeVariables(json: string | undefined): ThemeVariables | null {
  const theme = readCustomThemeColours(json);
  if (!theme) return null;
  const { primary, palette } = theme;
  const step = (index: number) => palette[Math.min(index, palette.length - 1)]!;
  const onPrimary = readableOn(primary);
  return {
    '--vg-primary': primary,
    '--vg-on-primary': onPrimary,
    // The header's gradient runs towards black under white text, towards white under dark text.
    '--vg-primary-shade': onPrimary === '#ffffff' ? '#000000' : '#ffffff',
    '--vg-bg': step(0),
    '--vg-surface': step(1),
    '--vg-surface-2': step(2),
    '--vg-border': step(2),
    '--vg-muted': step(6),
    '--vg-text': step(8),
    '--vg-bot-bg': step(1),
    '--vg-bot-text': step(8),
    '--vg-user-bg': primary,
    '--vg-user-text': onPrimary,
  };
}
