import type { ResendDomain, ResendEmail } from './ResendDomain';

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The stand-in's page: each sending domain, its status and the records to add. */
export function renderResendPage(
  domains: readonly ResendDomain[],
  emails: readonly ResendEmail[] = [],
): string {
  const sections = domains
    .map(
      (d) => `<section><h2>${escape(d.name)} <small>(${d.status})</small></h2>
<table><thead><tr><th scope="col">Type</th><th scope="col">Name</th><th scope="col">Value</th><th scope="col">Priority</th><th scope="col">Status</th></tr></thead><tbody>
${d.records.map((r) => `<tr><td>${r.type}</td><td>${escape(`${r.name}.${d.name}`)}</td><td>${escape(r.value)}</td><td>${r.priority ?? ''}</td><td>${r.status}</td></tr>`).join('')}
</tbody></table></section>`,
    )
    .join('\n');
  const sent = emails
    .map(
      (e) =>
        `<tr><td>${escape(e.created_at)}</td><td>${escape(e.from)}</td><td>${escape(e.to.join(', '))}</td><td>${escape(e.subject)}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local Resend</title><style>body{font:15px/1.5 system-ui,sans-serif;margin:1.5rem;color:#1a1a1a}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ccc;padding:.3rem;text-align:left;word-break:break-all}</style></head>
<body><main><h1>Local Resend (sending domains and e-mails)</h1><p>Domains the platform registered, checked against the local DNS host when read.</p>
${sections || '<p>No domains yet.</p>'}
<h2>E-mails sent</h2>${sent ? `<table><thead><tr><th scope="col">Sent</th><th scope="col">From</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead><tbody>${sent}</tbody></table>` : '<p>No e-mails yet; they also arrive in the outbox.</p>'}</main></body></html>`;
}
