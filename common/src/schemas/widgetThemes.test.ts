import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '../constants';
import {
  parseThemeName,
  THEME_BASE_COLOURS,
  THEME_PRIMARY_COLOURS,
  WIDGET_THEMES,
  widgetThemeNameSchema,
} from './widgetThemes';

describe('widget themes', () => {
  it('names every colour in light and dark, the default among them', () => {
    expect(WIDGET_THEMES).toHaveLength(THEME_BASE_COLOURS.length * 2);
    expect(WIDGET_THEMES.slice(0, 2)).toEqual(['blue-light', 'blue-dark']);
    expect(WIDGET_THEMES).toContain(DEFAULT_THEME);
    expect(new Set(WIDGET_THEMES).size).toBe(WIDGET_THEMES.length);
    for (const colour of THEME_BASE_COLOURS) {
      expect(THEME_PRIMARY_COLOURS[colour]).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it.each([
    ['purple-light', { colour: 'purple', mode: 'light' }],
    ['black-dark', { colour: 'black', mode: 'dark' }],
    ['violet-dark', { colour: 'blue', mode: 'dark' }],
    ['green', { colour: 'green', mode: 'dark' }],
    ['', { colour: 'blue', mode: 'dark' }],
    [undefined, { colour: 'blue', mode: 'dark' }],
  ])('reads %j as %j', (name, expected) => {
    expect(parseThemeName(name)).toEqual(expected);
  });

  it('accepts only built-in names where a form writes the field', () => {
    expect(widgetThemeNameSchema.safeParse('teal-light').success).toBe(true);
    expect(widgetThemeNameSchema.safeParse('teal-grey').success).toBe(false);
  });
});
