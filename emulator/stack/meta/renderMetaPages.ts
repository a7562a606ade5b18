import { escape, standInPage } from '../standInPage';
import type { WebhookState } from './MetaWebhooks';
import type { MetaWorld } from './MetaWorld';

/**
 * The stand-in's home: the app's webhook (callback, verification, last
 * error) and the login user's WhatsApp numbers, pages and Instagram
 * account, each with a link to chat with it as a person.
 */
export function renderMetaHome(
  world: MetaWorld,
  callbackUrl: string,
  webhook: WebhookState,
): string {
  const numbers = world.businesses
    .flatMap((business) =>
      business.numbers.map(
        (
          n,
        ) => `<li class="card"><strong>${escape(n.verified_name)}</strong> ${escape(n.display_phone_number)}
<div class="muted">WhatsApp Business account ${escape(business.name)} (id <code data-testid="waba-id">${escape(business.id)}</code>); phone number id <code data-testid="phone-id-${escape(n.display_phone_number.replace(/\D/g, ''))}">${escape(n.id)}</code>; ${business.subscribedApps.size ? 'the app receives its messages' : 'no app subscribed'}</div>
<a href="/chat/whatsapp/${escape(n.id)}">Chat on WhatsApp with ${escape(n.display_phone_number)}</a></li>`,
      ),
    )
    .join('\n');
  const pages = world.pages
    .map((page) => {
      const subscribed = page.subscriptions.size > 0;
      const ig = page.instagram
        ? `<br><a href="/chat/instagram/${escape(page.instagram.id)}">Message @${escape(page.instagram.username)} on Instagram</a>`
        : '';
      return `<li class="card"><strong>${escape(page.name)}</strong>
<div class="muted">Page id <code>${escape(page.id)}</code>; Instagram: ${page.instagram ? `@${escape(page.instagram.username)}` : 'none'}; ${subscribed ? 'the app receives its messages' : 'no app subscribed'}</div>
<a href="/chat/messenger/${escape(page.id)}">Message ${escape(page.name)} on Messenger</a>${ig}</li>`;
    })
    .join('\n');
  const templates = world.businesses
    .flatMap((business) =>
      business.templates.map(
        (
          t,
        ) => `<li class="card"><strong>${escape(t.name)}</strong> (${escape(t.language)}, ${escape(t.category)}): ${escape(t.status)}
<div class="muted">${escape(t.body)}</div>${
          t.status === 'PENDING'
            ? `<form method="post" action="/templates/${escape(t.id)}/approve"><button type="submit">Approve ${escape(t.name)}</button></form>`
            : ''
        }</li>`,
      ),
    )
    .join('\n');
  return standInPage(
    'Local Meta',
    `<h1>Local Meta (Graph API)</h1>
<p>The platform talks to this stand-in exactly as to <code>graph.facebook.com</code> and the Meta login dialog. In the dashboard, connect WhatsApp, Messenger or Instagram with “Continue with Meta” (you log in as <strong>${escape(world.loginUser.name)}</strong>), then write here as a customer.</p>
<h2>App webhook</h2>
<p class="card">Callback <code>${escape(callbackUrl)}</code>: ${webhook.verified ? 'verified' : 'not verified yet (verified before the first event)'}; ${webhook.delivered} event(s) delivered${webhook.lastError ? `; <span class="error">last error: ${escape(webhook.lastError)}</span>` : ''}</p>
<h2>WhatsApp numbers</h2><ul class="plain">${numbers}</ul>
<p>Meta reports what became of each message the business sends (status webhooks): sent and delivered a moment later, read once the person has the chat open here or answers; a message to a number starting with 999 fails (“Message undeliverable”, error 131026: no WhatsApp account).</p>
<h2>System user</h2><p class="card">Permanent access token of the business's system user, for the dashboard's Legacy (manual tokens) method: <code data-testid="system-user-token">${escape(world.systemUserToken)}</code></p>
<h2>WhatsApp message templates</h2><p>What a business may send to someone who has not written in the last 24 hours (campaigns). Meta reviews each new template; approve it here as Meta's reviewer.</p><ul class="plain">${templates}</ul>
<h2>Facebook pages and Instagram</h2><ul class="plain">${pages}</ul>`,
  );
}

/** The login dialog: the app asks for the user's businesses and pages. */
export function renderMetaDialog(
  world: MetaWorld,
  opts: { redirectUri: string; state: string; scope: string },
): string {
  const scopes = opts.scope
    .split(/[ ,]+/)
    .filter(Boolean)
    .map((s) => `<li><code>${escape(s)}</code></li>`)
    .join('');
  const hidden = `<input type="hidden" name="redirect_uri" value="${escape(opts.redirectUri)}"><input type="hidden" name="state" value="${escape(opts.state)}">`;
  return standInPage(
    'Log in with Meta',
    `<h1>Log in with Meta</h1>
<p><strong>VoiceGlow</strong> is requesting access to your WhatsApp Business accounts, pages and Instagram accounts.</p>
<p>You are logged in as <strong>${escape(world.loginUser.name)}</strong>.</p>
${scopes ? `<p class="muted">Permissions:</p><ul>${scopes}</ul>` : ''}
<form class="row" method="post" action="/dialog/oauth/decide">${hidden}
<button type="submit" name="decision" value="allow">Continue as ${escape(world.loginUser.name)}</button>
<button type="submit" name="decision" value="deny" class="secondary">Cancel</button></form>`,
  );
}
