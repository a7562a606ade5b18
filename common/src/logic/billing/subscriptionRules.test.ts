import { describe, expect, it } from 'vitest';
import {
  cancellationDate,
  dangerZoneAction,
  pickActiveSubscription,
  showsNextBillingDate,
  statusBadgeColour,
  yearlyPrice,
} from './subscriptionRules';

describe('pickActiveSubscription', () => {
  it.each([
    [
      [
        { id: 'a', status: 'canceled' },
        { id: 'b', status: 'active' },
      ],
      'b',
    ],
    [
      [
        { id: 'a', status: 'past_due' },
        { id: 'b', status: 'unpaid' },
      ],
      'a',
    ],
    [[], null],
    [null, null],
  ])('%j -> %j', (subscriptions, expected) => {
    expect(pickActiveSubscription(subscriptions)?.id ?? null).toBe(expected);
  });
});

describe('plan display', () => {
  it.each([
    ['active', 'green'],
    ['trialing', 'gray'],
    [undefined, 'gray'],
  ])('badge for %j -> %s', (status, colour) => {
    expect(statusBadgeColour(status)).toBe(colour);
  });

  it('prices a year at ten months', () => {
    expect(yearlyPrice(20)).toBe(200);
  });

  it.each([
    [{ cancels: true }, false],
    [{ cancels: false }, true],
    [{}, true],
  ])('next billing date for %j -> %s', (plan, expected) => {
    expect(showsNextBillingDate(plan)).toBe(expected);
  });

  it.each([
    [{ id: 'free' }, null],
    [{ id: 'pay_as_you_go' }, 'cancel'],
    [{ id: 'pay_as_you_go', cancels: true }, 'reactivate'],
  ])('danger zone for %j -> %j', (plan, action) => {
    expect(dangerZoneAction(plan)).toBe(action);
  });

  it('converts cancelsAt seconds', () => {
    expect(cancellationDate(1_700_000_000)?.toISOString()).toBe('2023-11-14T22:13:20.000Z');
    expect(cancellationDate(null)).toBeNull();
  });
});
