import { describe, expect, it } from 'vitest';
import { brandingLook, fontStack } from './brandingLook';

describe('brandingLook', () => {
  const theme = JSON.stringify({
    primary: '#ff0000',
    themeType: 'light',
    nineColorPallet: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'],
  });

  it('uses the palette by colour usage', () => {
    expect(brandingLook({ customThemeJSONString: theme }).headerBackground).toBe('#ffffff');
    expect(
      brandingLook({ customThemeJSONString: theme, themeColorUsage: 'colorful' }).headerBackground,
    ).toBe('g');
    expect(
      brandingLook({ customThemeJSONString: theme, themeColorUsage: 'gradient' }).headerBackground,
    ).toBe('linear-gradient(90deg, #ff0000, g)');
  });

  it('falls back to a default palette and variant for unreadable values', () => {
    const look = brandingLook({ customThemeJSONString: '{nope', themeVariant: 'odd' });
    expect(look.palette).toHaveLength(9);
    expect(look.variant).toBe('default');
  });

  it('puts the agency font before the bundled default and the system font', () => {
    expect(fontStack('Lobster')).toBe('"Lobster", "DM Sans", system-ui, sans-serif');
    expect(fontStack('')).toBe('"Rubik", "DM Sans", system-ui, sans-serif');
    expect(fontStack('inherit')).toBe('inherit');
    expect(fontStack('a"b')).toBe('"ab", "DM Sans", system-ui, sans-serif');
  });
});
