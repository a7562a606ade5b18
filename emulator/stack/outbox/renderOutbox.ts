import type { OutboxMessage } from './OutboxMessage';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The outbox page a tester opens: newest first, text bodies shown as sent. */
export function renderOutbox(messages: OutboxMessage[]): string {
  const rows = [...messages]
    .reverse()
    .map(
      (m) => `<article>
  <header><strong>${escape(m.subject || '(no subject)')}</strong>
  <span>${escape(m.receivedAt)}</span></header>
  <dl><dt>From</dt><dd>${escape(m.from)}</dd><dt>To</dt><dd>${escape(m.to || m.envelopeTo.join(', '))}</dd></dl>
  <pre>${escape(m.text || m.html.replace(/<[^>]+>/g, ''))}</pre>${attachmentList(m)}
</article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta http-equiv="refresh" content="5"><title>Outbox (${messages.length})</title>
<style>body{font:15px system-ui,sans-serif;margin:0 auto;max-width:860px;padding:24px;color:#1d2433}
article{border:1px solid #dde2ea;border-radius:10px;padding:14px 18px;margin:12px 0;background:#fff}
header{display:flex;justify-content:space-between;gap:12px}header span{color:#6b7280;font-size:13px}
dl{display:grid;grid-template-columns:60px 1fr;margin:8px 0;font-size:13px}dt{color:#6b7280}dd{margin:0}
pre{white-space:pre-wrap;background:#f6f8fb;padding:10px;border-radius:6px;margin:0}</style></head>
<body><h1>E-mail outbox</h1><p>Every e-mail the local platform sends lands here (refreshes every 5 s).</p>
${rows || '<p><em>No e-mail yet.</em></p>'}</body></html>`;
}

function attachmentList(m: OutboxMessage): string {
  // Messages saved before attachments were kept have none.
  const files = m.attachments ?? [];
  if (files.length === 0) return '';
  const items = files
    .map(
      (file, index) =>
        `<li><a href="/messages/${m.id}/attachments/${index}">${escape(file.filename)}</a> (${escape(file.contentType)}, ${file.size} bytes)</li>`,
    )
    .join('');
  return `\n  <ul aria-label="Attachments">${items}</ul>`;
}
