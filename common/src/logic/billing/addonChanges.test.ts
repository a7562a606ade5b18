import { describe, expect, it } from 'vitest';
import { clampConfirmQuantity, planAddonChanges, stepManagerQuantity } from './addonChanges';

describe('quantities', () => {
  it.each([
    [0, 1],
    [1, 1],
    [10, 10],
    [11, 10],
    [2.6, 3],
    [Number.NaN, 1],
  ])('confirm quantity %d -> %i', (value, expected) => {
    expect(clampConfirmQuantity(value)).toBe(expected);
  });

  it.each([
    [0, -1, true, 0],
    [1, -1, true, 0],
    [1, 1, true, 2],
    [1, 1, false, 1],
    [3, -1, false, 3],
  ] as const)('%i %i with subscription %s -> %i', (quantity, delta, paid, expected) => {
    expect(stepManagerQuantity(quantity, delta, paid)).toBe(expected);
  });
});

describe('planAddonChanges', () => {
  it('needs a subscription', () => {
    expect(planAddonChanges({}, { 'workspace-seat': 1 }, false)).toEqual({
      ok: false,
      error: 'You need an active subscription to add addons',
    });
  });

  it('reports no changes', () => {
    expect(planAddonChanges({ a: 2 }, { a: 2, b: 0 }, true)).toEqual({
      ok: false,
      error: 'No changes to save',
    });
  });

  it('splits removals and additions', () => {
    expect(
      planAddonChanges(
        { 'workspace-seat': 2, client_seat: 1, 'twilio-phone-number': 3 },
        {
          'workspace-seat': 0,
          client_seat: 4,
          'twilio-phone-number': 1,
          'concurrent-call-line': 2,
        },
        true,
      ),
    ).toEqual({
      ok: true,
      plan: {
        toRemove: ['workspace-seat'],
        toAdd: [
          { addonId: 'client_seat', quantity: 4, incrementalQuantity: 3 },
          { addonId: 'twilio-phone-number', quantity: 1, incrementalQuantity: -2 },
          { addonId: 'concurrent-call-line', quantity: 2, incrementalQuantity: 2 },
        ],
      },
    });
  });
});
