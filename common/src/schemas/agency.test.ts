import { describe, expect, it } from 'vitest';
import { agencySchema, dnsRecordSchema } from './agency';
import { customTabSchema, customTabsInputSchema } from './customTab';
import { customThemeSchema } from './theme';

describe('agencySchema', () => {
  it('fills the defaults of a new agency', () => {
    expect(agencySchema.parse({ ID: 'ag1', userId: 'u1' })).toEqual({
      ID: 'ag1',
      userId: 'u1',
      name: 'Your Awesome Agency',
      googleFont: 'Rubik',
      themeVariant: 'default',
      themeColorUsage: 'plain',
      isVerifiedSubDomain: false,
      isVerifiedCustomDomain: false,
      resendEmailDomainStatus: 'not_started',
      customTabs: [],
    });
  });

  it('keeps the stored spellings and the domain verification entries', () => {
    const agency = agencySchema.parse({
      ID: 'ag1',
      userId: 'u1',
      privacyPolicypPage: 'https://a/privacy',
      darkModeSquarePhotourl: 'https://a/dark.png',
      secret: 'a'.repeat(25),
      customDomain: 'chat.example.com',
      customDomainConfig: {
        verification: [{ type: 'CNAME', domain: 'chat.example.com', name: 'chat', value: 'x' }],
      },
      resendEmailDomainStatus: 'temporary_failure',
      customTabs: [{ label: 'Reports', href: '/reports', pageType: 'iframe' }],
    });
    expect(agency.privacyPolicypPage).toBe('https://a/privacy');
    expect(agency.customTabs[0]).toMatchObject({ href: '/reports', alwaysVisible: false });
  });

  it.each([
    [{ ID: 'a', userId: 'u', themeVariant: 'neon' }, ['themeVariant']],
    [{ ID: 'a', userId: 'u', themeColorUsage: 'mono' }, ['themeColorUsage']],
    [{ ID: 'a', userId: 'u', secret: 'short' }, ['secret']],
    [{ ID: 'a', userId: 'u', resendEmailDomainStatus: 'done' }, ['resendEmailDomainStatus']],
    [{ ID: 'a' }, ['userId']],
  ])('rejects %j at %j', (input, path) => {
    expect(agencySchema.safeParse(input).error?.issues[0]?.path).toEqual(path);
  });
});

describe('custom tabs', () => {
  it('starts a new tab as html with empty texts', () => {
    expect(customTabSchema.parse({})).toEqual({
      label: '',
      href: '',
      iconUrl: '',
      pageType: 'html',
      alwaysVisible: false,
    });
  });

  it.each([
    [[{ href: 'reports' }], [0, 'href'], 'URL must include a leading slash (/)'],
    [[{ href: '/home' }], [0, 'href'], 'This URL is reserved for a default tab'],
    [[{ href: '/a' }, { href: '/a' }], [1, 'href'], 'This URL is already used by another tab'],
  ])('refuses %j', (tabs, path, message) => {
    const issue = customTabsInputSchema.safeParse(tabs).error?.issues[0];
    expect(issue).toMatchObject({ path, message });
  });

  it('accepts distinct custom paths', () => {
    expect(customTabsInputSchema.safeParse([{ href: '/a' }, { href: '/b' }]).success).toBe(true);
  });
});

describe('dnsRecordSchema', () => {
  it('reads an MX row', () => {
    const row = { type: 'MX', name: 'send', value: 'feedback-smtp', priority: 10, ttl: 'Auto' };
    expect(dnsRecordSchema.parse(row)).toEqual(row);
    expect(dnsRecordSchema.safeParse({ type: 'MX' }).error?.issues[0]?.path).toEqual(['name']);
  });
});

describe('customThemeSchema', () => {
  const palette = Array.from({ length: 10 }, (_, i) => `hsl(210 60% ${95 - i * 10}%)`);
  it('accepts a ten-step palette and a nine-shade one', () => {
    expect(
      customThemeSchema.parse({ primary: '#3366ff', nineColorPallet: palette }).themeType,
    ).toBe('light');
    expect(customThemeSchema.safeParse({ nineColorPallet: palette.slice(1) }).success).toBe(true);
  });

  it.each([
    [{ primary: '#36f' }, ['primary']],
    [{ themeType: 'sepia' }, ['themeType']],
    [{ nineColorPallet: ['a'] }, ['nineColorPallet']],
  ])('rejects %j at %j', (input, path) => {
    expect(customThemeSchema.safeParse(input).error?.issues[0]?.path).toEqual(path);
  });
});
