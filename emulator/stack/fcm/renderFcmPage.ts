import { escape, standInPage } from '../standInPage';
import type { PushedMessage } from './FcmMessage';

/**
 * The stand-in's page: each push as the browser holding that token would
 * show it (title, body, the link a click opens), newest first, and a form to
 * unregister a token, as a person who blocks notifications does.
 */
export function renderFcmPage(
  pushed: readonly PushedMessage[],
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
  const revoked = [...unregistered]
    .map((token) => `<li><code>${escape(token)}</code></li>`)
    .join('');
  return standInPage(
    'Local Firebase Cloud Messaging',
    `<h1>Local Firebase Cloud Messaging (browser push)</h1>
<p class="muted">Push messages the platform sent through FCM's HTTP v1 API, as each browser would show them.</p>
<h2>Pushed</h2>
${items ? `<ol class="plain" aria-label="Pushed messages">${items}</ol>` : '<p>Nothing pushed yet.</p>'}
<h2>Unregister a device</h2>
<p class="muted">Later pushes to this token answer UNREGISTERED, as when a person blocks notifications.</p>
<form class="row" method="post" action="/unregister"><label style="flex:1">Registration token<input name="token" required autocomplete="off"></label><button type="submit">Unregister</button></form>
${revoked ? `<ul aria-label="Unregistered tokens">${revoked}</ul>` : ''}`,
  );
}
