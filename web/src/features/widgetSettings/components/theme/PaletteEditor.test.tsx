import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '../../../../../test/render';
import { PaletteEditor } from './PaletteEditor';
import { readCustomTheme } from './customThemeJson';

let stored: string | undefined;
function Harness() {
  const [json, setJson] = useState<string | undefined>(undefined);
  stored = json;
  return <PaletteEditor value={json} onChange={setJson} ownerID="owner1" />;
}

describe('PaletteEditor', () => {
  it('builds nine HSL shades 50 … 800 from a valid primary', () => {
    render(<Harness />);
    fireEvent.click(screen.getByLabelText(/Custom colour theme/));
    fireEvent.change(screen.getByRole('textbox', { name: 'Primary colour' }), {
      target: { value: '#ff0000' },
    });
    const theme = readCustomTheme(stored);
    expect(theme).toMatchObject({ primary: '#ff0000', themeType: 'light', ownerID: 'owner1' });
    expect(theme?.nineColorPallet).toHaveLength(9);
    expect(theme?.nineColorPallet?.[0]).toBe('hsl(0, 100%, 95%)');
    for (const label of [50, 100, 200, 300, 400, 500, 600, 700, 800]) {
      expect(screen.getByLabelText(`Shade ${label}`)).toBeTruthy();
    }
  });

  it('accepts only # plus exactly six hex digits', () => {
    render(<Harness />);
    fireEvent.click(screen.getByLabelText(/Custom colour theme/));
    const before = stored;
    for (const bad of ['#fff', '#12345g', 'ff0000', '#ff00000']) {
      fireEvent.change(screen.getByRole('textbox', { name: 'Primary colour' }), {
        target: { value: bad },
      });
      expect(screen.getByText('A colour must be # followed by exactly 6 hex digits')).toBeTruthy();
      expect(stored).toBe(before);
    }
  });

  it('reverses the ladder for dark mode and turns off cleanly', () => {
    render(<Harness />);
    fireEvent.click(screen.getByLabelText(/Custom colour theme/));
    fireEvent.click(screen.getByText('Dark'));
    expect(readCustomTheme(stored)?.nineColorPallet?.[0]).toMatch(/, 10%\)$/);
    fireEvent.click(screen.getByLabelText(/Custom colour theme/));
    expect(stored).toBeUndefined();
  });
});
