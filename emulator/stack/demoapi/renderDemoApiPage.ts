import { DAYS, OPENING_HOURS, type DemoOrder, type ReceivedEvent } from './demoShop';

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The demo API's page: the endpoints, the orders (status editable), the opening hours and the events received. */
export function renderDemoApiPage(
  origin: string,
  orders: readonly DemoOrder[],
  events: readonly ReceivedEvent[] = [],
): string {
  const rows = orders
    .map(
      (order) => `<tr><td>${escape(order.orderId)}</td><td>
<form method="post" action="/status"><input type="hidden" name="orderId" value="${escape(order.orderId)}">
<label>Status of order ${escape(order.orderId)} <select name="status">${[
        'processing',
        'shipped',
        'delivered',
      ]
        .map((s) => `<option${s === order.status ? ' selected' : ''}>${s}</option>`)
        .join('')}</select></label> <button>Save</button></form></td>
<td>${escape(order.carrier)}</td><td>${escape(order.expectedDelivery)}</td></tr>`,
    )
    .join('\n');
  const hours = DAYS.map(
    (day) => `<tr><td>${day}</td><td>${OPENING_HOURS[day] ?? 'closed'}</td></tr>`,
  ).join('');
  const received =
    events
      .map(
        (event) =>
          `<tr><td>${escape(event.type)}</td><td>${event.createdAt ?? ''}</td><td>${event.status}</td></tr>`,
      )
      .join('') || '<tr><td colspan="3">None yet.</td></tr>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local demo shop API</title><style>body{font:15px/1.5 system-ui,sans-serif;margin:1.5rem;color:#1a1a1a}table{border-collapse:collapse;width:100%;margin-bottom:1.5rem}td,th{border-bottom:1px solid #ccc;padding:.3rem;text-align:left}code{background:#eee;padding:0 .2rem}</style></head>
<body><main><h1>Local demo shop API</h1>
<p>Agent tools call this API offline. <code>GET ${escape(origin)}/orders?orderId=1234</code> with <code>Authorization: Bearer demo-shop-secret</code>; <code>GET ${escape(origin)}/opening-hours?day=sunday</code>.</p>
<h2>Orders</h2><table><thead><tr><th scope="col">Order</th><th scope="col">Status</th><th scope="col">Carrier</th><th scope="col">Expected</th></tr></thead><tbody>
${rows}</tbody></table>
<h2>Opening hours</h2><table><thead><tr><th scope="col">Day</th><th scope="col">Hours</th></tr></thead><tbody>${hours}</tbody></table>
<h2>Events received</h2><p>A workspace's Events endpoint can be <code>${escape(origin)}/events</code> (answers 200) or <code>${escape(origin)}/events/down</code> (answers 503).</p>
<table><thead><tr><th scope="col">Type</th><th scope="col">Created at</th><th scope="col">Answered</th></tr></thead><tbody>${received}</tbody></table>
</main></body></html>`;
}
