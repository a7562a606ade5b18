import { describe, expect, it } from 'vitest';
import {
  clearedDomainFields,
  customDomainPhase,
  dnsRecordTypeFor,
  domainAvailabilityError,
  isRootDomain,
  normaliseDomainInput,
  productSubdomain,
  validateCustomDomain,
  validateEmailDomain,
} from './domainRules';

describe('normaliseDomainInput', () => {
  it.each([
    ['Chat.Acme.COM', 'chat.acme.com'],
    [' chat . acme.com ', 'chat.acme.com'],
    ['https://chat.acme.com/path?q=1', 'chat.acme.com'],
    ['chat.acme.com.', 'chat.acme.com'],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(normaliseDomainInput(input)).toBe(expected);
  });
});

describe('custom domain', () => {
  it.each([
    ['', 'Please enter a custom domain'],
    ['   ', 'Please enter a custom domain'],
    ['acme.com', 'Please input a subdomain: "acme.com"'],
    ['Acme.com', 'Please input a subdomain: "acme.com"'],
    ['localhost', 'Please input a subdomain: "localhost"'],
    ['chat.acme.com', null],
    ['a.b.acme.co.uk', null],
    ['acme.co.uk', 'Please input a subdomain: "acme.co.uk"'],
    ['chat.acme.co.uk', null],
    ['chat_x.acme.com', 'Please input a subdomain: "chat_x.acme.com"'],
  ])('%j -> %j', (input, expected) => {
    expect(validateCustomDomain(input)).toBe(expected);
  });

  it.each([
    ['acme.com', true, 'A'],
    ['chat.acme.com', false, 'CNAME'],
  ])('%s root %s -> %s record', (host, root, type) => {
    expect(isRootDomain(host)).toBe(root);
    expect(dnsRecordTypeFor(host)).toBe(type);
  });

  it('reports a domain used by another agency', () => {
    expect(domainAvailabilityError(true)).toBe('This domain already exists on another account.');
    expect(domainAvailabilityError(false)).toBeNull();
  });

  it('clears fields on delete or cancel', () => {
    expect(clearedDomainFields('customDomain')).toEqual({
      customDomain: '',
      isVerifiedCustomDomain: false,
      customDomainConfig: null,
    });
    expect(clearedDomainFields('subdomain')).toEqual({
      VGsubDomain: '',
      isVerifiedSubDomain: false,
    });
  });
});

describe('productSubdomain', () => {
  it.each([
    ['My Agency', 'app.example.com', 'myagency.app.example.com'],
    ['acme', 'App.Example.com', 'acme.app.example.com'],
    ['acme.app.example.com', 'app.example.com', 'acme.app.example.com'],
    ['', 'app.example.com', ''],
  ])('%j under %j -> %j', (input, root, expected) => {
    expect(productSubdomain(input, root)).toBe(expected);
  });
});

describe('validateEmailDomain', () => {
  it.each([
    ['acme.com', {}, null],
    ['mail.acme.com', {}, 'Please enter a root domain, e.g. example.com'],
    ['', {}, 'Please enter a root domain, e.g. example.com'],
    ['acme.com', { domain: 'acme.com', status: 'pending' }, 'This domain is already added.'],
    ['ACME.com', { domain: 'acme.com', status: 'not_started' }, 'This domain is already added.'],
    ['acme.com', { domain: 'acme.com', status: 'verified' }, null],
    ['other.com', { domain: 'acme.com', status: 'pending' }, null],
  ])('%j with %j -> %j', (input, current, expected) => {
    expect(validateEmailDomain(input, current)).toBe(expected);
  });
});

describe('customDomainPhase', () => {
  it.each([
    [false, 200, 'unverified'],
    [undefined, undefined, 'unverified'],
    [true, undefined, 'verified'],
    [true, 502, 'verified'],
    [true, 200, 'live'],
  ])('verified %j, proxy %j -> %s', (verified, status, phase) => {
    expect(customDomainPhase(verified, status)).toBe(phase);
  });
});
