import { describe, expect, it } from 'vitest';
import { toolResultText } from './toolResultText';

describe('toolResultText', () => {
  it("says the answer's own sentence, else its fields", () => {
    expect(
      toolResultText('Orders', { ok: true, status: 200, ms: 1, body: { message: 'Shipped.' } }),
    ).toBe('Shipped.');
    expect(
      toolResultText('Orders', {
        ok: true,
        status: 200,
        ms: 1,
        body: { orderId: '12', expectedDelivery: '27 Nov', items: [1] },
      }),
    ).toBe('Order id: 12\nExpected delivery: 27 Nov');
  });

  it("says a failure in the server's words when it gave some", () => {
    expect(
      toolResultText('Orders', {
        ok: false,
        status: 404,
        ms: 1,
        body: { error: { message: 'No order 99.' } },
      }),
    ).toBe('No order 99.');
    expect(toolResultText('Orders', { ok: false, ms: 1, error: 'timeout' })).toBe(
      'Sorry, Orders is not available right now.',
    );
  });
});
