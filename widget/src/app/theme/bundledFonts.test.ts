import { describe, expect, it } from 'vitest';
import { loadBundledFont } from './bundledFonts';

describe('loadBundledFont', () => {
  it('serves DM Sans, Inter and Rubik from the product, whatever the case', () => {
    expect(loadBundledFont('DM Sans')).toBe(true);
    expect(loadBundledFont(' inter ')).toBe(true);
    expect(loadBundledFont('Rubik')).toBe(true);
  });

  it('loads nothing for a font the product does not ship (no font host is asked)', () => {
    expect(loadBundledFont('Lobster')).toBe(false);
    expect(document.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
  });
});
