import { describe, expect, it } from 'vitest';
import { agentsNotOwned, clientSeatLimit } from './clientSeats';

describe('clientSeatLimit', () => {
  it('takes the subscription plan first, then the custom plan, then the default 2', () => {
    expect(clientSeatLimit({ v2StripeConfig: { limits: { clientSeats: 7 } } })).toBe(7);
    expect(clientSeatLimit({ internal: { customPlan: { limits: { clientSeats: 0 } } } })).toBe(0);
    expect(
      clientSeatLimit({
        v2StripeConfig: { limits: { clientSeats: 3 } },
        internal: { customPlan: { limits: { clientSeats: 9 } } },
      }),
    ).toBe(3);
    expect(clientSeatLimit({})).toBe(2);
  });
});

describe('agentsNotOwned', () => {
  it('lists agents owned by someone else or missing, once each', () => {
    const owners = new Map([
      ['mine', 'w1'],
      ['theirs', 'w2'],
    ]);
    expect(agentsNotOwned(['mine', 'theirs', 'gone', 'gone'], owners, 'w1')).toEqual([
      'theirs',
      'gone',
    ]);
    expect(agentsNotOwned(['mine'], owners, 'w1')).toEqual([]);
  });
});
