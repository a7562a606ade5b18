import { describe, expect, it } from 'vitest';
import {
  brandingAppliesToHost,
  prototypeUrl,
  verifiedAgencyHost,
  widgetSavedPath,
} from './agencyLinks';

const agency = {
  customDomain: 'chat.acme.com',
  isVerifiedCustomDomain: true,
  VGsubDomain: 'acme.app.example.com',
  isVerifiedSubDomain: false,
};

describe('brandingAppliesToHost', () => {
  it.each([
    ['chat.acme.com', true],
    ['Chat.Acme.com:443', true],
    ['acme.app.example.com', true],
    ['app.example.com', false],
    ['', false],
  ])('%j -> %s', (host, expected) => {
    expect(brandingAppliesToHost(host, agency)).toBe(expected);
  });

  it('never matches an agency without domains', () => {
    expect(brandingAppliesToHost('x.test', {})).toBe(false);
  });
});

describe('links', () => {
  it.each([
    [agency, 'chat.acme.com'],
    [
      { ...agency, isVerifiedCustomDomain: false, isVerifiedSubDomain: true },
      'acme.app.example.com',
    ],
    [{ ...agency, isVerifiedCustomDomain: false }, null],
    [null, null],
  ])('verified host of %j -> %j', (input, expected) => {
    expect(verifiedAgencyHost(input)).toBe(expected);
  });

  it.each([
    [agency, 'https://chat.acme.com/eu/prototype/a1'],
    [{ ...agency, isVerifiedCustomDomain: false }, '/app/eu/prototype?vg_id=a1'],
    [undefined, '/app/eu/prototype?vg_id=a1'],
  ])('prototype for %j -> %s', (input, expected) => {
    expect(prototypeUrl('eu', 'a1', input)).toBe(expected);
  });

  it.each([
    ['vg', '/app/na/agents/a1'],
    ['vf', '/app/na/agents/vf?vg_id=a1'],
  ])('after saving a %s widget -> %s', (platform, expected) => {
    expect(widgetSavedPath('na', 'a1', platform)).toBe(expected);
  });
});
