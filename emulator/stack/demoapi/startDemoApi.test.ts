import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoApi } from './startDemoApi';

let api: Awaited<ReturnType<typeof startDemoApi>>;
beforeAll(async () => {
  api = await startDemoApi({ host: '127.0.0.1', port: 0 });
});
afterAll(() => api.close());

describe('demo shop API', () => {
  it('answers an order to the bearer of the shop key only', async () => {
    const refused = await fetch(`${api.origin}/orders?orderId=1234`);
    expect(refused.status).toBe(401);
    const answer = await fetch(`${api.origin}/orders?orderId=1234`, {
      headers: { authorization: 'Bearer demo-shop-secret' },
    });
    expect(await answer.json()).toEqual({
      orderId: '1234',
      status: 'shipped',
      carrier: 'DHL',
      expectedDelivery: 'Friday',
      message: 'Order 1234 has shipped with DHL and should arrive on Friday.',
    });
  });

  it("lets the shop's staff change a status on its page", async () => {
    const page = await (await fetch(`${api.origin}/`)).text();
    expect(page).toContain('<h1>Local demo shop API</h1>');
    const saved = await fetch(`${api.origin}/status`, {
      method: 'POST',
      body: new URLSearchParams({ orderId: '5678', status: 'delivered' }),
      redirect: 'manual',
    });
    expect(saved.status).toBe(303);
    const order = await fetch(`${api.origin}/orders`, {
      method: 'POST',
      headers: { authorization: 'Bearer demo-shop-secret', 'content-type': 'application/json' },
      body: JSON.stringify({ orderId: 5678 }),
    });
    expect(await order.json()).toMatchObject({ status: 'delivered' });
  });

  it('tells the opening hours of a day, or of the week', async () => {
    const sunday = await (await fetch(`${api.origin}/opening-hours?day=Sunday`)).json();
    expect(sunday).toEqual({ day: 'sunday', message: 'The shop is closed on Sunday.' });
    const week = (await (await fetch(`${api.origin}/opening-hours`)).json()) as { message: string };
    expect(week.message).toContain('On Thursday the shop is open 9:00–20:00.');
  });

  it("receives a workspace's events and shows them on its page", async () => {
    const post = (path: string) =>
      fetch(`${api.origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'client_created', payload: { createdAt: 1700000000 } }),
      });
    expect((await post('/events')).status).toBe(200);
    expect((await post('/events/down')).status).toBe(503);
    const page = await (await fetch(`${api.origin}/`)).text();
    expect(page).toContain('<tr><td>client_created</td><td>1700000000</td><td>503</td></tr>');
    expect(page).toContain('<tr><td>client_created</td><td>1700000000</td><td>200</td></tr>');
  });
});
