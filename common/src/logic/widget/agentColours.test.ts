import { describe, expect, it } from 'vitest';
import { agentColours, readCustomThemeColours } from './agentColours';

const palette = Array.from({ length: 10 }, (_, index) => `hsl(340, 60%, ${95 - index * 9}%)`);
const custom = (theme: object) => JSON.stringify(theme);

describe('agentColours', () => {
  it("takes the built-in theme's primary, 'blue-dark' by default", () => {
    expect(agentColours({})).toEqual({ color: '#2563eb', onColor: '#ffffff' });
    expect(agentColours({ theme: 'red-light' })).toEqual({ color: '#dc2626', onColor: '#ffffff' });
    // Yellow is too light for white text: dark ink on it.
    expect(agentColours({ theme: 'yellow-dark' })).toEqual({
      color: '#ca8a04',
      onColor: '#0f172a',
    });
  });

  it('takes the custom theme’s primary when it applies, the built-in one otherwise', () => {
    const json = custom({ primary: '#be185d', nineColorPallet: palette, themeType: 'light' });
    expect(agentColours({ theme: 'green-dark', customThemeJSONString: json })).toEqual({
      color: '#be185d',
      onColor: '#ffffff',
    });
    for (const broken of [
      custom({ primary: '#be185d', nineColorPallet: [] }),
      custom({ primary: 'pink', nineColorPallet: palette }),
      '{not json',
      'null',
    ]) {
      expect(readCustomThemeColours(broken)).toBeNull();
      expect(agentColours({ theme: 'green-dark', customThemeJSONString: broken }).color).toBe(
        '#16a34a',
      );
    }
  });
});
