import { describe, expect, it } from 'vitest';
import {
  customTabPreviewPath,
  validateCustomTabHref,
  validateCustomTabList,
} from './customTabHref';

describe('validateCustomTabHref', () => {
  it.each([
    ['/reports', [], null],
    ['reports', [], 'URL must include a leading slash (/)'],
    ['', [], 'URL must include a leading slash (/)'],
    ['/home', [], 'This URL is reserved for a default tab'],
    ['/kb', [], 'This URL is reserved for a default tab'],
    ['/overview', [], 'This URL is reserved for a default tab'],
    ['/customize-tabs', [], 'This URL is reserved for a default tab'],
    ['/reports', ['/stats', '/reports'], 'This URL is already used by another tab'],
    ['/Reports', ['/reports'], null],
  ])('%j among %j -> %j', (href, others, expected) => {
    expect(validateCustomTabHref(href, others)).toBe(expected);
  });
});

describe('validateCustomTabList', () => {
  it('reports the first problem of each tab, duplicates on the later tab', () => {
    expect(
      validateCustomTabList([{ href: '/a' }, { href: 'b' }, { href: '/a' }, { href: '/home' }]),
    ).toEqual({
      1: 'URL must include a leading slash (/)',
      2: 'This URL is already used by another tab',
      3: 'This URL is reserved for a default tab',
    });
    expect(validateCustomTabList([{ href: '/a' }, { href: '/b' }])).toEqual({});
  });

  it('builds the preview route', () => {
    expect(customTabPreviewPath('eu', '/reports')).toBe('/app/eu/c/reports');
  });
});
