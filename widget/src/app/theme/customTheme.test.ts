import { describe, expect, it } from 'vitest';
import { customThemeVariables } from './customTheme';
import { builtInTheme } from './themes';

const palette = Array.from({ length: 10 }, (_, index) => `hsl(200, 50%, ${95 - index * 9}%)`);

describe('themes', () => {
  it("defaults to 'blue-dark' and reads colour and mode from the name", () => {
    expect(builtInTheme(undefined)['--vg-primary']).toBe('#2563eb');
    expect(builtInTheme(undefined)['--vg-bg']).toBe('#0b1220');
    expect(builtInTheme('red-light')).toMatchObject({
      '--vg-primary': '#dc2626',
      '--vg-bg': '#ffffff',
    });
    expect(builtInTheme('unknown-light')['--vg-primary']).toBe('#2563eb');
  });

  it('applies a custom theme only with a primary colour and a palette', () => {
    expect(
      customThemeVariables(JSON.stringify({ primary: '#112233', nineColorPallet: palette })),
    ).toMatchObject({
      '--vg-primary': '#112233',
      '--vg-bg': palette[0],
      '--vg-text': palette[8],
    });
    expect(customThemeVariables(JSON.stringify({ primary: '#112233' }))).toBeNull();
    expect(customThemeVariables(JSON.stringify({ nineColorPallet: palette }))).toBeNull();
    expect(
      customThemeVariables(JSON.stringify({ primary: '#12', nineColorPallet: palette })),
    ).toBeNull();
    expect(customThemeVariables('{not json')).toBeNull();
    expect(customThemeVariables(undefined)).toBeNull();
  });

  it('works with the nine-shade palette of the dashboard editor', () => {
    expect(
      customThemeVariables(
        JSON.stringify({ primary: '#112233', nineColorPallet: palette.slice(0, 9) }),
      )?.['--vg-text'],
    ).toBe(palette[8]);
  });
});
