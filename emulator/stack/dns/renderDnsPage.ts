import type { ZoneRecord } from './dnsZone';
import { DNS_RECORD_TYPES } from './dnsZone';

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The DNS host's page: the records it serves and a form to add one. */
export function renderDnsPage(records: readonly ZoneRecord[], error: string | null): string {
  const rows = records
    .map(
      (
        r,
      ) => `<tr><td>${r.type}</td><td>${escape(r.name)}</td><td>${escape(r.value)}</td><td>${r.priority ?? ''}</td>
<td><form method="post" action="/records/delete"><input type="hidden" name="id" value="${r.id}">
<button type="submit" aria-label="Delete ${r.type} record ${escape(r.name)}">Delete</button></form></td></tr>`,
    )
    .join('\n');
  const options = DNS_RECORD_TYPES.map((t) => `<option>${t}</option>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Local DNS host</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:1.5rem;color:#1a1a1a;max-width:60rem}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ccc;padding:.35rem;text-align:left;word-break:break-all}
form.add{display:flex;flex-wrap:wrap;gap:.75rem;align-items:end;margin:1rem 0}label{display:flex;flex-direction:column;font-weight:600}
input,select{font:inherit;padding:.3rem}button{font:inherit;padding:.35rem .8rem}.error{color:#a40000;font-weight:600}</style></head>
<body><main><h1>Local DNS host</h1>
<p>Act as your domain's DNS provider: the records below are what public DNS answers on this machine.
Add the record your dashboard asks for, then wait for its check (every 5 seconds).</p>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<form class="add" method="post" action="/records">
<label>Type<select name="type">${options}</select></label>
<label>Name (full host)<input name="name" required placeholder="chat.acme.com"></label>
<label>Value<input name="value" required placeholder="cname target or address"></label>
<label>Priority (MX)<input name="priority" inputmode="numeric" value="10" size="5"></label>
<button type="submit">Add record</button></form>
<h2>Records</h2>
<table><thead><tr><th scope="col">Type</th><th scope="col">Name</th><th scope="col">Value</th><th scope="col">Priority</th><th scope="col"><span class="sr">Actions</span></th></tr></thead>
<tbody>${rows || '<tr><td colspan="5">No records yet.</td></tr>'}</tbody></table></main></body></html>`;
}
