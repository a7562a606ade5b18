import { describe, expect, it } from 'vitest';
import {
  formatHsl,
  hexToHsl,
  isThemeApplicable,
  paletteLightness,
  shadePalette,
  tenStepPalette,
} from './palette';

describe('hexToHsl', () => {
  it.each([
    ['#ff0000', { h: 0, s: 100, l: 50 }],
    ['#00ff00', { h: 120, s: 100, l: 50 }],
    ['#0000ff', { h: 240, s: 100, l: 50 }],
    ['#ffffff', { h: 0, s: 0, l: 100 }],
    ['#000000', { h: 0, s: 0, l: 0 }],
    ['#808080', { h: 0, s: 0, l: 50 }],
    ['#3b82f6', { h: 217, s: 91, l: 60 }],
    ['#FF00FF', { h: 300, s: 100, l: 50 }],
    ['#ff0080', { h: 330, s: 100, l: 50 }],
  ])('%s -> %j', (hex, hsl) => {
    expect(hexToHsl(hex)).toEqual(hsl);
  });

  it('rejects anything but six hex digits', () => {
    expect(() => hexToHsl('#fff')).toThrow(RangeError);
  });
});

describe('palettes', () => {
  it('uses 95 then 90 down to 10, reversed for dark', () => {
    expect(paletteLightness('light')).toEqual([95, 90, 80, 70, 60, 50, 40, 30, 20, 10]);
    expect(paletteLightness('dark')).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 95]);
  });

  it('keeps the primary hue and saturation across ten steps', () => {
    const light = tenStepPalette('#3b82f6', 'light');
    expect(light).toHaveLength(10);
    expect(light[0]).toEqual({ h: 217, s: 91, l: 95 });
    expect(light[9]).toEqual({ h: 217, s: 91, l: 10 });
    const dark = tenStepPalette('#3b82f6', 'dark');
    expect(dark[0]).toEqual({ h: 217, s: 91, l: 10 });
    expect(dark[9]).toEqual({ h: 217, s: 91, l: 95 });
  });

  it('labels nine shades 50 to 800', () => {
    expect(shadePalette('#ff0000', 'light')).toEqual({
      50: 'hsl(0, 100%, 95%)',
      100: 'hsl(0, 100%, 90%)',
      200: 'hsl(0, 100%, 80%)',
      300: 'hsl(0, 100%, 70%)',
      400: 'hsl(0, 100%, 60%)',
      500: 'hsl(0, 100%, 50%)',
      600: 'hsl(0, 100%, 40%)',
      700: 'hsl(0, 100%, 30%)',
      800: 'hsl(0, 100%, 20%)',
    });
    expect(shadePalette('#ff0000', 'dark')[50]).toBe('hsl(0, 100%, 10%)');
    expect(formatHsl({ h: 1, s: 2, l: 3 })).toBe('hsl(1, 2%, 3%)');
  });

  it.each([
    [{ primary: '#ff0000', nineColorPallet: ['x'] }, true],
    [{ primary: '#ff0000', nineColorPallet: [] }, false],
    [{ primary: '', nineColorPallet: ['x'] }, false],
    [{ primary: '#ff0000' }, false],
    [{ nineColorPallet: ['x'] }, false],
  ])('theme %j applies -> %s', (theme, expected) => {
    expect(isThemeApplicable(theme)).toBe(expected);
  });
});
