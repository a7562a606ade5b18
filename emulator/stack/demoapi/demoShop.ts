/** The demo shop behind the local demo API: a few orders and the week's opening hours. */
export interface DemoOrder {
  orderId: string;
  status: 'processing' | 'shipped' | 'delivered';
  carrier: string;
  expectedDelivery: string;
}

export const DEMO_API_SECRET = 'demo-shop-secret';

export function demoOrders(): Map<string, DemoOrder> {
  return new Map(
    (
      [
        { orderId: '1234', status: 'shipped', carrier: 'DHL', expectedDelivery: 'Friday' },
        { orderId: '5678', status: 'processing', carrier: 'UPS', expectedDelivery: 'next Tuesday' },
        { orderId: '9012', status: 'delivered', carrier: 'DPD', expectedDelivery: 'delivered' },
      ] as const
    ).map((order) => [order.orderId, { ...order }]),
  );
}

export const DAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Day = (typeof DAYS)[number];

export const OPENING_HOURS: Record<Day, string | null> = {
  monday: '9:00–18:00',
  tuesday: '9:00–18:00',
  wednesday: '9:00–18:00',
  thursday: '9:00–20:00',
  friday: '9:00–18:00',
  saturday: '10:00–14:00',
  sunday: null,
};

/** What the API says about an order, in a sentence the agent can repeat. */
export function orderMessage(order: DemoOrder): string {
  switch (order.status) {
    case 'processing':
      return `Order ${order.orderId} is being packed and ships with ${order.carrier}; it should arrive ${order.expectedDelivery}.`;
    case 'shipped':
      return `Order ${order.orderId} has shipped with ${order.carrier} and should arrive on ${order.expectedDelivery}.`;
    case 'delivered':
      return `Order ${order.orderId} was delivered by ${order.carrier}.`;
  }
}

export function hoursMessage(day: Day): string {
  const hours = OPENING_HOURS[day];
  const name = day.charAt(0).toUpperCase() + day.slice(1);
  return hours ? `On ${name} the shop is open ${hours}.` : `The shop is closed on ${name}.`;
}

/** A workspace event the demo API received (its page lists them). */
export interface ReceivedEvent {
  type: string;
  createdAt: number | null;
  status: number;
}
