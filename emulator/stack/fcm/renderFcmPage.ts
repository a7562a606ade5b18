import { escape, standInPage } from '../standInPage';
import type { IssuedToken, PushedMessage } from './FcmMessage';

/**
 * The stand-in's page: each push as the browser holding that token would
 * show it (title, body, the link a click opens), newest first, then the
 * browsers registered for push (each with Unregister, as a person who blocks
 * notifications does).
 */
export function renderFcmPage(
  pushed: readonly PushedMessage[],
  registered: readonly IssuedToken[],
  unregistered: ReadonlySet<string>,
): string {
  const items = [...pushed]
    .reverse()
    .map(({ message, receivedAt }) => {
      const link = message.webpush?.fcm_options?.link;
      return `<li class="card"><strong>${escape(message.notification?.title ?? '(no title)')}</strong>
<p style="margin:.25rem 0">${escape(message.notification?.body ?? '')}</p>
${link ? `<p style="word-break:break-all"><a href="${escape(link)}">${escape(link)}</a></p>` : ''}
<p class="muted">To device <code>${escape(message.token)}</code> at ${escape(receivedAt)}</p></li>`;
    })
    .join('');
  const browsers = [...registered]
    .reverse()
    .map(
      ({ token, web, registeredAt }, index) => `<li class="card">
<strong>${escape(web.origin ?? 'A browser')}</strong>
<p class="muted" style="margin:.25rem 0">Registered at ${escape(registeredAt)}; push service <code>${escape(web.endpoint)}</code></p>
<p style="margin:.25rem 0">Token <code id="token-${index}">${escape(token)}</code></p>
<form method="post" action="/unregister"><input type="hidden" name="token" value="${escape(token)}"><button type="submit" class="secondary" aria-describedby="token-${index}">Unregister</button></form></li>`,
    )
    .join('');
  const revoked = [...unregistered]
    .map((token) => `<li><code>${escape(token)}</code></li>`)
    .join('');
  return standInPage(
    'Local Firebase Cloud Messaging',
    `<h1>Local Firebase Cloud Messaging (browser push)</h1>
<p class="muted">The messages the platform sent through FCM's HTTP v1 API, as each browser would show them, and the browsers that took push notifications from the dashboard. Pushes reach only tokens issued here.</p>
<h2>Pushed</h2>
${items ? `<ol class="plain" aria-label="Pushed messages">${items}</ol>` : '<p>Nothing pushed yet.</p>'}
<h2>Registered browsers</h2>
<p class="muted">Unregister one as a person who blocks notifications: later pushes to its token answer UNREGISTERED.</p>
${browsers ? `<ol class="plain" aria-label="Registered browsers">${browsers}</ol>` : '<p>No browser registered yet.</p>'}
${revoked ? `<h3>Unregistered tokens</h3><ul aria-label="Unregistered tokens">${revoked}</ul>` : ''}`,
  );
}
