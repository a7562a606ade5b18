import { describe, expect, it } from 'vitest';
import { ensureHttps, isValidHexColour, validateHexColour } from './colourInput';

describe('isValidHexColour', () => {
  it.each([
    ['#1a2B3c', true],
    ['#000000', true],
    ['#FFFFFF', true],
    ['#fff', false],
    ['#12345', false],
    ['#1234567', false],
    ['#12345g', false],
    ['123456', false],
    ['', false],
    ['#aabbccdd', false],
    [' #123456', false],
  ])('%j -> %s', (value, ok) => {
    expect(isValidHexColour(value)).toBe(ok);
    expect(validateHexColour(value)).toBe(
      ok ? null : 'A colour must be # followed by exactly 6 hex digits',
    );
  });
});

describe('ensureHttps', () => {
  it.each([
    ['example.com/logo.png', 'https://example.com/logo.png'],
    ['https://example.com/a.png', 'https://example.com/a.png'],
    ['HTTPS://example.com/a.png', 'HTTPS://example.com/a.png'],
    ['http://example.com/a.png', 'https://example.com/a.png'],
    ['//cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ['  example.com  ', 'https://example.com'],
    ['', ''],
    ['data:image/png;base64,AAA', 'data:image/png;base64,AAA'],
  ])('%j -> %j', (input, expected) => {
    expect(ensureHttps(input)).toBe(expected);
  });
});
