import { describe, expect, it } from 'vitest';
import {
  dnsAnswerMatches,
  expectedDnsRecord,
  hasWhitelabelAccess,
  planAllowsCustomDomain,
} from './domainVerification';

const targets = { cname: 'cname.voiceglow.test', address: '203.0.113.7' };

describe('expectedDnsRecord', () => {
  it.each([
    [
      'chat.acme.com',
      { type: 'CNAME', domain: 'chat.acme.com', name: 'chat', value: targets.cname },
    ],
    [
      'A.B.Acme.co.uk',
      { type: 'CNAME', domain: 'a.b.acme.co.uk', name: 'a.b', value: targets.cname },
    ],
    ['acme.com', { type: 'A', domain: 'acme.com', name: '@', value: targets.address }],
  ])('%s -> %j', (host, expected) => {
    expect(expectedDnsRecord(host, targets)).toEqual(expected);
  });
});

describe('dnsAnswerMatches', () => {
  const cname = expectedDnsRecord('chat.acme.com', targets);
  it.each([
    [['CNAME.voiceglow.test.'], true],
    [['other.example.net', 'cname.voiceglow.test'], true],
    [['cname.voiceglow.test.evil.net'], false],
    [[], false],
  ])('%j -> %s', (answers, expected) => {
    expect(dnsAnswerMatches(cname, answers)).toBe(expected);
  });
});

describe('plan gating', () => {
  const now = 1_700_000_000_000;
  const inTrial = { internal: { whitelabel_trial: true, whitelabelTrialEndsAt: now / 1000 + 60 } };
  const trialOver = { internal: { whitelabel_trial: true, whitelabelTrialEndsAt: now / 1000 - 1 } };
  it.each([
    [null, false],
    [{}, false],
    [{ stripeSubscriptionId: 'sub_1' }, true],
    [{ internal: { isPayAsYouGo: true } }, true],
    [inTrial, true],
    [trialOver, false],
  ])('custom domain for %j -> %s', (workspace, expected) => {
    expect(planAllowsCustomDomain(workspace, now)).toBe(expected);
  });

  it('opens Auto Billing only with the whitelabel trial running', () => {
    expect(hasWhitelabelAccess(inTrial, now)).toBe(true);
    expect(hasWhitelabelAccess(trialOver, now)).toBe(false);
    expect(hasWhitelabelAccess({ stripeSubscriptionId: 'sub_1' }, now)).toBe(false);
  });
});
