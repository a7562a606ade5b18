import { describe, expect, it } from 'vitest';
import type { RunnableTool } from './callTool';
import { chooseToolByWords, extractArgs } from './chooseToolByWords';

const orders: RunnableTool = {
  id: 'orders',
  name: 'Order status',
  description: 'Where an order is and when it arrives',
  serverUrl: 'https://api.example.com/orders',
  fields: [
    {
      in: 'query',
      key: 'orderId',
      type: 'string',
      required: true,
      description: 'the order number',
    },
  ],
};
const hours: RunnableTool = {
  id: 'hours',
  name: 'Opening hours',
  description: 'When the shop is open on a given day',
  serverUrl: 'https://api.example.com/hours',
  fields: [
    {
      in: 'query',
      key: 'day',
      type: 'string',
      required: false,
      description:
        'Day of the week: monday, tuesday, wednesday, thursday, friday, saturday, sunday',
    },
  ],
};

describe('chooseToolByWords', () => {
  it('chooses the tool whose name the question uses and fills its fields', () => {
    expect(chooseToolByWords('Where is order 1234?', [hours, orders])).toMatchObject({
      tool: { id: 'orders' },
      args: { orderId: '1234' },
      missing: [],
    });
    expect(chooseToolByWords('Are you open on Sunday?', [orders, hours])).toMatchObject({
      tool: { id: 'hours' },
      args: { day: 'Sunday' },
    });
  });

  it('reads "order number 77-A" and a lone id with digits', () => {
    expect(extractArgs('my order number 77-A is late', orders.fields)).toEqual({ orderId: '77-A' });
    expect(extractArgs('what about A1234 then', orders.fields)).toEqual({ orderId: 'A1234' });
  });

  it('asks for a missing field only when the question clearly names the tool', () => {
    expect(chooseToolByWords('What is the status of my order?', [orders])).toMatchObject({
      tool: { id: 'orders' },
      missing: [{ key: 'orderId' }],
    });
    // One shared word and nothing to fill: the knowledge base answers instead.
    expect(chooseToolByWords('Can I put my team order on hold?', [orders])).toBeNull();
    expect(chooseToolByWords('How long does shipping take?', [orders, hours])).toBeNull();
  });
});
